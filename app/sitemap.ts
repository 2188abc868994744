import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { getAssets, getCharts, getStars } from '@/lib/api/browse';
import { albumLink, chartLink, contentLink, starLink } from '@/lib/links';
import { absoluteUrl } from '@/lib/seo';

// /sitemap.xml – the landing, list, static and help pages, then titles, albums, charts and stars
// (most popular first). Read from the origin on request (connection()), never at build time.

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

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const [titles, stars, charts] = await Promise.all([
    Promise.all(['MOVIE', 'TV SHOWS', 'ORIGINAL', 'ALBUM'].map(allOf)).then((lists) => lists.flat()),
    getStars(0, 100),
    Promise.all([getCharts('audio', 1), getCharts('video', 1)]).then((lists) => lists.flat()),
  ]);
  return [
    ...FIXED.map((path) => ({ url: absoluteUrl(path), changeFrequency: 'daily' as const, priority: path === '/' ? 1 : 0.7 })),
    ...titles.map((path) => ({ url: absoluteUrl(path), changeFrequency: 'weekly' as const, priority: 0.6 })),
    ...charts.map((chart) => ({ url: absoluteUrl(chartLink(chart)), changeFrequency: 'weekly' as const, priority: 0.5 })),
    ...stars.data.map((star) => ({
      url: absoluteUrl(starLink(star.name, star.person_id)),
      changeFrequency: 'monthly' as const,
      priority: 0.4,
    })),
  ];
}
