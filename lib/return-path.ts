import { safeReturnPath } from '@/contract/return-path';

/** /login with the current address as return address (same-site relative paths only). */
export function loginLink(returnTo?: string | null): string {
  const path = safeReturnPath(returnTo);
  return path === '/' ? '/login' : `/login?rurl=${encodeURIComponent(path)}`;
}
