import { vi } from 'vitest';

/** State behind the next/navigation mock; tests set pathname and search, and read router calls. */
export const navigation = {
  pathname: '/',
  search: '',
  router: { push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), forward: vi.fn() },
};

export const navigationMock = {
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
  useRouter: () => navigation.router,
};
