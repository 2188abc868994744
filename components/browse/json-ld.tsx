import { useLocale } from 'next-intl';
import { DEFAULT_LOCALE, localeOfTag, localizedPath, type Locale } from '@/contract/locales';
import { webEnv } from '@/lib/env';

/** The site's page addresses (`url`, `@id`) in the page's language; media, images and others' as they are. */
function inLanguage(value: unknown, locale: Locale, key?: string): unknown {
  if (typeof value === 'string') {
    if ((key !== 'url' && key !== '@id') || !value.startsWith(webEnv.SITE_URL)) return value;
    const address = new URL(value);
    if (address.pathname.startsWith('/media/')) return value;
    address.pathname = localizedPath(address.pathname, locale);
    return address.toString();
  }
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, locale));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, inLanguage(item, locale, name)]));
  return value;
}

/**
 * Structured data for crawlers (schema.org JSON-LD), its page addresses in the page's language
 * (issue 50); '<' is escaped so a title cannot close the script.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const locale = localeOfTag(useLocale());
  const localized = locale === DEFAULT_LOCALE ? data : (inLanguage(data, locale) as Record<string, unknown>);
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify({ '@context': 'https://schema.org', ...localized }).replace(/</g, '\\u003c') }}
    />
  );
}
