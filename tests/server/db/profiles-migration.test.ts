import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MATURITY_RATINGS, maturityRank } from '@/contract/maturity';

// Migration 0028 on a database that already holds accounts (issue 49): each gets one primary
// profile holding its watchlist, favourites, playlists, progress and downloads; and the database's
// maturity ranks are contract/maturity.ts's.

const MIGRATIONS = path.resolve(import.meta.dirname, '../../../server/db/migrations');

/** The migrations folder as it stood before `tag`: its SQL files and a journal ending before it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'chalchitra-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

describe('migration 0028 (profiles)', () => {
  let client: PGlite;
  let earlier: string;
  beforeAll(async () => {
    client = await PGlite.create(undefined, { extensions: { pg_trgm, unaccent } });
    earlier = migrationsBefore('0028_profiles');
    await migrate(drizzle(client), { migrationsFolder: earlier });
  });
  afterAll(async () => {
    await client.close();
    rmSync(earlier, { recursive: true, force: true });
  });

  it("moves every account's lists and progress to its one primary profile", async () => {
    await client.exec(`
      insert into users (id, email, firstname) values
        ('00000000-0000-4000-8000-000000000001', 'asha@example.in', 'Asha'),
        ('00000000-0000-4000-8000-000000000002', 'nameless@example.in', '');
      insert into assets (id, asset_type, title, slug, age_rating) values (1, 'MOVIE', 'Film', 'film', 'A');
      insert into contents (id, asset_id, title, slug, content_type_id) values (1, 1, 'Film', 'film', 1);
      insert into watchlist_entries (user_id, asset_id) values ('00000000-0000-4000-8000-000000000001', 1);
      insert into favourites (user_id, content_id, asset_id) values ('00000000-0000-4000-8000-000000000001', 1, 1);
      insert into user_playlists (user_id, title, playlist_type) values ('00000000-0000-4000-8000-000000000001', 'Road trip', 'video');
      insert into playback_progress (user_id, content_id, asset_id, position_seconds, duration_seconds)
        values ('00000000-0000-4000-8000-000000000002', 1, 1, 60, 600);
    `);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });

    const { rows: made } = await client.query<{ user_id: string; id: string; name: string; is_primary: boolean }>(
      'select user_id, id, name, is_primary from profiles order by name',
    );
    expect(made.map(({ user_id, name, is_primary }) => ({ user_id, name, is_primary }))).toEqual([
      { user_id: '00000000-0000-4000-8000-000000000001', name: 'Asha', is_primary: true },
      { user_id: '00000000-0000-4000-8000-000000000002', name: 'Me', is_primary: true },
    ]);
    const asha = made[0].id;
    for (const table of ['watchlist_entries', 'favourites', 'user_playlists']) {
      const { rows } = await client.query<{ profile_id: string }>(`select profile_id from ${table}`);
      expect(rows, table).toEqual([{ profile_id: asha }]);
    }
    const { rows: progress } = await client.query<{ profile_id: string }>('select profile_id from playback_progress');
    expect(progress).toEqual([{ profile_id: made[1].id }]);
    const { rows: ranks } = await client.query<{ maturity_rank: number }>('select maturity_rank from assets where id = 1');
    expect(ranks).toEqual([{ maturity_rank: 4 }]);
  });

  it('ranks ratings as contract/maturity.ts does', async () => {
    const ratings = [...MATURITY_RATINGS, 'u', 'U/A 7+', 'u/a  13+', '7+', '13+', '16+', '18+', '0+', 'S', 'PG', '', null];
    for (const rating of ratings) {
      const { rows } = await client.query<{ rank: number }>('select maturity_rank($1::text) as rank', [rating]);
      expect(rows[0].rank, String(rating)).toBe(maturityRank(rating));
    }
  });
});
