import { pgTable, serial, integer, text, boolean, primaryKey, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { contents } from './catalogue';
import { assetId, contentId, ownerProfileId } from './owners';
import { createdAt, updatedAt } from './columns';

// A viewer's library (spec 001 §3, §7 "User lists"): watchlist, favourites and own playlists.
// Every row belongs to one profile of an account and goes with it (cascade, and so with the account).

/** Most items a user playlist holds; the database refuses positions beyond it too. */
export const MAX_USER_PLAYLIST_SIZE = 5000;

export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    id: serial('id').primaryKey(),
    profileId: ownerProfileId(),
    assetId: assetId(),
    contentId: integer('content_id').references(() => contents.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    // coalesce: an entry without a content is still unique per asset (NULLs are distinct otherwise)
    uniqueIndex('watchlist_entries_owner_item').on(t.profileId, t.assetId, sql`coalesce(${t.contentId}, 0)`),
    index('watchlist_entries_recent').on(t.profileId, t.createdAt),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    profileId: ownerProfileId(),
    contentId: contentId(),
    assetId: assetId(),
    // the user playlist the track was favourited from, if any (spec 001 §3 Favourite.user_playlist)
    userPlaylistId: integer('user_playlist_id').references(() => userPlaylists.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.contentId] }), index('favourites_recent').on(t.profileId, t.createdAt)],
);

export const userPlaylists = pgTable(
  'user_playlists',
  {
    id: serial('id').primaryKey(),
    profileId: ownerProfileId(),
    title: text('title').notNull(),
    playlistType: text('playlist_type').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // creating the same name twice (a retried save) adds to the one playlist
    uniqueIndex('user_playlists_owner_title').on(t.profileId, t.playlistType, sql`lower(${t.title})`),
    index('user_playlists_recent').on(t.profileId, t.createdAt),
    check('user_playlists_type', sql`${t.playlistType} in ('audio','video')`),
    check('user_playlists_title', sql`length(trim(${t.title})) > 0`),
  ],
);

export const userPlaylistItems = pgTable(
  'user_playlist_items',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => userPlaylists.id, { onDelete: 'cascade' }),
    contentId: contentId(),
    assetId: assetId(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playlistId, t.contentId] }),
    index('user_playlist_items_order').on(t.playlistId, t.position),
    check('user_playlist_items_position', sql`${t.position} >= 0 and ${t.position} < ${sql.raw(String(MAX_USER_PLAYLIST_SIZE))}`),
  ],
);
