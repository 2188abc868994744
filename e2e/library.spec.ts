import { expect, test, type Page } from '@playwright/test';
import { enterUsername, freshMobile, latestCode, openAccountMenu, register, signedIn } from './support/accounts';

// The library of spec 001 §3-§7: a signed-out watchlist press opens the login modal and completes
// after registration; the watchlist page; a favourite track; an audio playlist made from a track
// and a whole album, played in the audio bar; made public and seen signed out at /u/{userSlug}.

const bar = (page: Page) => page.getByRole('region', { name: 'Audio player' });

async function openAccountPage(page: Page, name: string) {
  await openAccountMenu(page);
  await page.getByRole('link', { name, exact: true }).click();
}

test('watchlist, favourites and a public audio playlist', async ({ page, browser }) => {
  test.setTimeout(240_000);

  // signed out on a film: Watchlist opens the login modal; the film is added once signed up
  await page.goto('/');
  await page.locator('main a[href^="/movie/watch/"]').first().click();
  await expect(page).toHaveURL(/\/movie\/watch\/\d+\//);
  const film = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const filmPath = new URL(page.url()).pathname;
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add ${film} to watchlist`, exact: true })
    .first()
    .click();
  const mobile = freshMobile();
  await enterUsername(page, mobile);
  await expect(page).toHaveURL(/\/set-password\?/);
  await page.getByLabel('Code').fill(await latestCode(page, mobile));
  await page.getByPlaceholder('Enter password').fill('a long passphrase 7');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(new RegExp(`${filmPath}$`));
  await signedIn(page);
  await expect(page.getByText('Added to watchlist')).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: `Remove ${film} from watchlist`, exact: true })
      .first(),
  ).toBeVisible();

  // the watchlist page, from the account menu, lists it
  await openAccountPage(page, 'Watchlist');
  await expect(page).toHaveURL(/\/account\/watchlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: new RegExp(film) })).toBeVisible();

  // favourite a track of the first album
  await page.goto('/music/explore');
  const albums = page.locator('main a[href^="/music/album/"]');
  const secondAlbum = (await albums.nth(1).getAttribute('href'))!;
  await albums.first().click();
  await expect(page).toHaveURL(/\/music\/album\/\d+\//);
  const track = (await page.locator('main ol li a[href^="/music/watch/"]').first().textContent())!.trim();
  await page.getByRole('button', { name: `Add ${track} to favourites`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Remove ${track} from favourites`, exact: true })).toBeVisible();
  await page.goto('/account/favourites');
  await expect(page.getByRole('main').getByRole('link', { name: track, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${track} from favourites`, exact: true })).toBeVisible();

  // a new audio playlist from that track: Save waits for a name, which is trimmed
  await page.goBack();
  await page.getByRole('button', { name: `Add ${track} to a playlist`, exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Add to playlist' });
  const save = modal.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await modal.getByLabel('New playlist').fill('   ');
  await expect(save).toBeDisabled();
  await modal.getByLabel('New playlist').fill('  Road trip  ');
  await save.click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Playlist created')).toBeVisible();

  // a whole second album goes into it
  await page.goto(secondAlbum);
  const albumTracks = await page.locator('main ol li a[href^="/music/watch/"]').allTextContents();
  await page.getByRole('button', { name: 'Add to playlist', exact: true }).click();
  await modal.getByRole('button', { name: /^Road trip/ }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Playlist updated')).toBeVisible();

  // the playlist page plays it in the audio bar
  await openAccountPage(page, 'My Playlists');
  await page.getByRole('link', { name: /Road trip/ }).click();
  await expect(page).toHaveURL(/\/music\/playlist\/\d+\/sets\?u=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Road trip' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'songs in this playlist' }).getByRole('listitem');
  await expect(rows).toHaveCount(1 + albumTracks.length);
  await expect(rows.first()).toContainText(track);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(bar(page).locator('p').first()).toHaveText(track);

  // made public, it shows on the profile to a signed-out visitor
  await page.getByLabel('Public playlist').check();
  const profileLink = page.getByRole('link', { name: 'See it on your public profile' });
  await expect(profileLink).toBeVisible();
  const profile = (await profileLink.getAttribute('href'))!;
  expect(profile).toMatch(/^\/u\/[0-9a-f-]{36}$/);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(profile);
  await expect(visitorPage.getByRole('link', { name: "Let's Start" })).toBeVisible();
  await expect(visitorPage.getByRole('heading', { level: 1, name: /playlists$/i })).toBeVisible();
  await visitorPage.getByRole('link', { name: /Road trip/ }).click();
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Road trip' })).toBeVisible();
  await expect(visitorPage.getByRole('list', { name: 'songs in this playlist' }).getByRole('listitem').first()).toContainText(track);
  // no owner controls for a visitor
  await expect(visitorPage.getByLabel('Public playlist')).toHaveCount(0);
  await visitor.close();
});

test('a video playlist plays its videos one after another', async ({ page }) => {
  test.setTimeout(240_000);
  await register(page, freshMobile(), 'a long passphrase 5');

  // two free music videos of a video mix go into a new video playlist
  await page.goto('/music/video-mixes');
  await page.locator('main a[href^="/music/video-mixes/details/"]').first().click();
  await expect(page).toHaveURL(/\/music\/video-mixes\/details\/\d+\//);
  const free = page.locator('main a[href^="/music/watch/"][data-access="free"]');
  await expect(free.nth(1)).toBeVisible();
  const videos = await free.evaluateAll((links) => links.slice(0, 2).map((link) => link.getAttribute('href')!));
  expect(videos).toHaveLength(2);
  const modal = page.getByRole('dialog', { name: 'Add to playlist' });
  await page.goto(videos[0]);
  await page.getByRole('main').getByRole('button', { name: 'Add to playlist', exact: true }).click();
  await modal.getByLabel('New playlist').fill('Evening videos');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Playlist created')).toBeVisible();
  await page.goto(videos[1]);
  await page.getByRole('main').getByRole('button', { name: 'Add to playlist', exact: true }).click();
  await modal.getByRole('button', { name: /^Evening videos/ }).click();
  await expect(page.getByText('Playlist updated')).toBeVisible();

  await openAccountPage(page, 'My Playlists');
  await page.getByRole('link', { name: /Evening videos/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evening videos' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'videos in this playlist' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  const secondTitle = (await rows.nth(1).locator('a[href^="/music/watch/"]').first().textContent())!.trim();

  // Play: once the first video is under way (after any ad), it is sent to its end
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const video = page.getByTestId('video-player');
  const adLabel = page.getByRole('status').filter({ hasText: /^Ad · / });
  await expect
    .poll(async () => (await adLabel.count()) === 0 && (await video.evaluate((element: HTMLVideoElement) => element.currentTime > 0.5)), {
      timeout: 90_000,
    })
    .toBe(true);
  const firstHeading = await page.getByRole('dialog', { name: /^Playing / }).getAttribute('aria-label');
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = element.duration - 0.3;
  });

  // the playlist's next video is offered, and plays in the same player
  const upNext = page.getByRole('status').filter({ hasText: /^Up next: / });
  await expect(upNext).toContainText(`Up next: ${secondTitle} in`);
  await upNext.getByRole('button', { name: 'Play now' }).click();
  const player = page.getByRole('dialog', { name: new RegExp(`^Playing .*${secondTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await expect(player).toBeVisible();
  expect(await player.getAttribute('aria-label')).not.toBe(firstHeading);
});
