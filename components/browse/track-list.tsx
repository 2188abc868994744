import Link from 'next/link';
import type { CatalogueItem } from '@/server/modules/catalogue/catalogue.schemas';
import { contentLink } from '@/lib/links';
import { formatDuration } from '@/lib/format';
import { PlayButton } from '@/components/player/play-button';
import { AudioPlayButton } from '@/components/audio/audio-play-button';
import { isMusicAudio, toAudioTrack } from '@/components/audio/to-audio-track';
import styles from './browse.module.css';

/** The music item page of a track or music video: /music/watch/{assetId}/{assetSlug}/{contentId}/{contentSlug}. */
export function trackLink(item: CatalogueItem): string {
  return contentLink({ ...item, asset_type: 'MUSIC VIDEO' });
}

/** Numbered tracks, each with its own Play; `showAlbum` adds the album title (charts, lists). */
export function TrackList({ tracks, showAlbum = false, start = 0 }: { tracks: CatalogueItem[]; showAlbum?: boolean; start?: number }) {
  // songs play in the audio bar: Play starts one and queues the rest of the list after it
  const songs = tracks.filter(isMusicAudio).map(toAudioTrack);
  return (
    <>
    {songs.length > 1 ? <div className={styles.trackActions}><AudioPlayButton tracks={songs} label="Play all" /></div> : null}
    <ol className={styles.tracks}>
      {tracks.map((track, index) => track.content_id === null ? null : (
        <li key={track.content_id} className={styles.track}>
          <span className={styles.trackNo}>{start + index + 1}</span>
          <span>
            <Link href={trackLink(track)} className={styles.trackTitle} prefetch={false}>{track.content_title}</Link>
            {showAlbum ? <span className={styles.trackMeta}> · {track.asset_title}</span> : null}
          </span>
          <span className={styles.trackMeta}>{track.duration ? formatDuration(track.duration) : ''}</span>
          {isMusicAudio(track) ? (
            <span className={styles.trackButtons}>
              <AudioPlayButton compact tracks={songs.slice(songs.findIndex((song) => song.content_id === track.content_id))} label={`Play ${track.content_title ?? track.asset_title}`} />
              <AudioPlayButton compact mode="queue" tracks={[toAudioTrack(track)]} label={`Add ${track.content_title ?? track.asset_title} to the queue`} />
            </span>
          ) : (
            <PlayButton contentId={track.content_id} title={track.content_title ?? track.asset_title} />
          )}
        </li>
      ))}
    </ol>
    </>
  );
}
