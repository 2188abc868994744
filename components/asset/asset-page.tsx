import Link from 'next/link';
import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import type { AssetDetail } from '@/contract/schemas/catalogue';
import { displayLanguageName, formatDuration, formatNameList } from '@/lib/format';
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

/** The `title` key of each audio language's name, by the catalogue's code. */
const LANGUAGE_KEYS: Record<string, string> = {
  hin: 'languages.hindi',
  pan: 'languages.punjabi',
  pun: 'languages.punjabi',
  tam: 'languages.tamil',
  tel: 'languages.telugu',
  mar: 'languages.marathi',
  mal: 'languages.malayalam',
  kan: 'languages.kannada',
  eng: 'languages.english',
  ben: 'languages.bengali',
  ara: 'languages.arabic',
  guj: 'languages.gujarati',
  bho: 'languages.bhojpuri',
  urd: 'languages.urdu',
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
  const t = await getTranslations('title');
  const locale = await getLocale();
  const languageKey = asset.language ? LANGUAGE_KEYS[asset.language] : undefined;
  const facts = [
    asset.release_year,
    asset.duration ? formatDuration(asset.duration, locale) : null,
    asset.age_rating,
    languageKey ? t(languageKey) : asset.language || null,
  ].filter(Boolean);
  // the languages its media really has (issue 50): its own and its dubs, and its subtitles
  const names = (codes: string[]) =>
    formatNameList(
      codes.map((code) => (LANGUAGE_KEYS[code] ? t(LANGUAGE_KEYS[code]) : displayLanguageName(code, locale))),
      locale,
    );
  const audio = asset.audio_languages;
  const subtitles = asset.subtitle_languages;
  const director = asset.cast.find((person) => person.role === 'director');
  const actors = asset.cast.filter((person) => person.role === 'actor');
  const crawler = await isCrawlerRequest();

  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        {asset.images.banner ? <img className={styles.backdrop} src={asset.images.banner} alt="" fetchPriority="high" /> : null}
        <div className={styles.heroInner}>
          {asset.images.poster ? (
            <img
              className={styles.poster}
              src={asset.images.poster}
              alt={t('asset.poster', { title: asset.asset_title })}
              width={300}
              height={450}
            />
          ) : null}
          <div className={styles.details}>
            <h1 className={styles.title}>{asset.asset_title}</h1>
            <p className={styles.facts}>
              {facts.map((fact) => (
                <span key={String(fact)}>{fact}</span>
              ))}
              {asset.isFree === 'NO' ? (
                <span className={styles.premium}>{t('asset.premium')}</span>
              ) : (
                <span className={styles.free}>{t('asset.free')}</span>
              )}
            </p>
            {audio.length > 0 || subtitles.length > 0 ? (
              <p className={styles.languages}>
                {audio.length > 0 ? <span>{t('asset.audioLanguages', { languages: names(audio) })}</span> : null}
                {subtitles.length > 0 ? <span>{t('asset.subtitleLanguages', { languages: names(subtitles) })}</span> : null}
              </p>
            ) : null}
            {asset.genres.length > 0 ? <p className={styles.genres}>{asset.genres.map((genre) => genre.title).join(' · ')}</p> : null}
            <p className={styles.description}>{asset.description}</p>
            {director ? (
              <p className={styles.credit}>
                <span>{t('asset.director')}</span>{' '}
                <Link href={starLink(director.name, director.person_id)} prefetch={false}>
                  {director.name}
                </Link>
              </p>
            ) : null}
            <div className={styles.actions}>
              {playContentId ? (
                <PlayButton contentId={playContentId} title={asset.asset_title} prepareOnLoad={playsAhead(asset.access_level)} />
              ) : (
                <p>{t('asset.comingSoon')}</p>
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
              {t('asset.cast')}
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
              {t('asset.moreLikeThis')}
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
