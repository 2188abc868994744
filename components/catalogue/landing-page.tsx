import type { ComponentType, ReactNode } from 'react';
import type { CarouselSlide } from '@/contract/schemas/catalogue';
import { contentLimit, getCarousel } from '@/lib/api/catalogue';
import { renderVariantOf, waitUnlessRealCountry } from '@/lib/site';
import { PLAYLIST_ROWS_DEFAULT, PLAYLIST_ROWS_SERVER } from '@/contract/constants';
import { LazyMemberContinueWatching } from './lazy-continue-watching';
import { renderLandingRows, type LandingPageName } from './landing-rows';
import { MoreRows } from './more-rows';
import { HydrateLater } from '@/components/ui/hydrate-later';
import styles from './landing.module.css';

/** Crawlers read a page once and never scroll, so they get this many rows in the first response. */
const BOT_ROWS = 50;

export type LandingSearchParams = Promise<{ start?: string | string[] }>;

/** A landing page's hero, drawn from the carousel's slides (home's HeroCarousel). */
export type LandingHero = ComponentType<{ slides: CarouselSlide[] }>;

/**
 * A landing page (home, movies, originals, quickie, TV, music): a hero carousel on home, and
 * editorial rows. The page that has a hero passes its component (`Hero`), so the others' first
 * load carries none of its client code.
 * The server renders the first rows (spec 001 §9: 2 in server rendering) and MoreRows loads the
 * rest as the visitor scrolls; `?start=N` renders rows from N as a page, for the "More rows" link
 * without JavaScript. Bots get every row at once.
 */
export async function LandingPage({
  page,
  heading,
  Hero,
  searchParams,
}: {
  page: LandingPageName;
  heading: string;
  Hero?: LandingHero;
  searchParams?: LandingSearchParams;
}) {
  const { member, paged } = await renderVariantOf();
  // the address is read only when it asks for later rows, so the first page is cached for everyone
  const start = paged ? await rowStart(searchParams) : 0;
  const continueWatching =
    page === 'home' && start === 0 && member ? (
      // the home page opens with the member's unfinished titles, asked for after the cached page
      <LazyMemberContinueWatching />
    ) : null;
  await waitUnlessRealCountry();
  return <LandingBody page={page} heading={heading} Hero={Hero} start={start} continueWatching={continueWatching} />;
}

/** The landing page's catalogue part; the member's Continue watching passes through it. */
async function LandingBody({
  page,
  heading,
  Hero,
  start,
  continueWatching,
}: {
  page: LandingPageName;
  heading: string;
  Hero: LandingHero | undefined;
  start: number;
  continueWatching: ReactNode;
}) {
  const { bot } = await renderVariantOf();
  const first = start === 0;
  // the rows a phone shows without scrolling load their artwork at once (one under a hero, two without)
  const eagerRows = !first ? 0 : Hero ? 1 : 2;
  const [slides, rows, limit] = await Promise.all([
    Hero && first ? getCarousel() : Promise.resolve([]),
    renderLandingRows(page, start, bot ? BOT_ROWS : first ? PLAYLIST_ROWS_SERVER : PLAYLIST_ROWS_DEFAULT, {
      eagerRows,
      lead: first && !Hero,
      crawler: bot,
    }),
    contentLimit(),
  ]);
  return (
    <div className={styles.landing}>
      <h1 className="visually-hidden">{heading}</h1>
      {Hero && slides.length > 0 ? <Hero slides={slides} /> : <div className={styles.spacer} />}
      {continueWatching}
      <HydrateLater>
        {rows.rows}
        {rows.next !== null && !bot ? <MoreRows page={page} start={rows.next} contentLimit={limit} /> : null}
      </HydrateLater>
    </div>
  );
}

async function rowStart(searchParams: LandingSearchParams | undefined): Promise<number> {
  const { start } = (await searchParams) ?? {};
  const value = typeof start === 'string' && /^\d{1,4}$/.test(start) ? Number(start) : 0;
  return value <= 1000 ? value : 0;
}
