import Link from 'next/link';
import type { CatalogueItem } from '@/server/modules/catalogue/catalogue.schemas';
import { contentLink } from '@/lib/links';
import { formatDuration } from '@/lib/format';
import { PlayButton } from '@/components/player/play-button';
import styles from './browse.module.css';

/** The music item page of a track or music video: /music/watch/{assetId}/{assetSlug}/{contentId}/{contentSlug}. */
export function trackLink(item: CatalogueItem): string {
  return contentLink({ ...item, asset_type: 'MUSIC VIDEO' });
}

/** Numbered tracks, each with its own Play; `showAlbum` adds the album title (charts, lists). */
export function TrackList({ tracks, showAlbum = false, start = 0 }: { tracks: CatalogueItem[]; showAlbum?: boolean; start?: number }) {
  return (
    <ol className={styles.tracks}>
      {tracks.map((track, index) => track.content_id === null ? null : (
        <li key={track.content_id} className={styles.track}>
          <span className={styles.trackNo}>{start + index + 1}</span>
          <span>
            <Link href={trackLink(track)} className={styles.trackTitle} prefetch={false}>{track.content_title}</Link>
            {showAlbum ? <span className={styles.trackMeta}> · {track.asset_title}</span> : null}
          </span>
          <span className={styles.trackMeta}>{track.duration ? formatDuration(track.duration) : ''}</span>
          <PlayButton contentId={track.content_id} title={track.content_title ?? track.asset_title} />
        </li>
      ))}
    </ol>
  );
}
