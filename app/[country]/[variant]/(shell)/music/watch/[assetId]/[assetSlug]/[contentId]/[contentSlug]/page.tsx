import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTrack } from '@/lib/api/browse';
import { albumLink, starLink } from '@/lib/links';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { PlayButton } from '@/components/player/play-button';
import { DownloadButton } from '@/components/downloads/download-button';
import { FavouriteButton } from '@/components/library/favourite-button';
import { AddToPlaylistButton } from '@/components/library/add-to-playlist-button';
import { favouriteData } from '@/components/library/library-rules';
import { ShareButton } from '@/components/share/share-button';
import { FilmLink } from '@/components/music/film-link';
import { formatDuration } from '@/lib/format';
import { TrackedLink } from '@/components/music/tracked-link';
import { BrowsePage } from '@/components/ui/browse-page';
import { JsonLd } from '@/components/browse/json-ld';
import { trackLink } from '@/components/browse/track-list';
import { isoDuration } from '@/components/browse/asset-json-ld';
import { roleName } from '@/components/browse/person-view';
import { metadataUnlessNotOnProfile, unlessNotOnProfile } from '@/components/profiles/not-on-profile';
import styles from '@/components/browse/browse.module.css';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ assetId: '_', assetSlug: '_', contentId: '_', contentSlug: '_' }];
}

// /music/watch/{assetId}/{assetSlug}/{contentId}/{contentSlug} – a song or music video with Play; one
// above the profile's maturity ceiling says so (issue 49)

interface Props {
  params: Promise<{ assetId: string; contentId: string }>;
}

async function load(props: Props) {
  const { assetId, contentId } = await props.params;
  const id = Number(contentId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const track = await getTrack(id);
  if (!track || String(track.asset_id) !== assetId) notFound();
  return track;
}

export function generateMetadata(props: Props): Promise<Metadata> {
  return metadataUnlessNotOnProfile(() => trackMetadata(props));
}

async function trackMetadata(props: Props): Promise<Metadata> {
  const track = await load(props);
  const t = await getTranslations('music');
  return pageMetadata({
    title: track.content_title ?? track.asset_title,
    description: track.description,
    path: trackLink(track),
    image: track.images.square ?? track.images.thumbnail,
    type: 'music.song',
    keywords: [track.asset_title, ...track.people.map((person) => person.name), t('keyword')],
    musicians: track.people.filter((person) => person.role !== 'actor').map((person) => starLink(person.name, person.person_id)),
  });
}

export default function MusicItemPage(props: Props) {
  return unlessNotOnProfile(() => MusicItem(props));
}

async function MusicItem(props: Props) {
  const track = await load(props);
  const t = await getTranslations('music');
  const locale = await getLocale();
  const tTitle = await getTranslations('title');
  const title = track.content_title ?? track.asset_title;
  const isVideo = track.asset_type === 'MUSIC VIDEO';
  const favourite = favouriteData(track);
  const image = isVideo ? (track.images.thumbnail ?? track.images.square) : track.images.square;
  return (
    <BrowsePage heading={title}>
      <JsonLd
        data={{
          '@type': isVideo ? 'MusicVideoObject' : 'MusicRecording',
          name: title,
          url: absoluteUrl(trackLink(track)),
          ...(track.duration ? { duration: isoDuration(track.duration) } : {}),
          ...(isVideo
            ? {}
            : {
                inAlbum: { '@type': 'MusicAlbum', name: track.asset_title, url: absoluteUrl(albumLink(track.asset_id, track.asset_slug)) },
              }),
          byArtist: track.people.filter((person) => person.role !== 'actor').map((person) => ({ '@type': 'Person', name: person.name })),
        }}
      />
      <div className={styles.hero}>
        {image ? <img className={styles.cover} src={image} alt="" width={220} height={220} /> : null}
        <div>
          <p className={styles.facts}>
            {[
              isVideo ? t('track.musicVideo') : t('track.song'),
              track.release_year,
              track.duration ? formatDuration(track.duration, locale) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {!isVideo ? <p className={styles.facts}>{t('track.fromAlbum', { album: track.asset_title })}</p> : null}
          {track.film ? <FilmLink film={track.film} fromAssetId={track.asset_id} className={styles.facts} /> : null}
          <p className={styles.intro}>{track.description}</p>
          <p className={styles.facts}>
            {track.people.map((person, index) => (
              <span key={`${person.person_id}-${person.role}`}>
                {index > 0 ? ', ' : ''}
                {roleName(person.role, tTitle)}: <Link href={starLink(person.name, person.person_id)}>{person.name}</Link>
              </span>
            ))}
          </p>
          <div className={styles.trackActions}>
            {track.content_id !== null ? <PlayButton contentId={track.content_id} title={title} /> : null}
            {isVideo && track.content_id !== null ? (
              <DownloadButton contentId={track.content_id} title={title} link={trackLink(track)} />
            ) : null}
            {favourite ? <FavouriteButton compact={false} data={favourite} title={title} /> : null}
            {favourite ? (
              <AddToPlaylistButton
                compact={false}
                label={t('track.addToPlaylist')}
                data={
                  isVideo ? { isVideo: true, contents: [favourite.content_id] } : { isMusicAudio: true, contents: [favourite.content_id] }
                }
              />
            ) : null}
            {track.content_id !== null ? (
              <ShareButton contentId={track.content_id} title={title} path={trackLink(track)} image={image} />
            ) : null}
          </div>
          {!isVideo && track.content_id !== null ? (
            <p className={styles.facts}>
              <TrackedLink
                href={albumLink(track.asset_id, track.asset_slug)}
                event={{ event: 'music_more_from_album', content_id: track.content_id, album_id: track.asset_id }}
              >
                {t('track.moreFrom', { album: track.asset_title })}
              </TrackedLink>
            </p>
          ) : null}
        </div>
      </div>
    </BrowsePage>
  );
}
