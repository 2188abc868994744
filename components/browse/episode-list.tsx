import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ContentSummary } from '@/contract/schemas/catalogue';
import { CONTENT_TYPE } from '@/contract/constants';
import { formatDuration } from '@/lib/format';
import { PlayButton } from '@/components/player/play-button';
import styles from './browse.module.css';

/** The episodes of a show or an original (content types episode 34 and original 45), by season number. */
export function episodesOf(contents: ContentSummary[]): ContentSummary[] {
  return contents.filter(
    (content) => content.content_type_id === CONTENT_TYPE.episode || content.content_type_id === CONTENT_TYPE.original,
  );
}

/** The season content (type 33) an episode belongs to; TV episode links carry its id. */
export function seasonIdOf(contents: ContentSummary[], episode: ContentSummary): number | null {
  return (
    contents.find((content) => content.content_type_id === CONTENT_TYPE.season && content.season_number === episode.season_number)
      ?.content_id ?? null
  );
}

/** Seasons with their episodes; each episode links to its page and has its own Play. */
export function EpisodeList({
  showTitle,
  episodes,
  linkOf,
  current,
}: {
  showTitle: string;
  episodes: ContentSummary[];
  linkOf: (episode: ContentSummary) => string;
  current: number | null;
}) {
  const t = useTranslations('title');
  const locale = useLocale();
  const seasons = [...new Set(episodes.map((episode) => episode.season_number ?? 1))].sort((a, b) => a - b);
  return (
    <div style={{ padding: '0 var(--page-gutter, 4vw)' }}>
      {seasons.map((season) => (
        <section key={season} className={styles.section} aria-labelledby={`season-${season}`}>
          <h2 id={`season-${season}`} className={styles.sectionTitle} style={{ marginBottom: '0.75rem' }}>
            {seasons.length > 1 || season > 1 ? t('episodes.season', { season }) : t('episodes.heading')}
          </h2>
          <ol className={styles.tracks}>
            {episodes
              .filter((episode) => (episode.season_number ?? 1) === season)
              .map((episode) => (
                <li key={episode.content_id} className={styles.track} aria-current={episode.content_id === current ? 'true' : undefined}>
                  <span className={styles.trackNo}>{episode.episode_number ?? ''}</span>
                  <Link href={linkOf(episode)} className={styles.trackTitle} prefetch={false}>
                    {episode.content_title}
                  </Link>
                  <span className={styles.trackMeta}>{episode.duration ? formatDuration(episode.duration, locale) : ''}</span>
                  {episode.playable ? (
                    <PlayButton contentId={episode.content_id} title={`${showTitle}: ${episode.content_title}`} />
                  ) : (
                    <span />
                  )}
                </li>
              ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
