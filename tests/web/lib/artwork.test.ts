import { artworkSources } from '@/lib/artwork';

// The WebP srcset the web offers beside a generated artwork URL (contract/artwork.ts).

const TOKEN = '1795737600.p.3.oMSt_U_TNdsUb10SzrMeP46zcDwEdM3z';

describe('artworkSources', () => {
  it('offers every raster size of a banner, its src nearest the size the catalogue chose', () => {
    expect(artworkSources(`/media/s/${TOKEN}/art/asset/179/banner-1280x720.svg`)).toEqual({
      src: `/media/s/${TOKEN}/art/asset/179/banner-1280x720.webp`,
      srcSet: [
        `/media/s/${TOKEN}/art/asset/179/banner-640x360.webp 640w`,
        `/media/s/${TOKEN}/art/asset/179/banner-1024x576.webp 1024w`,
        `/media/s/${TOKEN}/art/asset/179/banner-1280x720.webp 1280w`,
        `/media/s/${TOKEN}/art/asset/179/banner-1920x1080.webp 1920w`,
      ].join(', '),
      width: 1280,
      height: 720,
    });
  });

  it('keeps the media address of an absolute URL', () => {
    const sources = artworkSources(`https://media.example.in/media/s/${TOKEN}/art/content/12/square-400x400.svg`);
    expect(sources?.src).toBe(`https://media.example.in/media/s/${TOKEN}/art/content/12/square-400x400.webp`);
    // a phone's music card (130 CSS px at 1.75x) has the 300 between the 200 and the 400
    expect(sources?.srcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['200w', '300w', '400w', '800w']);
  });

  it('takes the next raster up for an SVG size between them', () => {
    expect(artworkSources(`/media/s/${TOKEN}/art/asset/5/poster-250x375.svg`)).toMatchObject({ width: 300, height: 450 });
  });

  it.each([
    [
      'a grant of the file alone (an answer signed before folders were)',
      `/media/s/1795737600.p.4.oMSt_U_TNdsUb10SzrMeP46zcDwEdM3z/art/asset/179/banner-1280x720.svg`,
    ],
    ['an imported picture', `/media/s/1795737600.p.4.oMSt_U_TNdsUb10SzrMeP46zcDwEdM3z/pictures/kabhi/poster.jpg`],
    ['a kind with no rasters', `/media/s/${TOKEN}/art/asset/179/mural-1280x720.svg`],
    ['a URL of something else', 'https://example.com/poster.svg'],
  ])('offers nothing for %s', (_, url) => {
    expect(artworkSources(url)).toBeNull();
  });
});
