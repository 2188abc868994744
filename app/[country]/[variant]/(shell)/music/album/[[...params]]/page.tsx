import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { getAlbum } from '@/lib/api/browse';
import { albumLink, starLink } from '@/lib/links';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { CONTENT_TYPE } from '@/contract/constants';
import { BrowsePage } from '@/components/ui/browse-page';
import { JsonLd } from '@/components/browse/json-ld';
import { TrackList, trackLink } from '@/components/browse/track-list';
import { isoDuration } from '@/components/browse/asset-json-ld';
import { roleName } from '@/components/browse/person-view';
import { FilmLink } from '@/components/music/film-link';
import { formatDuration } from '@/lib/format';
import styles from '@/components/browse/browse.module.css';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ params: [] }];
}

// /music/album/{assetId?}/{assetSlug?} – an album and its tracks, each with Play; without an id, the albums list

interface Props {
  params: Promise<{ params?: string[] }>;
}

async function load(props: Props) {
  const { params = [] } = await props.params;
  if (params.length === 0) redirect('/music/explore');
  const id = Number(params[0]);
  if (!Number.isInteger(id) || id <= 0 || params.length > 2) notFound();
  const album = await getAlbum(id);
  if (!album) notFound();
  return album;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const album = await load(props);
  const t = await getTranslations('music');
  return pageMetadata({
    title: t('album.metaTitle', { album: album.asset_title }),
    description: album.description || t('album.metaDescription', { album: album.asset_title, count: album.total }),
    path: albumLink(album.asset_id, album.asset_slug),
    image: album.images.square,
    type: 'music.album',
    keywords: [album.asset_title, ...album.genres.map((genre) => genre.title), ...album.people.map((person) => person.name), t('keyword')],
    musicians: album.people.filter((person) => person.role !== 'actor').map((person) => starLink(person.name, person.person_id)),
  });
}

export default async function AlbumPage(props: Props) {
  const album = await load(props);
  const t = await getTranslations('music');
  const locale = await getLocale();
  const tTitle = await getTranslations('title');
  const path = albumLink(album.asset_id, album.asset_slug);
  const artists = album.people.filter((person) => person.role !== 'actor');
  return (
    <BrowsePage heading={album.asset_title}>
      <JsonLd
        data={{
          '@type': 'MusicAlbum',
          name: album.asset_title,
          url: absoluteUrl(path),
          numTracks: album.total,
          ...(album.images.square ? { image: absoluteUrl(album.images.square) } : {}),
          ...(album.release_year ? { datePublished: String(album.release_year) } : {}),
          byArtist: artists.map((person) => ({ '@type': 'Person', name: person.name })),
          genre: album.genres.map((genre) => genre.title),
          track: album.tracks.map((track) => ({
            '@type': 'MusicRecording',
            name: track.content_title,
            url: absoluteUrl(trackLink(track)),
            ...(track.duration ? { duration: isoDuration(track.duration) } : {}),
          })),
        }}
      />
      <div className={styles.hero}>
        {album.images.square ? (
          <img
            className={styles.cover}
            src={album.images.square}
            alt={t('album.cover', { album: album.asset_title })}
            width={220}
            height={220}
          />
        ) : null}
        <div>
          <p className={styles.facts}>
            {[
              album.release_year,
              t('songCount', { count: album.total }),
              album.duration ? formatDuration(album.duration, locale) : null,
              album.genres.map((genre) => genre.title).join(', '),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className={styles.intro}>{album.description}</p>
          {album.film ? <FilmLink film={album.film} fromAssetId={album.asset_id} className={styles.facts} /> : null}
          {artists.length > 0 ? (
            <p className={styles.facts}>
              {artists.map((person, index) => (
                <span key={`${person.person_id}-${person.role}`}>
                  {index > 0 ? ', ' : ''}
                  {roleName(person.role, tTitle)}: <a href={starLink(person.name, person.person_id)}>{person.name}</a>
                </span>
              ))}
            </p>
          ) : null}
        </div>
      </div>
      <h2 className={styles.sectionTitle} style={{ marginBottom: '0.75rem' }}>
        {t('album.songs')}
      </h2>
      <TrackList
        tracks={album.tracks}
        addAll={
          album.tracks.some((track) => track.content_type_id === CONTENT_TYPE.musicAudio)
            ? { isAlbum: true, assetId: album.asset_id, contents: [album.asset_id] }
            : { isVideoAlbum: true, assetId: album.asset_id, contents: [album.asset_id] }
        }
      />
    </BrowsePage>
  );
}
