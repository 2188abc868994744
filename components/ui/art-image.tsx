import type { ImgHTMLAttributes } from 'react';
import { isCrawlerRequest } from '@/lib/crawler';
import { artworkSources } from '@/lib/artwork';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'srcSet'> & { alt: string; eager?: boolean };

/**
 * Catalogue artwork: loaded lazily unless `eager` (what a phone shows without scrolling) or the
 * request comes from a crawler, which gets every image eagerly (spec 000 §6).
 * With `sizes` (the width the layout gives the picture), generated artwork comes as WebP rasters
 * in a srcset with its width and height. Such an image sits in a <picture>, where React does not
 * add a preload of its own for it: a page preloads only the picture it means to (the hero's first).
 */
export async function ArtImage({ eager = false, alt, src, sizes, ...image }: Props) {
  const loading = eager || (await isCrawlerRequest()) ? 'eager' : 'lazy';
  const sources = sizes && typeof src === 'string' ? artworkSources(src) : null;
  if (!sources) return <img {...image} src={src} sizes={sizes} alt={alt} loading={loading} />;
  return (
    <picture>
      <img {...image} {...sources} sizes={sizes} alt={alt} loading={loading} />
    </picture>
  );
}
