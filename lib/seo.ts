import 'server-only';
import type { Metadata } from 'next';
import { webEnv } from '@/lib/env';
import { pageDescription } from '@/lib/format';

// Page metadata (spec 001 §3 "Page metadata", §5 description rule): title, description, canonical
// URL, Open Graph and Twitter cards from one place.

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page's canonical address, e.g. /music/album/12/slug. */
  path: string;
  image?: string;
  type?: 'website' | 'video.movie' | 'video.tv_show' | 'video.episode' | 'music.album' | 'music.song' | 'profile';
}

/** spec 000 §1: the site's title and description claim over 11,000 HD titles. */
export const SITE_TITLE = 'Chalchitra — Indian movies, TV shows, originals, music and live TV';
export const SITE_DESCRIPTION =
  'Stream over 11,000 HD titles: Bollywood and Indian movies, TV shows, Chalchitra originals, music, music videos and live TV. Watch on any device, subscribe simply and cancel at any time.';

export function absoluteUrl(path: string): string {
  return new URL(path, webEnv.SITE_URL).toString();
}

export function pageMetadata({ title, description, path, image, type = 'website' }: PageMeta): Metadata {
  const text = pageDescription(description);
  const images = image ? [absoluteUrl(image)] : undefined;
  return {
    title,
    description: text,
    alternates: { canonical: absoluteUrl(path) },
    openGraph: { title, description: text, url: absoluteUrl(path), type, images },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description: text, images },
  };
}
