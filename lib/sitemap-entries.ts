import 'server-only';
import type { MetadataRoute } from 'next';
import { getAssets, getCharts, getStars } from '@/lib/api/browse';
import { albumLink, chartLink, contentLink, starLink } from '@/lib/links';
import { absoluteUrl, languageAlternates } from '@/lib/seo';
import { localizedPath, type Locale } from '@/contract/locales';

// The site map (spec 001 §3): the landing, list, static and help pages, then titles, albums,
// charts and stars (most popular first), read from the origin on request. One map per language
// (issue 50): /sitemap.xml for English, /sitemaps/{locale}.xml for each other language; every
// address names its pages in the other languages (hreflang), English as the default.

const PAGE = 100;
/** Titles per asset type in the map; a catalogue beyond that is reached through the lists. */
const MAX_PER_TYPE = 2000;

const FIXED = [
  '/',
  '/movies',
  '/tv',
  '/originals',
  '/quickie',
  '/music',
  '/stars',
  '/tv/live',
  '/movies/languages',
  '/movies/genres',
  '/movies/mostpopular',
  '/music/explore',
  '/music/genres',
  '/music/video',
  '/music/video-genres',
  '/music/top-charts',
  '/music/video-top-charts',
  '/music/new_on_eros',
  '/music/video-new-on-eros',
  '/music/album-collections',
  '/about_us',
  '/devices',
  '/termsofuse',
  '/privacypolicy',
  '/caution_notice',
  '/helpcenter',
  '/getting_started',
  '/help_account',
  '/help_subscription',
  '/help_features',
  '/help_support',
  '/help_troubleshooting',
  '/help_mzaalo',
];

async function allOf(assetType: string): Promise<string[]> {
  const paths: string[] = [];
  for (let start = 0; start < MAX_PER_TYPE; start += PAGE) {
    const list = await getAssets({ assetType, start, rows: PAGE });
    if (!list) break;
    paths.push(...list.data.map((item) => (assetType === 'ALBUM' ? albumLink(item.asset_id, item.asset_slug) : contentLink(item))));
    if (start + PAGE >= list.total) break;
  }
  return paths;
}

export async function sitemapEntries(locale: Locale): Promise<MetadataRoute.Sitemap> {
  const [titles, stars, charts] = await Promise.all([
    Promise.all(['MOVIE', 'TV SHOWS', 'ORIGINAL', 'ALBUM'].map(allOf)).then((lists) => lists.flat()),
    getStars(0, 100),
    Promise.all([getCharts('audio', 1), getCharts('video', 1)]).then((lists) => lists.flat()),
  ]);
  const entry = (path: string, changeFrequency: 'daily' | 'weekly' | 'monthly', priority: number) => ({
    url: absoluteUrl(localizedPath(path, locale)),
    changeFrequency,
    priority,
    alternates: { languages: languageAlternates(path) },
  });
  return [
    ...FIXED.map((path) => entry(path, 'daily', path === '/' ? 1 : 0.7)),
    ...titles.map((path) => entry(path, 'weekly', 0.6)),
    ...charts.map((chart) => entry(chartLink(chart), 'weekly', 0.5)),
    ...stars.data.map((star) => entry(starLink(star.name, star.person_id), 'monthly', 0.4)),
  ];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A language's map as the sitemaps protocol writes it, with its xhtml:link alternates. */
export function sitemapXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((entry) => {
    const links = Object.entries(entry.alternates?.languages ?? {}).map(
      ([language, href]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(String(href))}"/>`,
    );
    return [
      '<url>',
      `<loc>${escapeXml(entry.url)}</loc>`,
      ...links,
      entry.changeFrequency ? `<changefreq>${entry.changeFrequency}</changefreq>` : '',
      entry.priority !== undefined ? `<priority>${entry.priority}</priority>` : '',
      '</url>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n');
}
