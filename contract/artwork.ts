// Generated artwork's file names, read by both processes. The origin draws
// art/{ownerType}/{ownerId}/{kind}-{width}x{height}.svg at any size (server/platform/artwork.ts), and
// the same picture as WebP or AVIF at the raster sizes below only, so that no request can make it
// encode an arbitrary size. A signed artwork URL grants its owner's folder (token depth 3), so the
// web offers the rasters beside the one URL the catalogue gives (lib/artwork.ts).

export const MAX_ARTWORK_SIZE = 4000;

export const RASTER_FORMATS = ['webp', 'avif'] as const;
export type RasterFormat = (typeof RASTER_FORMATS)[number];
export type ArtworkFormat = 'svg' | RasterFormat;

/**
 * The raster sizes of each kind, small to large: a card is 110–300 CSS px wide and the hero spans
 * the screen, at 1x to 3x pixel density. Banners have 1024 for a phone's hero (569 CSS px at 1.75x),
 * squares 300 for a phone's music card (130 CSS px at 1.75x: 228, which the 400 would serve at
 * nearly twice the bytes).
 */
export const RASTER_SIZES: Readonly<Record<string, ReadonlyArray<readonly [number, number]>>> = {
  poster: [
    [200, 300],
    [300, 450],
    [600, 900],
  ],
  banner: [
    [640, 360],
    [1024, 576],
    [1280, 720],
    [1920, 1080],
  ],
  thumbnail: [
    [320, 180],
    [480, 270],
    [960, 540],
  ],
  square: [
    [200, 200],
    [300, 300],
    [400, 400],
    [800, 800],
  ],
  profile: [
    [200, 200],
    [400, 400],
    [800, 800],
  ],
  logo: [
    [200, 200],
    [400, 400],
    [800, 800],
  ],
};

export interface ArtworkFile {
  ownerType: string;
  ownerId: number;
  kind: string;
  width: number;
  height: number;
  format: ArtworkFormat;
}

const FILE_SHAPE = /^art\/([a-z][a-z_-]*)\/([1-9]\d{0,14})\/([a-z][a-z_-]*)-([1-9]\d{0,4})x([1-9]\d{0,4})\.(svg|webp|avif)$/;

/** The file name of one picture of an owner: {kind}-{width}x{height}.{format}. */
export function artworkFileName(kind: string, width: number, height: number, format: ArtworkFormat): string {
  return `${kind}-${width}x${height}.${format}`;
}

export function isRasterSize(kind: string, width: number, height: number): boolean {
  return (RASTER_SIZES[kind] ?? []).some(([w, h]) => w === width && h === height);
}

/**
 * Reads art/{ownerType}/{ownerId}/{kind}-{w}x{h}.{svg|webp|avif}; null for any other shape, an SVG
 * side over 4000, or a raster at a size RASTER_SIZES does not list.
 */
export function parseArtworkFile(path: string): ArtworkFile | null {
  const match = FILE_SHAPE.exec(path);
  if (!match) return null;
  const [, ownerType, id, kind, w, h, format] = match;
  const ownerId = Number(id);
  const width = Number(w);
  const height = Number(h);
  if (!Number.isSafeInteger(ownerId) || width > MAX_ARTWORK_SIZE || height > MAX_ARTWORK_SIZE) return null;
  if (format !== 'svg' && !isRasterSize(kind, width, height)) return null;
  return { ownerType, ownerId, kind, width, height, format: format as ArtworkFormat };
}
