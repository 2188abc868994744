import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { PlaylistSummary } from '@/contract/schemas/library';
import { userPlaylistLink } from '@/lib/links';
import styles from './library.module.css';

/** A user's playlists of one kind as cards, each opening its playlist page. */
export function PlaylistCards({ playlists, showPrivacy = false }: { playlists: PlaylistSummary[]; showPrivacy?: boolean }) {
  const t = useTranslations('library');
  return (
    <ul className={styles.playlists}>
      {playlists.map((playlist) => (
        <li key={playlist.playlist_id}>
          <Link href={userPlaylistLink(playlist)} className={styles.playlistCard} prefetch={false}>
            <span className={styles.playlistTitle}>{playlist.title}</span>
            <span className={styles.pickMeta}>
              {[
                t(playlist.playlist_type === 'video' ? 'playlists.videos' : 'playlists.songs', { count: playlist.playlist_count }),
                showPrivacy ? t(playlist.is_public ? 'playlists.public' : 'playlists.private') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The library pages' tabs: Watchlist, Favourites, My Playlists. */
export function LibraryTabs({ current }: { current: 'watchlist' | 'favourites' | 'playlists' }) {
  const t = useTranslations('library');
  const tabs = [
    { key: 'watchlist', href: '/account/watchlist' },
    { key: 'favourites', href: '/account/favourites' },
    { key: 'playlists', href: '/account/playlists' },
  ] as const;
  return (
    <nav aria-label={t('tabs.label')}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link href={tab.href} className={styles.tab} aria-current={tab.key === current ? 'page' : undefined}>
              {t(`tabs.${tab.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
