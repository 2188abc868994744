import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { artworkSources } from '@/lib/artwork';

export type ArtProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'srcSet' | 'fetchPriority'> & {
  alt: string;
  eager?: boolean;
  /** The page's largest paint (the hero's first backdrop, else the first card): its one preload, at high priority. */
  lead?: boolean;
  /** Fetched at high priority without a preload: one of the pictures that make a first screen without a hero. */
  urgent?: boolean;
};

/**
 * Catalogue artwork: loaded lazily unless `eager` (what a phone shows without scrolling) or drawn
 * for a `crawler`, which gets every image eagerly (spec 000 §6). Drawn on the server (ArtImage
 * tells a crawler's request) or in the browser (rows loaded as the visitor scrolls).
 * With `sizes` (the width the layout gives the picture), generated artwork comes as WebP rasters
 * in a srcset with its width and height. Such an image sits in a <picture>, where React does not
 * add a preload of its own for it: a page preloads only the picture it means to (its `lead`).
 */
export function ArtPicture({
  eager = false,
  lead = false,
  urgent = false,
  crawler = false,
  alt,
  src,
  sizes,
  ...image
}: ArtProps & { crawler?: boolean }) {
  const loading = eager || lead || urgent || crawler ? 'eager' : 'lazy';
  const fetchPriority = lead || urgent ? 'high' : undefined;
  const sources = sizes && typeof src === 'string' ? artworkSources(src) : null;
  if (!sources) return <img {...image} src={src} sizes={sizes} alt={alt} loading={loading} fetchPriority={fetchPriority} />;
  if (lead) preload(sources.src, { as: 'image', imageSrcSet: sources.srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return (
    <picture>
      <img {...image} {...sources} sizes={sizes} alt={alt} loading={loading} fetchPriority={fetchPriority} />
    </picture>
  );
}
