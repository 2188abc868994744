import { describe, expect, it } from 'vitest';
import {
  canSaveNewPlaylist,
  favouriteData,
  moved,
  playlistKind,
  playlistName,
  savePayload,
  shuffled,
} from '@/components/library/library-rules';
import { canWatchlist, isInWatchlist } from '@/components/library/watchlist-rules';
import { playlistsAfterSave, watchlistDataAfter, watchlistIdsFrom } from '@/components/library/watchlist-changes';
import type { WatchlistIds } from '@/stores/session-store';
import { userPlaylistLink } from '@/lib/links';

// spec 001 §3 (watchlist ids, favourite, save payload, modal data) and §5 (name rule, favourite data rule).

describe('new playlist name (spec 001 §5)', () => {
  it.each([
    ['Road trip', 'Road trip', true],
    ['  Road trip  ', 'Road trip', true],
    ['\tMonsoon\n', 'Monsoon', true],
    ['', '', false],
    ['   ', '', false],
    ['\n\t ', '', false],
  ])('%j is saved as %j; Save enabled: %s', (typed, saved, enabled) => {
    expect(playlistName(typed)).toBe(saved);
    expect(canSaveNewPlaylist(typed)).toBe(enabled);
  });
});

describe('favourite data (spec 001 §5: music-album items of content type music audio or music video only)', () => {
  it.each([
    [
      'a song of an album',
      { asset_id: 1, content_id: 11, content_type_id: 4, asset_type: 'ALBUM' },
      { asset_id: 1, content_id: 11, user_playlist: null },
    ],
    [
      'a music video',
      { asset_id: 2, content_id: 21, content_type_id: 3, asset_type: 'MUSIC VIDEO' },
      { asset_id: 2, content_id: 21, user_playlist: null },
    ],
    [
      'a queued track (no asset type)',
      { asset_id: 3, content_id: 31, content_type_id: 4 },
      { asset_id: 3, content_id: 31, user_playlist: null },
    ],
    ['a film', { asset_id: 4, content_id: 41, content_type_id: 1, asset_type: 'MOVIE' }, null],
    ['a trailer of an album', { asset_id: 5, content_id: 51, content_type_id: 2, asset_type: 'ALBUM' }, null],
    ['music audio outside a music album', { asset_id: 6, content_id: 61, content_type_id: 4, asset_type: 'MOVIE' }, null],
    ['an album without a content', { asset_id: 7, content_id: null, content_type_id: 4, asset_type: 'ALBUM' }, null],
  ])('%s', (_, item, expected) => {
    expect(favouriteData(item)).toEqual(expected);
  });

  it('carries the playlist it came from as user_playlist', () => {
    expect(favouriteData({ asset_id: 1, content_id: 11, content_type_id: 4, asset_type: 'ALBUM' }, 9)).toEqual({
      asset_id: 1,
      content_id: 11,
      user_playlist: 9,
    });
  });
});

describe('playlist save payload (spec 001 §3)', () => {
  it.each([
    [
      'a track into a new playlist',
      { isMusicAudio: true, contents: [11] },
      { title: '  Road trip ' },
      { contents: '11', album: false, append: true, title: 'Road trip' },
    ],
    [
      'a track into an existing playlist (no title)',
      { isMusicAudio: true, contents: [11, 12] },
      { playlistId: 5 },
      { playlistId: 5, contents: '11,12', album: false, append: true },
    ],
    [
      'a whole album (album asset ids)',
      { isAlbum: true, assetId: 7 },
      { playlistId: 5 },
      { playlistId: 5, contents: '7', album: true, append: true },
    ],
    [
      'a music video into a new video playlist',
      { isVideo: true, contents: [21] },
      { title: 'Dance' },
      { contents: '21', album: false, append: true, title: 'Dance', content_type: 'video' },
    ],
    [
      'a video album',
      { isVideoAlbum: true, assetId: 8, contents: [8] },
      { playlistId: 6 },
      { playlistId: 6, contents: '8', album: true, append: true, content_type: 'video' },
    ],
    [
      'a chart',
      { isChart: true, chartId: 3, isMusicAudio: true, contents: [1, 2, 3] },
      { playlistId: 5 },
      { playlistId: 5, contents: '1,2,3', album: false, append: true },
    ],
  ])('%s', (_, data, target, expected) => {
    expect(savePayload(data, target)).toEqual(expected);
  });

  it.each([
    [{ isMusicAudio: true }, 'audio'],
    [{ isAlbum: true }, 'audio'],
    [{ isChart: true }, 'audio'],
    [{ isPlaylist: true }, 'audio'],
    [{ isVideo: true }, 'video'],
    [{ isVideoAlbum: true }, 'video'],
  ] as const)('modal data %j adds to an %s playlist', (data, kind) => {
    expect(playlistKind(data)).toBe(kind);
  });
});

describe('watchlist ids (spec 001 §3)', () => {
  const ids: WatchlistIds = watchlistIdsFrom({
    MOVIE: [1, 2],
    'TV SHOW': [3],
    ORIGINAL: [
      { asset_id: 4, content_id: null },
      { asset_id: 5, content_id: 50 },
    ],
  });

  it('holds asset ids, and asset_id and content_id pairs for originals', () => {
    expect(ids).toEqual({
      MOVIE: [1, 2],
      'TV SHOW': [3],
      ORIGINAL: [
        [4, null],
        [5, 50],
      ],
    });
  });

  it.each([
    [{ assetType: 'MOVIE', assetId: 1 }, true],
    [{ assetType: 'MOVIE', assetId: 3 }, false],
    [{ assetType: 'TV SHOWS', assetId: 3 }, true],
    [{ assetType: 'ORIGINAL', assetId: 4 }, true],
    [{ assetType: 'ORIGINAL', assetId: 5 }, false],
    [{ assetType: 'ORIGINAL', assetId: 5, contentId: 50 }, true],
    [{ assetType: 'ALBUM', assetId: 1 }, false],
  ])('%j on the watchlist: %s', (target, expected) => {
    expect(isInWatchlist(ids, target)).toBe(expected);
  });

  it("writes the origin's answer into the grouped entries: an added one first, a removed one gone", () => {
    const data = { MOVIE: [{ asset_type: 'MOVIE', asset_id: 1 }], ORIGINAL: [{ asset_type: 'ORIGINAL', asset_id: 5, content_id: 50 }] };
    const added = watchlistDataAfter(data, { assetType: 'MOVIE', assetId: 9 }, { asset_type: 'MOVIE', asset_id: 9 });
    expect(added.MOVIE.map((entry) => entry.asset_id)).toEqual([9, 1]);
    expect(watchlistDataAfter(added, { assetType: 'MOVIE', assetId: 1 }, null).MOVIE.map((entry) => entry.asset_id)).toEqual([9]);
    expect(watchlistDataAfter(data, { assetType: 'ORIGINAL', assetId: 5, contentId: 50 }, null).ORIGINAL).toEqual([]);
    expect(watchlistDataAfter(data, { assetType: 'ALBUM', assetId: 5 }, null)).toBe(data);
  });

  it("puts a saved playlist first in its group, or in its older copy's place", () => {
    const playlists = { AUDIO: [{ playlist_id: 1, playlist_type: 'audio' as const, playlist_count: 2, title: 'Old' }], VIDEO: [] };
    const saved = {
      playlist_id: 2,
      playlist_type: 'audio' as const,
      playlist_count: 1,
      title: 'New',
      is_public: false,
      created_at: '',
      user_slug: 'u',
      added: 1,
    };
    expect(playlistsAfterSave(playlists, saved).AUDIO.map((playlist) => playlist.playlist_id)).toEqual([2, 1]);
    expect(playlistsAfterSave(playlists, { ...saved, playlist_id: 1, playlist_count: 3 }).AUDIO).toEqual([
      { playlist_id: 1, playlist_type: 'audio', playlist_count: 3, title: 'New' },
    ]);
  });

  it.each([
    ['MOVIE', true],
    ['ORIGINAL', true],
    ['TV SHOWS', true],
    ['ALBUM', false],
    ['MUSIC VIDEO', false],
    ['LIVE TV', false],
    ['QUICKIE', false],
  ])('%s can go on the watchlist: %s', (type, expected) => {
    expect(canWatchlist(type)).toBe(expected);
  });
});

describe('playlist order', () => {
  it.each([
    [0, 1, ['b', 'a', 'c']],
    [2, -1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
  ])('moving item %i by %i gives %j', (from, by, expected) => {
    expect(moved(['a', 'b', 'c'], from, by)).toEqual(expected);
  });

  it('shuffles into another order of the same items', () => {
    const order = shuffled([1, 2, 3, 4], () => 0);
    expect(order).toEqual([2, 3, 4, 1]);
    expect([...order].sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('user playlist links (spec 001 §2)', () => {
  it.each([
    [{ playlist_id: 5, playlist_type: 'audio' as const, title: 'Road trip', user_slug: 'u-1' }, '/music/playlist/5/sets?u=u-1'],
    [{ playlist_id: 6, playlist_type: 'video' as const, title: 'Dance & Party', user_slug: 'u-1' }, '/playlist/6/dance-and-party?u=u-1'],
  ])('%j opens at %s', (playlist, link) => {
    expect(userPlaylistLink(playlist)).toBe(link);
  });
});
