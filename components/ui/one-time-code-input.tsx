'use client';

/** A one-time code box: digits only (anything else is dropped as typed), with the browser's code autofill. */
export function OneTimeCodeInput({
  id,
  value,
  onChange,
  length,
  className,
  placeholder,
  autoFocus,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (digits: string) => void;
  length: number;
  className?: string;
  placeholder?: string;
  autoFocus?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <input
      id={id}
      className={className}
      value={value}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      placeholder={placeholder}
      autoFocus={autoFocus}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
    />
  );
}
