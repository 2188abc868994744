import { LogoLink } from './logo-link';

/**
 * The Chalchitra wordmark: a play glyph in a film frame and the name, drawn by the server (only its
 * link is client code).
 */
export function Logo() {
  return (
    <LogoLink>
      <svg viewBox="0 0 168 32" height="28" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="chalchitra-mark" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#5fe0ff" />
            <stop offset="1" stopColor="#00bff2" />
          </linearGradient>
        </defs>
        <rect x="1" y="3" width="26" height="26" rx="7" fill="url(#chalchitra-mark)" />
        <path d="M11 10.5v11l9-5.5z" fill="#0b0b10" />
        <text
          x="34"
          y="23"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
          fontSize="20"
          fontWeight="700"
          letterSpacing="0.3"
          fill="#f5f5f7"
        >
          Chal<tspan fill="#00bff2">chitra</tspan>
        </text>
      </svg>
    </LogoLink>
  );
}
