import { ARTWORK_SIZES, artworkPath, parseArtworkPath, renderArtworkSvg, wrapTitle } from '@/server/platform/artwork';
import { RASTER_FORMATS, RASTER_SIZES } from '@/contract/artwork';

// Generated artwork: the path convention art/{ownerType}/{ownerId}/{kind}-{width}x{height}.{svg,webp,avif}
// (rasters only at the sizes layouts ask for) and the SVG a client receives for it.

describe('parseArtworkPath', () => {
  it.each([
    ['art/asset/12/poster-300x450.svg', { ownerType: 'asset', ownerId: 12, kind: 'poster', width: 300, height: 450, format: 'svg' }],
    [
      'art/content/9876/thumbnail-960x540.svg',
      { ownerType: 'content', ownerId: 9876, kind: 'thumbnail', width: 960, height: 540, format: 'svg' },
    ],
    ['art/person/1/profile-200x200.svg', { ownerType: 'person', ownerId: 1, kind: 'profile', width: 200, height: 200, format: 'svg' }],
    ['art/channel/3/logo-800x800.svg', { ownerType: 'channel', ownerId: 3, kind: 'logo', width: 800, height: 800, format: 'svg' }],
    ['art/asset/5/banner-4000x4000.svg', { ownerType: 'asset', ownerId: 5, kind: 'banner', width: 4000, height: 4000, format: 'svg' }],
    ['art/asset/5/banner-1024x576.webp', { ownerType: 'asset', ownerId: 5, kind: 'banner', width: 1024, height: 576, format: 'webp' }],
    ['art/asset/12/poster-200x300.avif', { ownerType: 'asset', ownerId: 12, kind: 'poster', width: 200, height: 300, format: 'avif' }],
  ])('reads %s', (path, expected) => {
    expect(parseArtworkPath(path)).toEqual(expected);
  });

  it.each([
    ['a side over 4000', 'art/asset/5/banner-4001x2000.svg'],
    ['a height over 4000', 'art/asset/5/banner-200x9999.svg'],
    ['a zero size', 'art/asset/5/banner-0x200.svg'],
    ['a zero id', 'art/asset/0/poster-300x450.svg'],
    ['a non-numeric id', 'art/asset/abc/poster-300x450.svg'],
    ['another extension', 'art/asset/5/poster-300x450.png'],
    ['a raster at a size no layout asks for', 'art/asset/5/poster-301x450.webp'],
    ['a raster at an SVG-only size', 'art/asset/5/banner-4000x4000.avif'],
    ['a raster of one kind at the size of another', 'art/asset/5/poster-1024x576.webp'],
    ['a leading slash', '/art/asset/5/poster-300x450.svg'],
    ['a path outside art/', 'video/set-1/master.m3u8'],
    ['a traversal', 'art/../secrets/1/poster-300x450.svg'],
    ['a missing size', 'art/asset/5/poster.svg'],
    ['an extra segment', 'art/asset/5/x/poster-300x450.svg'],
    ['an empty string', ''],
  ])('refuses %s', (_, path) => {
    expect(parseArtworkPath(path)).toBeNull();
  });

  it('reads back every path it writes', () => {
    for (const [kind, sizes] of Object.entries(ARTWORK_SIZES)) {
      for (const [width, height] of sizes) {
        const request = { ownerType: 'asset', ownerId: 42, kind, width, height };
        expect(parseArtworkPath(artworkPath(request))).toEqual({ ...request, format: 'svg' });
      }
    }
  });

  it('reads every raster size of every kind in both formats', () => {
    for (const [kind, sizes] of Object.entries(RASTER_SIZES)) {
      for (const [width, height] of sizes) {
        for (const format of RASTER_FORMATS) {
          expect(parseArtworkPath(`art/asset/42/${kind}-${width}x${height}.${format}`)).toMatchObject({ kind, width, height, format });
        }
      }
    }
  });
});

describe('renderArtworkSvg', () => {
  const poster = { ownerType: 'asset', ownerId: 7, kind: 'poster', width: 300, height: 450 };

  it('gives the same SVG for the same request', () => {
    const title = { title: 'Kabhi Khushi Kabhie Gham', subtitle: 'Hindi · 2001' };
    expect(renderArtworkSvg(poster, title)).toBe(renderArtworkSvg(poster, title));
  });

  it('gives other owners other colours', () => {
    const title = { title: 'Safar' };
    expect(renderArtworkSvg(poster, title)).not.toBe(renderArtworkSvg({ ...poster, ownerId: 8 }, title));
  });

  it.each(Object.entries(ARTWORK_SIZES).flatMap(([kind, sizes]) => sizes.map(([width, height]) => [kind, width, height] as const)))(
    '%s %ix%i has matching width, height and viewBox',
    (kind, width, height) => {
      const svg = renderArtworkSvg(
        { ownerType: 'asset', ownerId: 3, kind, width, height },
        { title: 'Dil Ki Baatein', subtitle: 'Romance' },
      );
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
      expect(svg.endsWith('</svg>')).toBe(true);
    },
  );

  it('escapes XML special characters in the title and subtitle', () => {
    const svg = renderArtworkSvg(poster, { title: 'Tom & Jerry <Live> "Special"', subtitle: `Rock 'n' <Roll>` });
    expect(svg).toContain('Tom &amp; Jerry');
    expect(svg).toContain('&lt;Live&gt;');
    expect(svg).toContain('&quot;Special&quot;');
    expect(svg).toContain('Rock &apos;n&apos; &lt;Roll&gt;');
    expect(svg).not.toMatch(/<Live>|<Roll>|& /);
  });

  it('sets the title in the artwork, and Devanagari titles too', () => {
    expect(renderArtworkSvg(poster, { title: 'दिल की बातें' })).toContain('दिल की बातें');
    const svg = renderArtworkSvg(poster, { title: 'Zindagi' });
    expect(svg).toContain('>Zindagi</tspan>');
  });

  it('draws a round portrait for a profile', () => {
    const svg = renderArtworkSvg({ ownerType: 'person', ownerId: 5, kind: 'profile', width: 400, height: 400 }, { title: 'Aarav Sharma' });
    expect(svg).toContain('<clipPath id="frame"><circle');
    expect(svg).toContain('Aarav Sharma');
  });

  it('uses no external fonts or images', () => {
    const svg = renderArtworkSvg(poster, { title: 'Mausam' });
    expect(svg).not.toMatch(/<image|@import|url\((?!#)|href=/);
  });
});

describe('wrapTitle', () => {
  it('keeps a short title on one line', () => {
    expect(wrapTitle('Ishq', 300, 3, 40).lines).toEqual(['Ishq']);
  });

  it('wraps a long title within the line limit, shrinking the type or ellipsising', () => {
    const { lines, fontSize } = wrapTitle('Sagar Aur Andhera Ki Dastaan Ka Safar Express Returns Again And Again', 200, 3, 40);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(fontSize).toBeLessThan(40);
  });
});
