import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { sitemapEntries } from '@/lib/sitemap-entries';

// /sitemap.xml – the English pages, each naming its pages in the other languages
// (lib/sitemap-entries.ts; each other language's map is /sitemaps/{locale}.xml). Read from the
// origin on request (connection()), never at build time.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return sitemapEntries('en');
}
