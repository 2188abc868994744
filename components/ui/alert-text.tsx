/**
 * A line announced to screen readers when it changes (an error, mostly). Without `reserve` it is
 * there only while it has something to say; with it, the line always stands (empty until needed),
 * so that a form does not jump when its message appears and `aria-describedby` can name it.
 */
export function AlertText({
  id,
  className,
  reserve = false,
  message,
}: {
  id?: string;
  className?: string;
  reserve?: boolean;
  message: string | null | undefined | false;
}) {
  if (!message && !reserve) return null;
  return (
    <p id={id} className={className} role="alert">
      {message || null}
    </p>
  );
}
