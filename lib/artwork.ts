import { RASTER_SIZES, artworkFileName } from '@/contract/artwork';

// The rasters offered beside a generated artwork URL (contract/artwork.ts): its WebP at every size
// of its kind, for an <img srcset>, so that a phone fetches the small one. WebP rather than AVIF:
// every browser the site supports decodes it, decoding is quicker, the origin encodes it several
// times faster, and on this flat artwork AVIF saves about a kilobyte a picture.

/** A signed URL whose token grants the owner's folder (`.p.3.`), ending in the picture's SVG. */
const FOLDER_GRANTED_ART =
  /^(.*\/media\/s\/\d{1,12}\.p\.3\.[A-Za-z0-9_-]{32}\/art\/[a-z][a-z_-]*\/[1-9]\d{0,14}\/)([a-z][a-z_-]*)-(\d{1,5})x\d{1,5}\.svg$/;

export interface ArtworkSources {
  /** The raster nearest the size the catalogue chose, for the src (and width and height) of the <img>. */
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** The WebP srcset of a generated artwork URL; null for any other picture (an imported one, or a URL granting only its file). */
export function artworkSources(url: string): ArtworkSources | null {
  const match = FOLDER_GRANTED_ART.exec(url);
  const sizes = match ? RASTER_SIZES[match[2]] : undefined;
  if (!match || !sizes) return null;
  const [, folder, kind, chosenWidth] = match;
  const file = (width: number, height: number) => `${folder}${artworkFileName(kind, width, height, 'webp')}`;
  const [width, height] = sizes.find(([candidate]) => candidate >= Number(chosenWidth)) ?? sizes[sizes.length - 1];
  return {
    src: file(width, height),
    srcSet: sizes.map(([w, h]) => `${file(w, h)} ${w}w`).join(', '),
    width,
    height,
  };
}
