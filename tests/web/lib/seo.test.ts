// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { imageSize, pageMetadata } from '@/lib/seo';
import { rootParams } from '../../support/root-params';
import { BUILD_VARIANT, encodeVariant } from '@/lib/render-variant';

// spec 001 §3 "Page metadata": title, description, thumbnail, keywords, canonical URL, width,
// height, type and musician.

describe('pageMetadata', () => {
  it('gives the artwork its size, keywords once each, and a song its musicians', async () => {
    const meta = await pageMetadata({
      title: 'Tum Hi Ho',
      description: 'A song from Aashiqui 2.',
      path: '/music/watch/7/aashiqui-2/42/tum-hi-ho',
      image: '/media/art/asset/7/square-500x500.svg?exp=1&sig=x',
      type: 'music.song',
      keywords: ['Aashiqui 2', 'Arijit Singh', null, 'Arijit Singh'],
      musicians: ['/star/arijit-singh/3'],
    });
    expect(meta.keywords).toEqual(['Aashiqui 2', 'Arijit Singh']);
    expect(meta.openGraph).toMatchObject({
      type: 'music.song',
      images: [
        { url: 'http://localhost:3000/media/art/asset/7/square-500x500.svg?exp=1&sig=x', width: 500, height: 500, alt: 'Tum Hi Ho' },
      ],
      musicians: ['http://localhost:3000/star/arijit-singh/3'],
    });
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/music/watch/7/aashiqui-2/42/tum-hi-ho');
  });

  it('leaves out what a page does not have', async () => {
    const meta = await pageMetadata({ title: 'Movies', description: 'Films.', path: '/movies' });
    expect(meta.keywords).toBeUndefined();
    expect(meta.openGraph).not.toHaveProperty('musicians');
    expect(imageSize('/icon.png')).toBeUndefined();
  });

  // issue 50: each language at its own address, naming the others
  it("gives a page in a language that language's address as its canonical, and its address in every language", async () => {
    rootParams.variant = encodeVariant({ member: false, platform: 'WEB', store: null, bot: true, shell: true, paged: false, locale: 'hi' });
    try {
      const meta = await pageMetadata({ title: 'फ़िल्में', description: 'फ़िल्में देखें।', path: '/movies' });
      expect(meta.alternates?.canonical).toBe('http://localhost:3000/hi/movies');
      expect(meta.openGraph).toMatchObject({ url: 'http://localhost:3000/hi/movies', locale: 'hi_IN' });
      expect(meta.alternates?.languages).toEqual({
        en: 'http://localhost:3000/movies',
        hi: 'http://localhost:3000/hi/movies',
        ta: 'http://localhost:3000/ta/movies',
        te: 'http://localhost:3000/te/movies',
        bn: 'http://localhost:3000/bn/movies',
        mr: 'http://localhost:3000/mr/movies',
        'x-default': 'http://localhost:3000/movies',
      });
    } finally {
      rootParams.variant = BUILD_VARIANT;
    }
  });
});
