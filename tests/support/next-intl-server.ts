// next-intl/server for the web tests: its real entry answers only under React's server
// condition, which jsdom does not have. Translations come from the English catalogues, as the
// page renders them for an English visitor.
import { createTranslator } from 'next-intl';
import { loadMessages } from '@/contract/messages';
import { DEFAULT_LOCALE } from '@/contract/locales';

export async function getTranslations(options?: string | { namespace?: string; locale?: string }) {
  const namespace = typeof options === 'string' ? options : options?.namespace;
  const messages = await loadMessages(DEFAULT_LOCALE);
  return createTranslator({ locale: DEFAULT_LOCALE, messages, namespace: namespace as never });
}

export async function getLocale() {
  return DEFAULT_LOCALE;
}

export async function getMessages() {
  return loadMessages(DEFAULT_LOCALE);
}

export async function getFormatter() {
  const { createFormatter } = await import('next-intl');
  return createFormatter({ locale: 'en-IN', timeZone: 'Asia/Kolkata' });
}
