import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { CatalogueItem } from '@/contract/schemas/catalogue';
import { contentLink } from '@/lib/links';
import { formatDuration } from '@/lib/format';
import { CONTENT_TYPE } from '@/contract/constants';
import { PlayButton } from '@/components/player/play-button';
import { AudioPlayButton } from '@/components/audio/audio-play-button';
import { isMusicAudio, toAudioTrack } from '@/stores/audio-track';
import { FavouriteButton } from '@/components/library/favourite-button';
import { AddToPlaylistButton } from '@/components/library/add-to-playlist-button';
import { favouriteData } from '@/components/library/library-rules';
import type { AddToPlaylistModalData } from '@/stores/ui-store';
import styles from './browse.module.css';

/** The music item page of a track or music video: /music/watch/{assetId}/{assetSlug}/{contentId}/{contentSlug}. */
export function trackLink(item: CatalogueItem): string {
  return contentLink({ ...item, asset_type: 'MUSIC VIDEO' });
}

/** Numbered tracks, each with its own Play; `showAlbum` adds the album title (charts, lists). */
export function TrackList({
  tracks,
  showAlbum = false,
  start = 0,
  addAll,
}: {
  tracks: CatalogueItem[];
  showAlbum?: boolean;
  start?: number;
  /** The add-to-playlist modal data for the whole list (an album, a chart, a playlist). */
  addAll?: AddToPlaylistModalData;
}) {
  const t = useTranslations('browse');
  const locale = useLocale();
  // songs play in the audio bar: Play starts one and queues the rest of the list after it
  const songs = tracks.filter(isMusicAudio).map(toAudioTrack);
  return (
    <>
      {songs.length > 1 || addAll ? (
        <div className={styles.trackActions}>
          {songs.length > 1 ? <AudioPlayButton tracks={songs} label={t('trackList.playAll')} /> : null}
          {addAll ? <AddToPlaylistButton compact={false} data={addAll} label={t('trackList.addAll')} /> : null}
        </div>
      ) : null}
      <ol className={styles.tracks}>
        {tracks.map((track, index) =>
          track.content_id === null ? null : (
            <li key={track.content_id} className={styles.track}>
              <span className={styles.trackNo}>{start + index + 1}</span>
              <span>
                <Link href={trackLink(track)} className={styles.trackTitle} prefetch={false}>
                  {track.content_title}
                </Link>
                {showAlbum ? <span className={styles.trackMeta}> · {track.asset_title}</span> : null}
              </span>
              <span className={styles.trackMeta}>{track.duration ? formatDuration(track.duration, locale) : ''}</span>
              {isMusicAudio(track) ? (
                <span className={styles.trackButtons}>
                  <AudioPlayButton
                    compact
                    tracks={songs.slice(songs.findIndex((song) => song.content_id === track.content_id))}
                    label={t('trackList.play', { title: track.content_title ?? track.asset_title })}
                  />
                  <AudioPlayButton
                    compact
                    mode="queue"
                    tracks={[toAudioTrack(track)]}
                    label={t('trackList.queue', { title: track.content_title ?? track.asset_title })}
                  />
                  <LibraryButtons track={track} />
                </span>
              ) : (
                <span className={styles.trackButtons}>
                  <PlayButton contentId={track.content_id} title={track.content_title ?? track.asset_title} />
                  <LibraryButtons track={track} />
                </span>
              )}
            </li>
          ),
        )}
      </ol>
    </>
  );
}

/** Favourite and Add to playlist for a track or music video (spec 001 §5: favourite data only for those). */
function LibraryButtons({ track }: { track: CatalogueItem }) {
  const t = useTranslations('browse');
  const favourite = favouriteData(track);
  if (!favourite) return null;
  const title = track.content_title ?? track.asset_title;
  const video = track.content_type_id === CONTENT_TYPE.musicVideo;
  return (
    <>
      <FavouriteButton data={favourite} title={title} />
      <AddToPlaylistButton
        data={video ? { isVideo: true, contents: [favourite.content_id] } : { isMusicAudio: true, contents: [favourite.content_id] }}
        label={t('trackList.addToPlaylist', { title })}
      />
    </>
  );
}
