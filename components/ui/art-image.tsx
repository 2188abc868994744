import type { ImgHTMLAttributes } from 'react';
import { isCrawlerRequest } from '@/lib/crawler';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading'> & { alt: string; eager?: boolean };

/**
 * Catalogue artwork: loaded lazily unless `eager` (what a phone shows without scrolling) or the
 * request comes from a crawler, which gets every image eagerly (spec 000 §6).
 */
export async function ArtImage({ eager = false, alt, ...image }: Props) {
  const loading = eager || (await isCrawlerRequest()) ? 'eager' : 'lazy';
  return <img {...image} alt={alt} loading={loading} />;
}
