import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { RasterFormat } from '../../contract/artwork';

// Artwork as WebP or AVIF: the SVG of artwork.ts drawn by sharp (libvips) at the SVG's own size.
// A raster is named by the hash of what it is drawn from (encoder settings, format, SVG), so a
// retitled owner gets a new file and no file is ever stale. Drawn files stay on disk across
// restarts (ARTWORK_CACHE_DIR), the most recently used in memory; two requests for a picture being
// drawn wait for the same drawing. The lettering uses the machine's fonts (Devanagari titles need
// one that covers it, such as Debian's fonts-noto-core).

/** Bump when the settings below change, so that every raster is drawn again. */
const ENCODER_VERSION = 1;
const ENCODE = {
  webp: (image: Sharp) => image.webp({ quality: 75, effort: 4 }),
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 3 }),
} satisfies Record<RasterFormat, (image: Sharp) => Sharp>;

export const RASTER_CONTENT_TYPES: Record<RasterFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

export interface Raster {
  body: Buffer;
  /** The hash that names the file, also its ETag. */
  key: string;
}

export interface ArtworkRastersOptions {
  /** Where drawn rasters are kept. */
  dir: string;
  /** How many bytes of rasters stay in memory. */
  memoryBytes?: number;
  /** Told when a raster could not be kept on disk (it is served all the same). */
  onKeepError?: (error: unknown) => void;
}

export function createArtworkRasters({ dir, memoryBytes = 32 * 1024 * 1024, onKeepError = () => {} }: ArtworkRastersOptions) {
  const memory = new Map<string, Buffer>();
  let memoryUsed = 0;
  const drawing = new Map<string, Promise<Buffer>>();

  function remember(key: string, body: Buffer) {
    memory.set(key, body);
    memoryUsed += body.length;
    for (const [oldest, kept] of memory) {
      if (memoryUsed <= memoryBytes) break;
      memory.delete(oldest);
      memoryUsed -= kept.length;
    }
  }

  async function readOrDraw(key: string, svg: string, format: RasterFormat): Promise<Buffer> {
    const file = path.join(dir, key.slice(0, 2), `${key}.${format}`);
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const body = await ENCODE[format](sharp(Buffer.from(svg))).toBuffer();
    try {
      await mkdir(path.dirname(file), { recursive: true });
      // written aside then renamed, so a reader never sees half a file
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    } catch (error) {
      onKeepError(error);
    }
    return body;
  }

  /** The SVG drawn as `format`, from memory, disk or sharp. */
  async function rasterOf(svg: string, format: RasterFormat): Promise<Raster> {
    const key = createHash('sha256').update(`${ENCODER_VERSION}|${format}|${svg}`).digest('base64url').slice(0, 32);
    const kept = memory.get(key);
    if (kept) {
      memory.delete(key);
      memory.set(key, kept);
      return { body: kept, key };
    }
    let pending = drawing.get(key);
    if (!pending) {
      pending = readOrDraw(key, svg, format).finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    const body = await pending;
    if (!memory.has(key)) remember(key, body);
    return { body, key };
  }

  return { rasterOf };
}

export type ArtworkRasters = ReturnType<typeof createArtworkRasters>;
