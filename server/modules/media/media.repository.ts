import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { assets, contents, liveChannels, people, playlists } from '../../db/schema';

export function createMediaRepository(db: Db) {
  return {
    /** The words drawn on an owner's artwork. */
    async artworkText(ownerType: string, ownerId: number): Promise<{ title: string; subtitle?: string } | null> {
      switch (ownerType) {
        case 'asset': {
          const [row] = await db
            .select({ title: assets.title, type: assets.assetType, year: assets.releaseYear })
            .from(assets)
            .where(eq(assets.id, ownerId));
          return row
            ? { title: row.title, subtitle: [row.type === 'TV SHOWS' ? 'TV SHOW' : row.type, row.year].filter(Boolean).join(' · ') }
            : null;
        }
        case 'content': {
          const [row] = await db
            .select({ title: contents.title, asset: assets.title })
            .from(contents)
            .innerJoin(assets, eq(assets.id, contents.assetId))
            .where(eq(contents.id, ownerId));
          return row ? { title: row.title, subtitle: row.asset } : null;
        }
        case 'person': {
          const [row] = await db.select({ title: people.name }).from(people).where(eq(people.id, ownerId));
          return row ?? null;
        }
        case 'channel': {
          const [row] = await db
            .select({ title: liveChannels.title, owner: liveChannels.owner })
            .from(liveChannels)
            .where(eq(liveChannels.id, ownerId));
          return row ? { title: row.title, subtitle: row.owner } : null;
        }
        case 'playlist': {
          const [row] = await db.select({ title: playlists.title }).from(playlists).where(eq(playlists.id, ownerId));
          return row ?? null;
        }
        default:
          return null;
      }
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
