import { integer, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { profiles } from './profiles';
import { assets, contents } from './catalogue';

// The references a user's own rows carry: whose row it is, and which content of which asset. Each
// goes with what it names (a user's or a title's deletion takes the row with it).

export const ownerUserId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Whose row it is when it belongs to one viewer of an account (issue 49): their profile. */
export const ownerProfileId = () =>
  uuid('profile_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

export const contentId = () =>
  integer('content_id')
    .notNull()
    .references(() => contents.id, { onDelete: 'cascade' });

export const assetId = () =>
  integer('asset_id')
    .notNull()
    .references(() => assets.id, { onDelete: 'cascade' });
