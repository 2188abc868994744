// A request path whose percent-encoding does not decode (a lone '%', a cut or invalid UTF-8
// sequence) names nothing: both processes answer it 400 in the error envelope, with these words,
// before any route sees it.

export const MALFORMED_PATH_MESSAGE = 'This address is not valid: it has a broken percent-encoding.';

export function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
