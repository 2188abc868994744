import Link from 'next/link';
import type { ReactNode } from 'react';
import type { AssetDetail } from '@/contract/schemas/catalogue';
import { formatDuration } from '@/lib/format';
import { contentLink, starLink } from '@/lib/links';
import { PlayButton } from '@/components/player/play-button';
import { playsAhead } from '@/components/player/play-ahead';
import { DownloadButton } from '@/components/downloads/download-button';
import { CatalogueCard } from '@/components/catalogue/catalogue-card';
import { WatchlistButton } from '@/components/library/watchlist-button';
import { canWatchlist } from '@/components/library/watchlist-rules';
import styles from './asset-page.module.css';
import { ArtImage } from '@/components/ui/art-image';
import { isCrawlerRequest } from '@/lib/crawler';
import { HydrateLater } from '@/components/ui/hydrate-later';

const LANGUAGE_NAMES: Record<string, string> = {
  hin: 'Hindi',
  pan: 'Punjabi',
  pun: 'Punjabi',
  tam: 'Tamil',
  tel: 'Telugu',
  mar: 'Marathi',
  mal: 'Malayalam',
  kan: 'Kannada',
  eng: 'English',
  ben: 'Bengali',
  ara: 'Arabic',
  guj: 'Gujarati',
  bho: 'Bhojpuri',
  urd: 'Urdu',
};

/** An asset's page: backdrop, details, Play, cast and related titles. */
export async function AssetPage({
  asset,
  playContentId,
  actions,
}: {
  asset: AssetDetail;
  playContentId: number | null;
  actions?: ReactNode;
}) {
  const facts = [
    asset.release_year,
    asset.duration ? formatDuration(asset.duration) : null,
    asset.age_rating,
    asset.language ? (LANGUAGE_NAMES[asset.language] ?? asset.language) : null,
  ].filter(Boolean);
  const director = asset.cast.find((person) => person.role === 'director');
  const actors = asset.cast.filter((person) => person.role === 'actor');
  const crawler = await isCrawlerRequest();

  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        {asset.images.banner ? <img className={styles.backdrop} src={asset.images.banner} alt="" fetchPriority="high" /> : null}
        <div className={styles.heroInner}>
          {asset.images.poster ? (
            <img className={styles.poster} src={asset.images.poster} alt={`${asset.asset_title} poster`} width={300} height={450} />
          ) : null}
          <div className={styles.details}>
            <h1 className={styles.title}>{asset.asset_title}</h1>
            <p className={styles.facts}>
              {facts.map((fact) => (
                <span key={String(fact)}>{fact}</span>
              ))}
              {asset.isFree === 'NO' ? <span className={styles.premium}>Premium</span> : <span className={styles.free}>Free</span>}
            </p>
            {asset.genres.length > 0 ? <p className={styles.genres}>{asset.genres.map((genre) => genre.title).join(' · ')}</p> : null}
            <p className={styles.description}>{asset.description}</p>
            {director ? (
              <p className={styles.credit}>
                <span>Director</span>{' '}
                <Link href={starLink(director.name, director.person_id)} prefetch={false}>
                  {director.name}
                </Link>
              </p>
            ) : null}
            <div className={styles.actions}>
              {playContentId ? (
                <PlayButton contentId={playContentId} title={asset.asset_title} prepareOnLoad={playsAhead(asset.access_level)} />
              ) : (
                <p>Coming soon</p>
              )}
              {playContentId && asset.asset_type !== 'LIVE TV' ? (
                <DownloadButton contentId={playContentId} title={asset.asset_title} link={contentLink(asset)} />
              ) : null}
              {actions}
              {canWatchlist(asset.asset_type) ? (
                <WatchlistButton assetType={asset.asset_type} assetId={asset.asset_id} title={asset.asset_title} />
              ) : null}
            </div>
          </div>
        </div>
      </header>

      <HydrateLater>
        {actors.length > 0 ? (
          <section className={styles.section} aria-labelledby="cast-heading">
            <h2 id="cast-heading" className={styles.sectionTitle}>
              Cast
            </h2>
            <ul className={styles.cast}>
              {actors.map((person) => (
                <li key={`${person.person_id}-${person.character}`}>
                  <Link href={starLink(person.name, person.person_id)} className={styles.person} prefetch={false}>
                    {person.images.square ? (
                      <ArtImage src={person.images.square} alt="" width={96} height={96} />
                    ) : (
                      <span className={styles.avatar} />
                    )}
                    <span className={styles.personName}>{person.name}</span>
                    {person.character ? <span className={styles.character}>{person.character}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {asset.related.length > 0 ? (
          <section className={styles.section} aria-labelledby="related-heading">
            <h2 id="related-heading" className={styles.sectionTitle}>
              More like this
            </h2>
            <ul className={styles.rail}>
              {asset.related.map((item) => (
                <li key={item.asset_id}>
                  <CatalogueCard item={item} shape="poster" crawler={crawler} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </HydrateLater>
    </article>
  );
}
