// Address helpers for client components.

/** pathname plus search with one parameter set (value) or removed (null). */
export function withQueryParam(pathname: string, search: string, key: string, value: string | null): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (value === null) params.delete(key);
  else params.set(key, value);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
