import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { LOCALE_INFO } from '@/contract/locales';
import { loadMessages } from '@/contract/messages';
import { LazyMessages } from '@/components/ui/lazy-messages';

// The hosts' messages come as chunks once the page has loaded (lib/i18n/client-messages.ts): the
// children are drawn when their namespaces have come, in the page's language, beside the page's own
// messages, with only the parts the paths name; a chunk once come draws at once the next time.

function Reader() {
  const t = useTranslations();
  return (
    <>
      <p>{t('auth.loginDialog.title')}</p>
      <p>{t('errors.auth.usernameEmpty')}</p>
      <p>{t.has('errors.common.signIn') ? 'the whole errors namespace' : 'only errors.auth'}</p>
      <p>{t('common.pageMessage')}</p>
    </>
  );
}

const page = { common: { pageMessage: 'the page’s own' } };

function draw(locale: 'en' | 'hi') {
  return render(
    <NextIntlClientProvider locale={LOCALE_INFO[locale].tag} messages={page} onError={() => undefined}>
      <LazyMessages paths={['auth', 'errors.auth']}>
        <Reader />
      </LazyMessages>
    </NextIntlClientProvider>,
  );
}

describe('LazyMessages', () => {
  it("draws its children once their messages have come, in the page's language, with only the parts named", async () => {
    const hindi = (await loadMessages('hi', ['auth', 'errors'])) as {
      auth: { loginDialog: { title: string } };
      errors: { auth: { usernameEmpty: string } };
    };
    const { container } = draw('hi');
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByText(hindi.auth.loginDialog.title)).toBeInTheDocument();
    expect(screen.getByText(hindi.errors.auth.usernameEmpty)).toBeInTheDocument();
    expect(screen.getByText('only errors.auth')).toBeInTheDocument();
    expect(screen.getByText('the page’s own')).toBeInTheDocument();
  });

  it('draws at once with messages that have come before', async () => {
    const first = draw('en');
    expect(await screen.findByText('Username is empty')).toBeInTheDocument();
    first.unmount();
    draw('en');
    // drawn in the first render, before any effect or chunk
    expect(screen.getByText('Username is empty')).toBeInTheDocument();
    // the chunk asked for again answers at once, from the browser's copy
    await act(async () => undefined);
    expect(screen.getByText('Login')).toBeInTheDocument();
  });
});
