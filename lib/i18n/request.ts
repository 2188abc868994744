import { getRequestConfig } from 'next-intl/server';
import { LOCALE_INFO } from '@/contract/locales';
import { loadMessages } from '@/contract/messages';
import { renderVariantOf } from '@/lib/site';

// next-intl's request configuration (next.config.ts names this file): a page speaks the language
// of its variant (lib/render-variant.ts), a root parameter, so a cached page is keyed by it and
// by nothing else of the request. next-intl is given the language's Indian tag (hi-IN), so
// numbers, dates and prices come in Indian formats (₹1,00,000).
export default getRequestConfig(async () => {
  const { locale = 'en' } = await renderVariantOf();
  return {
    locale: LOCALE_INFO[locale].tag,
    messages: await loadMessages(locale),
    timeZone: 'Asia/Kolkata',
  };
});
