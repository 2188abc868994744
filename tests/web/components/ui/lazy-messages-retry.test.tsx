import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { LOCALE_INFO } from '@/contract/locales';
import { LazyMessages } from '@/components/ui/lazy-messages';

// A messages chunk that did not come (the network dropped) is asked for again, so the hosts it
// holds back still draw: the first import of Tamil's share catalogue fails here, the next answers.

let failures = 1;
vi.mock('@/contract/messages/ta/share.json', async (original) => {
  if (failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

function Reader() {
  const t = useTranslations('share');
  return <p>{t.has('shareButton') ? 'share messages came' : 'no share messages'}</p>;
}

it('asks again for a messages chunk that failed, and then draws its children', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <NextIntlClientProvider locale={LOCALE_INFO.ta.tag} messages={{}} onError={() => undefined}>
      <LazyMessages paths={['share']}>
        <Reader />
      </LazyMessages>
    </NextIntlClientProvider>,
  );
  expect(await screen.findByText('share messages came', {}, { timeout: 5_000 })).toBeInTheDocument();
  expect(failures).toBeLessThan(0);
});
