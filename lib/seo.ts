import 'server-only';
import type { Metadata } from 'next';
import { webEnv } from '@/lib/env';
import { pageDescription } from '@/lib/format';
import { renderVariantOf } from '@/lib/site';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, localizedPath } from '@/contract/locales';

// Page metadata (spec 001 §3 "Page metadata", §5 description rule): title, description, canonical
// URL, Open Graph and Twitter cards from one place, from texts already in the page's language
// (the site's own title and description are the `meta` namespace's siteTitle and siteDescription).

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page's canonical address, e.g. /music/album/12/slug. */
  path: string;
  image?: string;
  type?: 'website' | 'video.movie' | 'video.tv_show' | 'video.episode' | 'music.album' | 'music.song' | 'profile';
  /** spec 001 §3: keywords (genres, language, people) */
  keywords?: Array<string | null | undefined>;
  /** spec 001 §3 musician: the artists' pages of a song or album */
  musicians?: string[];
}

/** The artwork's size, from the generated path (…/poster-400x600.svg). */
export function imageSize(image: string): { width: number; height: number } | undefined {
  const match = /-(\d+)x(\d+)\.\w+(?:\?|$)/.exec(image);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

export function absoluteUrl(path: string): string {
  return new URL(path, webEnv.SITE_URL).toString();
}

/** A page's address in each language, and English's as the default (hreflang x-default). */
export function languageAlternates(path: string): Record<string, string> {
  return Object.fromEntries([
    ...LOCALES.map((locale) => [locale, absoluteUrl(localizedPath(path, locale))]),
    ['x-default', absoluteUrl(localizedPath(path, DEFAULT_LOCALE))],
  ]);
}

/**
 * A page's metadata in the language it is rendered in (issue 50): its canonical address is that
 * language's own (/hi/movies for a Hindi page), and it names its address in every language.
 */
export async function pageMetadata({
  title,
  description,
  path,
  image,
  type = 'website',
  keywords,
  musicians,
}: PageMeta): Promise<Metadata> {
  const { locale = DEFAULT_LOCALE } = await renderVariantOf();
  const address = absoluteUrl(localizedPath(path, locale));
  const text = pageDescription(description);
  const images = image ? [{ url: absoluteUrl(image), ...imageSize(image), alt: title }] : undefined;
  const words = [...new Set((keywords ?? []).filter((word): word is string => Boolean(word?.trim())))];
  const music = musicians && musicians.length > 0 && (type === 'music.song' || type === 'music.album');
  return {
    title,
    description: text,
    ...(words.length > 0 ? { keywords: words } : {}),
    alternates: { canonical: address, languages: languageAlternates(path) },
    openGraph: {
      title,
      description: text,
      url: address,
      locale: LOCALE_INFO[locale].tag.slice(0, 5).replace('-', '_'),
      type,
      images,
      ...(music ? { musicians: musicians.map(absoluteUrl) } : {}),
    } as Metadata['openGraph'],
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description: text, images: images?.map((entry) => entry.url) },
  };
}
