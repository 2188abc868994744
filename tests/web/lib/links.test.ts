import { describe, expect, it } from 'vitest';
import {
  isTitlePage,
  purchaseLink,
  albumLink,
  contentLink,
  liveChannelLink,
  peopleLink,
  playlistLink,
  starLink,
  userProfileLink,
} from '@/lib/links';
import { loginLink } from '@/lib/return-path';

describe('contentLink (spec 001 §9 link shapes)', () => {
  it.each([
    [{ asset_type: 'MOVIE', asset_id: 10, asset_title: 'Dhoom 2' }, '/movie/watch/10/dhoom-2'],
    [
      { asset_type: 'MOVIE', asset_id: 10, asset_slug: 'dhoom-2', content_id: 200, content_title: 'Dhoom 2 (Trailer)' },
      '/movie/watch/10/dhoom-2/200/dhoom-2-trailer',
    ],
    [{ asset_type: 'QUICKIE', asset_id: 3, asset_title: 'Short Cut' }, '/movie/watch/3/short-cut'],
    [{ asset_type: 'TV SHOWS', asset_id: 5, asset_title: 'Family & Friends' }, '/tv/watch/5/family-and-friends'],
    [
      { asset_type: 'TV SHOWS', asset_id: 5, asset_slug: 'family', season_id: 51, content_id: 501, content_title: 'Pilot' },
      '/tv/watch/5/family/51/501/pilot',
    ],
    [{ asset_type: 'TV SHOWS', asset_id: 5, asset_slug: 'family', content_id: 501, content_title: 'Pilot' }, '/tv/watch/5/family'],
    [{ asset_type: 'ORIGINAL', asset_id: 8, asset_title: 'The Show' }, '/original/watch/8/the-show'],
    [
      { asset_type: 'ORIGINAL', asset_id: 8, asset_title: 'The Show', content_id: 81, content_slug: 'episode-1' },
      '/original/watch/8/the-show/81/episode-1',
    ],
    [{ asset_type: 'ALBUM', asset_id: 4, asset_title: 'Rang De' }, '/music/album/4/rang-de'],
    [
      { asset_type: 'MUSIC VIDEO', asset_id: 4, asset_title: 'Rang De', content_id: 41, content_title: 'Title Song' },
      '/music/watch/4/rang-de/41/title-song',
    ],
    [{ asset_type: 'MUSIC VIDEO', asset_id: 4, asset_title: 'Rang De' }, '/music/album/4/rang-de'],
    [{ asset_type: 'LIVE TV', asset_id: 77, asset_title: 'News 24' }, '/tv/live?ap=1&channel-id=77'],
    [{ asset_type: 'LIVE TV', asset_id: 77, content_id: 770, asset_title: 'News 24' }, '/tv/live?ap=1&channel-id=770'],
  ])('%o links to %s', (input, link) => {
    expect(contentLink(input)).toBe(link);
  });
});

describe('other link shapes', () => {
  it.each([
    [playlistLink(12, 'Best of 90s'), '/playlist/12/best-of-90s'],
    [albumLink(4, 'Rang De'), '/music/album/4/rang-de'],
    [starLink('Aamir Khan', 33), '/star/aamir-khan/33'],
    [starLink('Aamir Khan'), '/stars'],
    [starLink(undefined, 33), '/stars'],
    [starLink('', 33), '/stars'],
    [peopleLink('Aamir Khan'), '/people/aamir-khan'],
    [userProfileLink('asha-1'), '/u/asha-1'],
    [userProfileLink('asha-1', 'hi'), '/u/asha-1?l=hi'],
    [userProfileLink(42), '/u/null'],
    [userProfileLink(null, 'hi'), '/u/null?l=hi'],
    [liveChannelLink(9), '/tv/live?ap=1&channel-id=9'],
    [loginLink('/movies?x=1'), '/login?rurl=%2Fmovies%3Fx%3D1'],
    [loginLink('/'), '/login'],
    [loginLink('//evil.example'), '/login'],
    [loginLink('https://evil.example'), '/login'],
  ])('%s', (link, expected) => {
    expect(link).toBe(expected);
  });
});

describe('purchaseLink (spec 001 §9)', () => {
  it.each([
    [{}, '/purchase?src=en'],
    [{ ent: 'SVOD' as const, rurl: '/movie/watch/1/dhoom' }, '/purchase?rurl=%2Fmovie%2Fwatch%2F1%2Fdhoom&src=en&ent=SVOD'],
    [{ ent: 'AVOD+SVOD' as const, screen: 'movie' }, '/purchase?src=en&ent=AVOD%2BSVOD&screen=movie'],
    [{ screen: 'not-found', src: 'hi', pr: 'premium', vou: 'DIWALI' }, '/purchase?src=hi&pr=premium&vou=DIWALI'],
    [{ rurl: '//evil.example' }, '/purchase?src=en'],
    [
      { carry: new URLSearchParams('utm_source=british_airways&utm_campaing=x&q=ignored') },
      '/purchase?src=en&utm_source=british_airways&utm_campaing=x',
    ],
    [{ partner: 'fashiontv' }, '/purchase?src=en&partner=fashiontv'],
  ])('%j → %s', (input, expected) => expect(purchaseLink(input)).toBe(expected));
});

describe('isTitlePage', () => {
  it('is true for the pages contentLink makes that open with a Play, and for nothing else', () => {
    const film = { asset_id: 7, asset_type: 'MOVIE', asset_title: 'Dil Se' };
    expect(isTitlePage(contentLink(film))).toBe(true);
    expect(isTitlePage(contentLink({ ...film, asset_type: 'TV SHOWS' }))).toBe(true);
    expect(isTitlePage(contentLink({ ...film, asset_type: 'ORIGINAL' }))).toBe(true);
    expect(isTitlePage(contentLink({ ...film, asset_type: 'MUSIC VIDEO', content_id: 3, content_title: 'Chaiyya' }))).toBe(true);
    expect(isTitlePage(contentLink({ ...film, asset_type: 'ALBUM' }))).toBe(false);
    expect(isTitlePage(liveChannelLink(4))).toBe(false);
    expect(isTitlePage('/movies')).toBe(false);
  });
});
