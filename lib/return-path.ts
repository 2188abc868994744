// Return addresses (rurl and every redirect target) accept same-site relative paths only
// (ARCHITECTURE.md "Identity and access"); anything else falls back to '/'.

/**
 * `value` when it is a path on this site ('/movies?x=1'), else '/'. Refused: absolute URLs and
 * schemes ('https:', 'javascript:'), protocol-relative '//host' and '/\host' (browsers read '\'
 * as '/'), encoded slashes or backslashes that decode into those, and control characters such as
 * line breaks.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || value === '') return fallback;
  let decoded = value;
  try {
    // decode twice: a value may have been encoded once more on its way through a query string
    decoded = decodeURIComponent(decodeURIComponent(value));
  } catch {
    return fallback;
  }
  for (const candidate of [value, decoded]) {
    if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
    if (!candidate.startsWith('/')) return fallback;
    if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
    if (candidate.includes('\\')) return fallback;
  }
  // an encoded slash or backslash in the path could turn it into '//host' once decoded; in the
  // query it is an ordinary encoded return address (/purchase?rurl=%2Fmovies)
  const pathPart = value.split(/[?#]/, 1)[0];
  if (/%2f|%5c/i.test(pathPart)) return fallback;
  return value;
}

/** /login with the current address as return address (same-site relative paths only). */
export function loginLink(returnTo?: string | null): string {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo === '/') return '/login';
  return `/login?rurl=${encodeURIComponent(returnTo)}`;
}
