import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import Cookies from 'js-cookie';
import { LOCALE_COOKIE, LOCALE_INFO, type Locale } from '@/contract/locales';
import { ProfileLanguage } from '@/components/layout/profile-language';
import { renderWithStores } from '../../render';
import { navigation } from '../../navigation-mock';
import { asha, stubLocation } from '../profiles/profile-fixtures';

// A member's pages speak their profile's language (issue 50): the profile's choice becomes this
// device's (the `lang` cookie proxy.ts reads) and a page at an address without a language is drawn
// again in it; a page at a language's own address stays as it is.

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);

let location: ReturnType<typeof stubLocation>;
beforeEach(() => {
  vi.clearAllMocks();
  Cookies.remove(LOCALE_COOKIE, { path: '/' });
});
afterEach(() => location.restore());

/** The member watching as Asha, whose profile chose `language`, on a page at `href` drawn in `pageLocale`. */
function member(language: Locale | null, href: string, pageLocale: Locale = 'en') {
  location = stubLocation(href);
  const page = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={LOCALE_INFO[pageLocale].tag} messages={{}}>
      {children}
    </NextIntlClientProvider>
  );
  return renderWithStores(
    <ProfileLanguage />,
    { user: { uuid: 'u-1', firstname: 'Asha', watching: { ...asha, language } } },
    { wrapper: page },
  );
}

describe("the profile's language", () => {
  it('becomes this device’s choice, and an English page at an address without a language is drawn again in it', async () => {
    member('hi', 'http://localhost/movies');
    await vi.waitFor(() => expect(Cookies.get(LOCALE_COOKIE)).toBe('hi'));
    expect(navigation.router.refresh).toHaveBeenCalledTimes(1);
  });

  it("leaves a page at a language's own address as it is, and keeps the profile's choice for the next", async () => {
    member('hi', 'http://localhost/ta/movies', 'ta');
    await vi.waitFor(() => expect(Cookies.get(LOCALE_COOKIE)).toBe('hi'));
    expect(navigation.router.refresh).not.toHaveBeenCalled();
  });

  it('draws nothing again when the page already speaks it', async () => {
    Cookies.set(LOCALE_COOKIE, 'ta', { path: '/' });
    member('ta', 'http://localhost/movies', 'ta');
    await Promise.resolve();
    expect(Cookies.get(LOCALE_COOKIE)).toBe('ta');
    expect(navigation.router.refresh).not.toHaveBeenCalled();
  });

  it('changes nothing for a profile that chose none', async () => {
    Cookies.set(LOCALE_COOKIE, 'bn', { path: '/' });
    member(null, 'http://localhost/movies');
    await Promise.resolve();
    expect(Cookies.get(LOCALE_COOKIE)).toBe('bn');
    expect(navigation.router.refresh).not.toHaveBeenCalled();
  });
});
