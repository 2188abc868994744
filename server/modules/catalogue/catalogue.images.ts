import type { images } from '../../db/schema';
import { ARTWORK_SIZES, artworkPath } from '../../platform/artwork';

// Image rows of a catalogue title, person or channel (the demo seed's and the catalogue import's):
// every kind in its sizes, at the paths the artwork renderer (server/platform/artwork.ts) answers.

export type ImageRow = typeof images.$inferInsert;

export type OwnerType = 'asset' | 'content' | 'person' | 'channel' | 'playlist';

/** Which kinds each owner gets. */
export const IMAGE_KINDS = {
  film: ['poster', 'banner', 'thumbnail'],
  quickie: ['poster', 'thumbnail'],
  album: ['square', 'banner'],
  musicVideo: ['thumbnail', 'banner'],
  liveTv: ['logo', 'thumbnail', 'banner'],
  episode: ['thumbnail'],
  track: ['square'],
  person: ['profile'],
  channel: ['logo', 'thumbnail'],
} as const satisfies Record<string, readonly (keyof typeof ARTWORK_SIZES)[]>;

export function imageRows(ownerType: OwnerType, ownerId: number, kinds: readonly string[]): ImageRow[] {
  return kinds.flatMap((kind) =>
    ARTWORK_SIZES[kind].map(([width, height]) => ({
      ownerType,
      ownerId,
      kind,
      width,
      height,
      path: artworkPath({ ownerType, ownerId, kind, width, height }),
    })),
  );
}
