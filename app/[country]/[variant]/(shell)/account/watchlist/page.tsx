import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { getWatchlist } from '@/lib/api/library-server';
import { loginLink } from '@/lib/return-path';
import { Section } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';
import { CatalogueCard } from '@/components/catalogue/catalogue-card';
import { LibraryTabs } from '@/components/library/playlist-cards';
import { WatchlistEmpty, WatchlistOnly } from '@/components/library/watchlist-filter';
import browse from '@/components/browse/browse.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('library');
  return { title: t('tabs.watchlist'), robots: { index: false } };
}

// /account/watchlist – the watchlist grouped Movies, Originals, TV Shows, newest first (spec 001 §3)

const GROUPS = [
  { key: 'MOVIE', title: 'movies' },
  { key: 'ORIGINAL', title: 'originals' },
  { key: 'TV SHOW', title: 'tvShows' },
] as const;

export default async function WatchlistPage() {
  const [watchlist, t] = await Promise.all([getWatchlist(), getTranslations('library')]);
  if (!watchlist) redirect(loginLink('/account/watchlist'));
  const empty = GROUPS.every((group) => watchlist.data[group.key].length === 0);
  return (
    <BrowsePage heading={t('tabs.watchlist')}>
      <LibraryTabs current="watchlist" />
      <WatchlistEmpty initiallyEmpty={empty} />
      {GROUPS.map((group) =>
        watchlist.data[group.key].length === 0 ? null : (
          <Section key={group.key} id={`watchlist-${group.key.replace(' ', '-').toLowerCase()}`} title={t(`watchlistPage.${group.title}`)}>
            <ul className={`${browse.grid} ${browse.poster}`}>
              {watchlist.data[group.key].map((item) => (
                <WatchlistOnly
                  key={item.watchlist_id}
                  target={{
                    assetType: item.asset_type,
                    assetId: item.asset_id,
                    contentId: group.key === 'ORIGINAL' ? item.content_id : null,
                  }}
                >
                  <li>
                    <CatalogueCard item={item} shape="poster" />
                  </li>
                </WatchlistOnly>
              ))}
            </ul>
          </Section>
        ),
      )}
    </BrowsePage>
  );
}
