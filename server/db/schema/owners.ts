import { integer, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { assets, contents } from './catalogue';

// The references a user's own rows carry: whose row it is, and which content of which asset. Each
// goes with what it names (a user's or a title's deletion takes the row with it).

export const ownerUserId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const contentId = () =>
  integer('content_id')
    .notNull()
    .references(() => contents.id, { onDelete: 'cascade' });

export const assetId = () =>
  integer('asset_id')
    .notNull()
    .references(() => assets.id, { onDelete: 'cascade' });
