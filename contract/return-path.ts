// Return addresses (rurl, every redirect target, a payment's return path) accept same-site
// relative paths only (ARCHITECTURE.md "Identity and access"). The web falls back to '/' for any
// other value; the origin refuses it as input.

const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Whether `value` is a path on this site ('/movies?x=1'). Refused: absolute URLs and schemes
 * ('https:', 'javascript:'), protocol-relative '//host' and '/\host' (browsers read '\' as '/'),
 * encoded slashes or backslashes that decode into those, and control characters such as line
 * breaks.
 */
export function isSafeReturnPath(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  let decoded: string;
  try {
    // decode twice: a value may have been encoded once more on its way through a query string
    decoded = decodeURIComponent(decodeURIComponent(value));
  } catch {
    return false;
  }
  for (const candidate of [value, decoded]) {
    if (CONTROL.test(candidate)) return false;
    if (!candidate.startsWith('/') || candidate.startsWith('//')) return false;
    if (candidate.includes('\\')) return false;
  }
  // an encoded slash or backslash in the path could turn it into '//host' once decoded; in the
  // query it is an ordinary encoded return address (/purchase?rurl=%2Fmovies)
  const pathPart = value.split(/[?#]/, 1)[0];
  return !/%2f|%5c/i.test(pathPart);
}

/** `value` when it is a path on this site, else `fallback`. */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  return isSafeReturnPath(value) ? value : fallback;
}
