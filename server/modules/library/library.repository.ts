import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { ValidationError } from '../../platform/errors';
import type { Text } from '../../platform/texts';
import { assets, contents, favourites, userPlaylistItems, profiles, userPlaylists, watchlistEntries } from '../../db/schema';
import type { AssetRow, ContentRow, ItemRow } from '../catalogue/catalogue.repository';
import { assetsWithin } from '../catalogue/maturity-ceiling';

// The only place the library module touches the database. Every read and write is scoped by the
// owner's profile id, so another profile's rows are never seen or changed; the lists' items are
// read within the viewer's maturity ceiling (`ceiling`, a rank: catalogue/maturity-ceiling.ts).

export type UserPlaylistRow = typeof userPlaylists.$inferSelect;
export type PlaylistType = 'audio' | 'video';
export interface PlaylistSummaryRow {
  playlist: UserPlaylistRow;
  count: number;
}
export interface NewItem {
  contentId: number;
  assetId: number;
}

export interface SavePlaylistInput {
  profileId: string;
  /** An existing playlist of the user, or a new one to create (or reuse, when the name exists). */
  target: { playlistId: number } | { title: string; type: PlaylistType };
  items: NewItem[];
  append: boolean;
  isPublic?: boolean;
  maxSize: number;
  tooManyMessage: Text;
}

export function createLibraryRepository(db: Db) {
  return {
    async asset(id: number): Promise<AssetRow | undefined> {
      const [row] = await db.select().from(assets).where(eq(assets.id, id));
      return row;
    },

    async contentsByIds(ids: number[]): Promise<Array<{ asset: AssetRow; content: ContentRow }>> {
      if (ids.length === 0) return [];
      return db
        .select({ asset: assets, content: contents })
        .from(contents)
        .innerJoin(assets, eq(assets.id, contents.assetId))
        .where(inArray(contents.id, ids));
    },

    /** The contents of the given types of the given assets, each asset's in its own order. */
    async contentsOfAssets(assetIds: number[], typeIds: number[]): Promise<Array<{ asset: AssetRow; content: ContentRow }>> {
      if (assetIds.length === 0) return [];
      return db
        .select({ asset: assets, content: contents })
        .from(contents)
        .innerJoin(assets, eq(assets.id, contents.assetId))
        .where(and(inArray(contents.assetId, assetIds), inArray(contents.contentTypeId, typeIds)))
        .orderBy(asc(contents.position), asc(contents.id));
    },

    /** A public profile page's owner: one profile of an account, by its id. */
    async profileById(id: string) {
      const [row] = await db.select({ id: profiles.id, name: profiles.name }).from(profiles).where(eq(profiles.id, id));
      return row;
    },

    // ---- watchlist ----
    async watchlist(
      profileId: string,
      ceiling: number,
      limit: number,
    ): Promise<Array<ItemRow & { entryId: number; contentId: number | null }>> {
      const rows = await db
        .select({ entry: watchlistEntries, asset: assets, content: contents })
        .from(watchlistEntries)
        .innerJoin(assets, eq(assets.id, watchlistEntries.assetId))
        .leftJoin(contents, eq(contents.id, watchlistEntries.contentId))
        .where(and(eq(watchlistEntries.profileId, profileId), assetsWithin(ceiling)))
        .orderBy(desc(watchlistEntries.createdAt), desc(watchlistEntries.id))
        .limit(limit);
      return rows.map((row) => ({ asset: row.asset, content: row.content, entryId: row.entry.id, contentId: row.entry.contentId }));
    },

    /** The asset ids among `assetIds` on the user's watchlist. */
    async watchlistedAmong(profileId: string, assetIds: number[]): Promise<Set<number>> {
      if (assetIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ assetId: watchlistEntries.assetId })
        .from(watchlistEntries)
        .where(and(eq(watchlistEntries.profileId, profileId), inArray(watchlistEntries.assetId, assetIds)));
      return new Set(rows.map((row) => row.assetId));
    },

    /** True when the entry is new; adding an entry twice keeps one. */
    async addToWatchlist(profileId: string, assetId: number, contentId: number | null): Promise<{ id: number; created: boolean }> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(watchlistEntries)
          .values({ profileId, assetId, contentId })
          .onConflictDoNothing()
          .returning({ id: watchlistEntries.id });
        if (inserted.length > 0) return { id: inserted[0].id, created: true };
        const [existing] = await tx
          .select({ id: watchlistEntries.id })
          .from(watchlistEntries)
          .where(
            and(
              eq(watchlistEntries.profileId, profileId),
              eq(watchlistEntries.assetId, assetId),
              sql`coalesce(${watchlistEntries.contentId}, 0) = ${contentId ?? 0}`,
            ),
          );
        return { id: existing.id, created: false };
      });
    },

    /** Removes the user's entries of an asset (every content of it unless one is named); how many. */
    async removeFromWatchlist(profileId: string, assetId: number, contentId?: number): Promise<number> {
      const removed = await db
        .delete(watchlistEntries)
        .where(
          and(
            eq(watchlistEntries.profileId, profileId),
            eq(watchlistEntries.assetId, assetId),
            contentId === undefined ? undefined : eq(watchlistEntries.contentId, contentId),
          ),
        )
        .returning({ id: watchlistEntries.id });
      return removed.length;
    },

    // ---- favourites ----
    async favourites(profileId: string, ceiling: number, limit: number): Promise<Array<ItemRow & { userPlaylistId: number | null }>> {
      const rows = await db
        .select({ favourite: favourites, asset: assets, content: contents })
        .from(favourites)
        .innerJoin(contents, eq(contents.id, favourites.contentId))
        .innerJoin(assets, eq(assets.id, favourites.assetId))
        .where(and(eq(favourites.profileId, profileId), assetsWithin(ceiling)))
        .orderBy(desc(favourites.createdAt), desc(favourites.contentId))
        .limit(limit);
      return rows.map((row) => ({ asset: row.asset, content: row.content, userPlaylistId: row.favourite.userPlaylistId }));
    },

    async addFavourite(profileId: string, item: NewItem, userPlaylistId: number | null): Promise<boolean> {
      const inserted = await db
        .insert(favourites)
        .values({ profileId, ...item, userPlaylistId })
        .onConflictDoNothing()
        .returning({ id: favourites.contentId });
      return inserted.length > 0;
    },

    async removeFavourite(profileId: string, contentId: number): Promise<number> {
      const removed = await db
        .delete(favourites)
        .where(and(eq(favourites.profileId, profileId), eq(favourites.contentId, contentId)))
        .returning({ id: favourites.contentId });
      return removed.length;
    },

    // ---- user playlists ----
    async playlists(
      profileId: string,
      options: { type?: PlaylistType; publicOnly?: boolean; limit: number },
    ): Promise<PlaylistSummaryRow[]> {
      return db
        .select({ playlist: userPlaylists, count: count(userPlaylistItems.contentId) })
        .from(userPlaylists)
        .leftJoin(userPlaylistItems, eq(userPlaylistItems.playlistId, userPlaylists.id))
        .where(
          and(
            eq(userPlaylists.profileId, profileId),
            options.type ? eq(userPlaylists.playlistType, options.type) : undefined,
            options.publicOnly ? eq(userPlaylists.isPublic, true) : undefined,
          ),
        )
        .groupBy(userPlaylists.id)
        .orderBy(desc(userPlaylists.createdAt), desc(userPlaylists.id))
        .limit(options.limit);
    },

    async playlist(id: number): Promise<PlaylistSummaryRow | undefined> {
      const [row] = await db
        .select({ playlist: userPlaylists, count: count(userPlaylistItems.contentId) })
        .from(userPlaylists)
        .leftJoin(userPlaylistItems, eq(userPlaylistItems.playlistId, userPlaylists.id))
        .where(eq(userPlaylists.id, id))
        .groupBy(userPlaylists.id);
      return row;
    },

    async playlistItems(playlistId: number, ceiling: number, start: number, rows: number): Promise<ItemRow[]> {
      return db
        .select({ asset: assets, content: contents })
        .from(userPlaylistItems)
        .innerJoin(contents, eq(contents.id, userPlaylistItems.contentId))
        .innerJoin(assets, eq(assets.id, userPlaylistItems.assetId))
        .where(and(eq(userPlaylistItems.playlistId, playlistId), assetsWithin(ceiling)))
        .orderBy(asc(userPlaylistItems.position))
        .offset(start)
        .limit(rows);
    },

    /**
     * Creates or finds the playlist, then appends the items it does not hold yet (or replaces them
     * all), in one transaction: a retried save changes nothing more. Undefined when the playlist is
     * not the user's.
     */
    async savePlaylist(input: SavePlaylistInput): Promise<{ playlist: UserPlaylistRow; created: boolean; added: number } | undefined> {
      return db.transaction(async (tx) => {
        let playlist: UserPlaylistRow | undefined;
        let created = false;
        if ('playlistId' in input.target) {
          [playlist] = await tx
            .select()
            .from(userPlaylists)
            .where(and(eq(userPlaylists.id, input.target.playlistId), eq(userPlaylists.profileId, input.profileId)))
            .for('update');
          if (!playlist) return undefined;
        } else {
          const { title, type } = input.target;
          const inserted = await tx
            .insert(userPlaylists)
            .values({ profileId: input.profileId, title, playlistType: type, isPublic: input.isPublic ?? false })
            .onConflictDoNothing()
            .returning();
          created = inserted.length > 0;
          [playlist] = created
            ? inserted
            : await tx
                .select()
                .from(userPlaylists)
                .where(
                  and(
                    eq(userPlaylists.profileId, input.profileId),
                    eq(userPlaylists.playlistType, type),
                    sql`lower(${userPlaylists.title}) = lower(${title})`,
                  ),
                )
                .for('update');
        }
        const playlistId = playlist.id;
        if (!input.append) await tx.delete(userPlaylistItems).where(eq(userPlaylistItems.playlistId, playlistId));
        const held = new Set(
          (
            await tx.select({ id: userPlaylistItems.contentId }).from(userPlaylistItems).where(eq(userPlaylistItems.playlistId, playlistId))
          ).map((row) => row.id),
        );
        const fresh = input.items.filter((item) => !held.has(item.contentId));
        if (held.size + fresh.length > input.maxSize) throw new ValidationError(input.tooManyMessage, 'PLAYLIST_FULL');
        if (fresh.length > 0) {
          const [{ last }] = await tx
            .select({ last: max(userPlaylistItems.position) })
            .from(userPlaylistItems)
            .where(eq(userPlaylistItems.playlistId, playlistId));
          // positions are 0..n-1 (gaps only when the catalogue drops a content), so they stay
          // below maxSize: the table's check constraint backs this limit
          if (last !== null && last + 1 !== held.size) await compact(tx, playlistId);
          let next = held.size;
          for (let i = 0; i < fresh.length; i += 500) {
            await tx.insert(userPlaylistItems).values(fresh.slice(i, i + 500).map((item) => ({ playlistId, ...item, position: next++ })));
          }
        }
        const changes: Partial<UserPlaylistRow> = { updatedAt: new Date() };
        if (input.isPublic !== undefined) changes.isPublic = input.isPublic;
        [playlist] = await tx.update(userPlaylists).set(changes).where(eq(userPlaylists.id, playlistId)).returning();
        return { playlist, created, added: fresh.length };
      });
    },
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Renumbers a playlist's items 0..n-1 in their order, so new items fit under the size limit. */
async function compact(tx: Tx, playlistId: number): Promise<void> {
  await tx.execute(sql`
    update user_playlist_items i set position = r.n
    from (select content_id, row_number() over (order by position) - 1 as n from user_playlist_items where playlist_id = ${playlistId}) r
    where i.playlist_id = ${playlistId} and i.content_id = r.content_id`);
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
