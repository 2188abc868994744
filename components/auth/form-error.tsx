import styles from './auth.module.css';

/**
 * A form's error line, announced when it changes. One line is always reserved, so the form does
 * not jump when an error appears, and the line grows to the error's full height: spec 000 §5
 * asks auto height of errors over 50 characters, and a shorter one wrapping on a phone needs it
 * as much.
 */
export function FormError({ id, children }: { id?: string; children: string | undefined }) {
  return (
    <p id={id} className={styles.error} role="alert">
      {children}
    </p>
  );
}
