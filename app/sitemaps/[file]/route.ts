import { connection } from 'next/server';
import { DEFAULT_LOCALE, localeOf } from '@/contract/locales';
import { sitemapEntries, sitemapXml } from '@/lib/sitemap-entries';

// /sitemaps/{locale}.xml – a language's site map (lib/sitemap-entries.ts); English's is /sitemap.xml.
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  await connection();
  const locale = localeOf(/^([a-z]{2})\.xml$/.exec((await params).file)?.[1]);
  if (!locale || locale === DEFAULT_LOCALE) return new Response('No such site map.', { status: 404 });
  return new Response(sitemapXml(await sitemapEntries(locale)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
