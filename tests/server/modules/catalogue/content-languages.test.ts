import { and, asc, eq } from 'drizzle-orm';
import { CONTENT_TYPE } from '@/contract/constants';
import type { AssetsResponse } from '@/contract/schemas/browse';
import type { AssetDetailResponse } from '@/contract/schemas/catalogue';
import { assets, contents, media, mediaTracks } from '@/server/db/schema';
import { testDatabases } from '../../../support/databases';
import { getJson, useTestOrigin } from '../../../support/origin';

// The languages a title really has (issue 50, item 5): its own language and its media's dubbed
// audio, and its media's subtitles, as the title's detail and every listing answer them; and the
// listing's audio_languages filter ("In my languages"), which keeps a title whose own language or
// dub is asked for. A trailer's dub is not the title's.

describe.each(testDatabases())('the languages of a title on $name', (engine) => {
  const origin = useTestOrigin(engine);
  const get = <T>(url: string, status = 200) => getJson<T>(origin, url, status);
  /** A Hindi film dubbed in Tamil with English and Hindi subtitles, whose trailer is dubbed in Telugu. */
  let dubbed: number;
  /** A Hindi film with no dubs. */
  let plain: number;

  async function mediaWith(path: string, tracks: Array<{ type: 'AUDIO' | 'SUBTITLES'; language: string }>): Promise<number> {
    const { db } = origin.database;
    const [row] = await db.insert(media).values({ kind: 'video', masterPath: path, durationSeconds: 60 }).returning({ id: media.id });
    await db.insert(mediaTracks).values(
      tracks.map((track) => ({
        mediaId: row.id,
        ...track,
        name: track.language,
        playlistPath: `${path}-${track.type}-${track.language}.m3u8`,
      })),
    );
    return row.id;
  }

  beforeAll(async () => {
    const { db } = origin.database;
    const hindiFilms = await db
      .select({ id: assets.id })
      .from(assets)
      .where(and(eq(assets.assetType, 'MOVIE'), eq(assets.languageCode, 'hin')))
      .orderBy(asc(assets.id))
      .limit(2);
    [dubbed, plain] = hindiFilms.map((row) => row.id);
    // every film plays its own media: one made here for each
    const film = await mediaWith('test/dubbed/master.m3u8', [
      { type: 'AUDIO', language: 'hi' },
      { type: 'AUDIO', language: 'ta-IN' },
      { type: 'AUDIO', language: 'und-x-3' },
      { type: 'SUBTITLES', language: 'en' },
      { type: 'SUBTITLES', language: 'hi' },
    ]);
    await db
      .update(contents)
      .set({ mediaId: film })
      .where(and(eq(contents.assetId, dubbed), eq(contents.contentTypeId, CONTENT_TYPE.fullLength)));
    const trailer = await mediaWith('test/dubbed/trailer.m3u8', [{ type: 'AUDIO', language: 'te' }]);
    await db.insert(contents).values({
      assetId: dubbed,
      contentTypeId: CONTENT_TYPE.trailer,
      title: 'Trailer',
      slug: 'trailer',
      mediaId: trailer,
      position: 99,
    });
    const own = await mediaWith('test/plain/master.m3u8', [{ type: 'AUDIO', language: 'hi' }]);
    await db
      .update(contents)
      .set({ mediaId: own })
      .where(and(eq(contents.assetId, plain), eq(contents.contentTypeId, CONTENT_TYPE.fullLength)));
  });

  it("answers a title's detail with its own language and its dubs, and its subtitles", async () => {
    const { data } = await get<AssetDetailResponse>(`/api/v2/catalog/asset/${dubbed}`);
    expect(data.audio_languages).toEqual(['hin', 'tam']);
    expect(data.subtitle_languages).toEqual(['eng', 'hin']);
    const other = await get<AssetDetailResponse>(`/api/v2/catalog/asset/${plain}`);
    expect(other.data.audio_languages).toEqual(['hin']);
    expect(other.data.subtitle_languages).toEqual([]);
  });

  it('answers the audio languages of every title of a listing', async () => {
    const list = await get<AssetsResponse>('/api/v2/catalog/assets?asset_type=MOVIE&language=hin&rows=100');
    const byId = new Map(list.data.map((item) => [item.asset_id, item]));
    expect(byId.get(dubbed)?.audio_languages).toEqual(['hin', 'tam']);
    expect(byId.get(plain)?.audio_languages).toEqual(['hin']);
    expect(list.data.every((item) => item.audio_languages?.[0] === 'hin')).toBe(true);
  });

  it.each([
    { ask: 'tam', keepsDubbed: true },
    { ask: 'ta', keepsDubbed: true },
    { ask: 'eng,tam', keepsDubbed: true },
    { ask: 'tel', keepsDubbed: false },
    { ask: 'eng', keepsDubbed: false },
  ])('keeps, for audio_languages=$ask, only titles whose own language or dub is one of them', async ({ ask, keepsDubbed }) => {
    const list = await get<AssetsResponse>(`/api/v2/catalog/assets?asset_type=MOVIE&audio_languages=${ask}&rows=100`);
    const asked = ask.split(',').map((code) => (code === 'ta' ? 'tam' : code));
    const ids = list.data.map((item) => item.asset_id);
    expect(ids.includes(dubbed)).toBe(keepsDubbed);
    expect(ids).not.toContain(plain);
    expect(list.data.every((item) => item.audio_languages!.some((code) => asked.includes(code)))).toBe(true);
    expect(list.total).toBe(list.data.length);
  });

  it('keeps every title in a language of its own, and answers nothing for a list that names no language', async () => {
    const all = await get<AssetsResponse>('/api/v2/catalog/assets?asset_type=MOVIE&rows=100');
    const tamil = await get<AssetsResponse>('/api/v2/catalog/assets?asset_type=MOVIE&audio_languages=tam&rows=100');
    const ownTamil = all.data.filter((item) => item.language === 'tam').map((item) => item.asset_id);
    expect(ownTamil.length).toBeGreaterThan(0);
    expect(tamil.data.map((item) => item.asset_id).sort()).toEqual([...ownTamil, dubbed].sort());
    const none = await get<AssetsResponse>('/api/v2/catalog/assets?asset_type=MOVIE&audio_languages=und&rows=100');
    expect(none).toMatchObject({ data: [], total: 0 });
  });
});
