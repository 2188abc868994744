import { expect, test, type APIRequestContext } from '@playwright/test';

// Catalogue, search and pages: every browse route answers with its heading (one table), search
// suggestions work from the keyboard, a transliterated query finds its film, detail pages carry JSON-LD.

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return response.json() as Promise<T>;
}

interface Item {
  asset_id: number;
  asset_title: string;
  asset_slug: string;
}
interface Named {
  data: Item[];
}

test('every browse route answers with its heading', async ({ page, request }) => {
  // some 70 addresses, each rendered on its first request and its links' pages prefetched
  test.setTimeout(180_000);
  const [k3g, show, original, album, chart, star, providers, playlist, originalGenres, musicRows] = await Promise.all([
    api<{ groups: Array<{ items: Item[] }> }>(request, '/api/v2/search?q=K3G&entity=movies&rows=1').then(
      (answer) => answer.groups[0].items[0],
    ),
    api<Named>(request, '/api/v2/catalog/assets?asset_type=TV%20SHOWS&rows=1').then((answer) => answer.data[0]),
    api<Named>(request, '/api/v2/catalog/assets?asset_type=ORIGINAL&rows=1').then((answer) => answer.data[0]),
    api<Named>(request, '/api/v2/catalog/music/albums?max_result=1').then((answer) => answer.data[0]),
    api<{ data: Array<{ chart_id: number; name: string }> }>(request, '/api/v2/catalog/music/topchart?list=true&rows=1').then(
      (answer) => answer.data[0],
    ),
    api<{ data: Array<{ person_id: number; name: string; slug: string }> }>(request, '/api/v2/catalog/stars?rows=1').then(
      (answer) => answer.data[0],
    ),
    api<{ data: Array<{ provider_code: string; provider_name: string }> }>(request, '/api/v2/catalog/tv/providers').then(
      (answer) => answer.data,
    ),
    api<{ data: Array<{ playlist_id: number; title: string }> }>(request, '/api/v2/catalog/playlists-all?page=home&rows=1').then(
      (answer) => answer.data[0],
    ),
    api<{ data: Array<{ id: number; title: string; slug: string }> }>(request, '/api/v2/catalog/genres?asset_type=ORIGINAL').then(
      (answer) => answer.data,
    ),
    api<{ data: Array<{ playlist_id: number; title: string; item_kind: string; contents: Array<{ content_type_id: number }> }> }>(
      request,
      '/api/v2/catalog/playlists-all?page=music&rows=50',
    ).then((answer) => answer.data),
  ]);
  // a mix is a music row of contents of one type: 4 for songs, 3 for music videos
  const mixOf = (contentType: number) =>
    musicRows.find(
      (row) => row.item_kind === 'content' && row.contents.length > 0 && row.contents.every((item) => item.content_type_id === contentType),
    )!;
  const [songMix, videoMix] = [mixOf(4), mixOf(3)];
  const fashiontv = providers.find((provider) => provider.provider_code === 'fashiontv') ?? providers[0];

  const routes: Array<[string, string | RegExp]> = [
    ['/search?q=K3G', 'Search results for “K3G”'],
    ['/search/movies/k3g', 'Movies matching “k3g”'],
    [`/movie/watch/${k3g.asset_id}/${k3g.asset_slug}`, k3g.asset_title],
    [`/people/${star.slug}`, star.name],
    ['/stars', 'Stars'],
    [`/star/${star.slug}/${star.person_id}`, star.name],
    [`/star/${star.slug}/${star.person_id}/movies`, star.name],
    [`/tv/watch/${show.asset_id}/${show.asset_slug}`, show.asset_title],
    [`/original/watch/${original.asset_id}/${original.asset_slug}`, original.asset_title],
    [`/originals/genre/${originalGenres[0].id}/${originalGenres[0].slug}`, `${originalGenres[0].title} Originals`],
    ['/music', 'Music'],
    [`/music/album/${album.asset_id}/${album.asset_slug}`, album.asset_title],
    ['/music/explore', 'Albums'],
    ['/music/top-charts', 'Top Charts'],
    [`/music/top-charts/${chart.chart_id}/chart`, chart.name],
    ['/music/video-top-charts', 'Top Videos'],
    ['/music/genres', 'Music Genres'],
    ['/music/video-genres', 'Music Video Genres'],
    ['/music/video', 'Music Videos'],
    ['/music/new_on_eros', 'New Releases'],
    ['/music/video-new-on-eros', 'New Music Videos'],
    ['/music/album-collections', 'Album Collections'],
    ['/music/mixes', 'Mixes'],
    [`/music/mixes/${songMix.playlist_id}/any-slug`, songMix.title],
    ['/music/video-mixes', 'Video Mixes'],
    [`/music/video-mixes/details/${videoMix.playlist_id}/any-slug`, videoMix.title],
    ['/movies/languages', 'Movies by Language'],
    ['/movies/languages/hin/hindi', 'Hindi Movies'],
    ['/movies/genres', 'Movies by Genre'],
    ['/movies/mostpopular/any/suffix', 'Most Popular Movies'],
    [`/tv/provider/${fashiontv.provider_code}`, fashiontv.provider_name],
    ['/tv/live', 'Live TV'],
    [`/playlist/${playlist.playlist_id}/row`, playlist.title],
    ['/termsofuse', 'Terms of Use'],
    ['/privacypolicy', 'Privacy Policy'],
    ['/caution_notice', 'Caution Notice'],
    ['/about_us', 'About Us'],
    ['/devices', 'Devices'],
    ['/helpcenter', 'Help Center'],
    ['/getting_started', 'Getting started'],
    ['/help_account', 'Your account'],
    ['/help_subscription', 'Plans and payments'],
    ['/help_features', 'Features'],
    ['/help_support', 'Contact support'],
    ['/help_troubleshooting', 'Playback problems'],
    ['/help_mzaalo?section=adblock', 'MZaalo rewards'],
    ['/mobile_terms_of_use', 'Terms of Use'],
    ['/mobile_privacy_policy', 'Privacy Policy'],
    ['/mobile_faq', 'Frequently asked questions'],
  ];
  for (const [path, heading] of routes) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1'), path).toHaveText(heading);
  }

  // the help links of the ad-blocker popup land on their sections
  await page.goto('/help_mzaalo?section=mzaaloTerms');
  await expect(page.locator('#mzaaloTerms')).toBeInViewport();
  await expect(page.locator('#adblock')).toContainText('Cannot Play The Content!');

  for (const path of [
    '/movie/watch/999999/nothing',
    '/music/album/999999/nothing',
    '/star/nobody/999999',
    '/tv/provider/nosuchprovider',
    '/playlist/999999/x',
    '/music/mixes/abc',
    '/music/mixes/999999/x',
    '/music/video-mixes/details/0/x',
    '/music/video-mixes/other/1',
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});

test('search suggestions by keyboard: type, ArrowDown, Enter lands on the results', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('kabhi kushi');
  const option = page.getByRole('option', { name: 'Kabhi Khushi Kabhie Gham' });
  await expect(option).toBeVisible();
  expect(await page.getByRole('option').count()).toBeLessThanOrEqual(5);
  await box.press('ArrowDown');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  const first = (await page.getByRole('option').first().textContent())?.trim() ?? '';
  await box.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(first);
  expect(new URL(page.url()).pathname).toBe('/search');
  // the page navigated from stays in the document, hidden (Cache Components keep it in an Activity)
  await expect(page.locator('h1:visible')).toHaveText(`Search results for “${first}”`);
});

test('a transliterated query finds its film, in Latin or Devanagari title', async ({ page }) => {
  await page.goto('/search?q=kabhi%20khushi%20kabhie%20gham');
  const movies = page.getByRole('region', { name: /^Movies/ });
  await expect(movies.getByRole('link', { name: /Kabhi Khushi Kabhie Gham/ }).first()).toBeVisible();
  await page.goto('/search?q=dil%20ki%20baatein');
  await expect(
    page
      .getByRole('region', { name: /^Movies/ })
      .getByRole('link', { name: /दिल की बातें/ })
      .first(),
  ).toBeVisible();
});

test('a movie page carries its JSON-LD and canonical address', async ({ page, request }) => {
  const { groups } = await api<{ groups: Array<{ items: Item[] }> }>(request, '/api/v2/search?q=DDLJ&entity=movies&rows=1');
  const film = groups[0].items[0];
  await page.goto(`/movie/watch/${film.asset_id}/${film.asset_slug}`);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Movie', name: 'Dilwale Dulhania Le Jayenge' });
  expect(data.url).toMatch(new RegExp(`/movie/watch/${film.asset_id}/`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/movie/watch/${film.asset_id}/`));
});

test('landing pages carry their own description and canonical address, also on their later rows', async ({ request }) => {
  const descriptions = new Set<string>();
  for (const path of ['/', '/movies', '/tv', '/originals', '/quickie', '/music']) {
    for (const address of [path, `${path}?start=2`]) {
      const html = await (await request.get(address)).text();
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical && new URL(canonical).pathname, address).toBe(path);
      expect(html, address).toMatch(/<meta property="og:url" content="[^"]+"/);
      descriptions.add(html.match(/<meta name="description" content="([^"]+)"/)![1]);
    }
  }
  expect(descriptions.size).toBe(6);
});

test('crawlers get robots.txt and a sitemap of the catalogue', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http.+\/sitemap\.xml/);
  expect(robots).toContain('Disallow: /api/');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toMatch(/<loc>[^<]+\/movie\/watch\/\d+\/[^<]+<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]+\/music\/album\/\d+\/[^<]+<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]+\/star\/[^<]+\/\d+<\/loc>/);
  expect(xml).toContain('/helpcenter</loc>');
});

test('a crawler gets every image eagerly and no footer playlists (spec 000 §6)', async ({ request }) => {
  const crawler = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
  // a title page too, for its related titles' cards
  const title = /href="(\/movie\/watch\/\d+\/[^"?]+)"/.exec(await (await request.get('/movies')).text())?.[1];
  expect(title).toBeTruthy();
  for (const path of ['/', '/movies/mostpopular/any/suffix', '/music/mixes', '/tv/live', title ?? '']) {
    const visitorHtml = await (await request.get(path)).text();
    const crawlerHtml = await (await request.get(path, { headers: crawler })).text();
    expect(visitorHtml, path).toContain('loading="lazy"');
    expect(crawlerHtml, path).not.toContain('loading="lazy"');
    expect(crawlerHtml, path).toContain('loading="eager"');
    expect(visitorHtml, path).toMatch(/id="footer-playlist-\d+"/);
    expect(crawlerHtml, path).not.toMatch(/id="footer-playlist-\d+"/);
  }
});
