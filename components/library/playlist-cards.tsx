import Link from 'next/link';
import type { PlaylistSummary } from '@/contract/schemas/library';
import { userPlaylistLink } from '@/lib/links';
import styles from './library.module.css';

/** A user's playlists of one kind as cards, each opening its playlist page. */
export function PlaylistCards({ playlists, showPrivacy = false }: { playlists: PlaylistSummary[]; showPrivacy?: boolean }) {
  return (
    <ul className={styles.playlists}>
      {playlists.map((playlist) => (
        <li key={playlist.playlist_id}>
          <Link href={userPlaylistLink(playlist)} className={styles.playlistCard} prefetch={false}>
            <span className={styles.playlistTitle}>{playlist.title}</span>
            <span className={styles.pickMeta}>
              {[
                `${playlist.playlist_count} ${playlist.playlist_type === 'video' ? 'videos' : 'songs'}`,
                showPrivacy ? (playlist.is_public ? 'Public' : 'Private') : null,
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
  const tabs = [
    { key: 'watchlist', href: '/account/watchlist', label: 'Watchlist' },
    { key: 'favourites', href: '/account/favourites', label: 'Favourites' },
    { key: 'playlists', href: '/account/playlists', label: 'My Playlists' },
  ] as const;
  return (
    <nav aria-label="Your library">
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link href={tab.href} className={styles.tab} aria-current={tab.key === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
