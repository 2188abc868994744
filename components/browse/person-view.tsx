import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { PersonDetail } from '@/contract/schemas/browse';
import { starLink } from '@/lib/links';
import { absoluteUrl } from '@/lib/seo';
import { ItemGrid, EmptyNote } from './item-grid';
import { JsonLd } from './json-ld';
import styles from './browse.module.css';

/** Star tabs (/star/{name}/{id}/{activeTab}): the credits they show, by asset type. */
export const STAR_TABS = [
  { tab: 'all', label: 'person.tabs.all', types: null },
  { tab: 'movies', label: 'person.tabs.movies', types: ['MOVIE', 'QUICKIE'] },
  { tab: 'shows', label: 'person.tabs.shows', types: ['TV SHOWS', 'ORIGINAL'] },
  { tab: 'music', label: 'person.tabs.music', types: ['ALBUM', 'MUSIC VIDEO'] },
] as const;
export type StarTab = (typeof STAR_TABS)[number]['tab'];

/** A translator of the `title` namespace (useTranslations or getTranslations). */
export type TitleTranslator = (key: string, values?: Record<string, string | number>) => string;

const ROLE_KEYS: Record<string, string> = {
  actor: 'person.roles.actor',
  director: 'person.roles.director',
  music_director: 'person.roles.musicDirector',
  singer: 'person.roles.singer',
  lyricist: 'person.roles.lyricist',
};

/** A credit's role in the page's language; a role the catalogue adds later reads as its code, capitalised. */
export function roleName(role: string, t: TitleTranslator): string {
  const key = ROLE_KEYS[role];
  return key ? t(key) : role.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());
}

export function personSummary(person: PersonDetail, t: TitleTranslator): string {
  if (person.bio) return person.bio;
  const roles = person.roles.map((role) => roleName(role, t)).join(', ');
  const count = person.credits.length;
  return roles
    ? t('person.summaryWithRoles', { name: person.name, roles: roles.toLowerCase(), count })
    : t('person.summary', { name: person.name, count });
}

/** A star's page: portrait, roles and bio, tabs, and the credited titles. */
export function PersonView({ person, tab, withTabs }: { person: PersonDetail; tab: StarTab; withTabs: boolean }) {
  const t = useTranslations('title');
  const chosen = STAR_TABS.find((entry) => entry.tab === tab) ?? STAR_TABS[0];
  const credits = chosen.types
    ? person.credits.filter((credit) => (chosen.types as readonly string[]).includes(credit.asset_type))
    : person.credits;
  const base = starLink(person.name, person.person_id);
  return (
    <div className={styles.page}>
      <JsonLd
        data={{
          '@type': 'Person',
          name: person.name,
          url: absoluteUrl(base),
          description: personSummary(person, t),
          ...(person.birth_year ? { birthDate: String(person.birth_year) } : {}),
          ...(person.images.square ? { image: absoluteUrl(person.images.square) } : {}),
          jobTitle: person.roles.map((role) => roleName(role, t)),
        }}
      />
      <div className={styles.hero}>
        {person.images.square ? (
          <img className={styles.portrait} src={person.images.square} alt={person.name} width={180} height={180} />
        ) : (
          <span className={styles.portrait} />
        )}
        <div>
          <h1 className={styles.heading}>{person.name}</h1>
          <p className={styles.facts}>
            {[
              person.roles.map((role) => roleName(role, t)).join(' · '),
              person.birth_year ? t('person.born', { year: person.birth_year }) : null,
            ]
              .filter(Boolean)
              .join(' — ')}
          </p>
          <p className={styles.intro}>{personSummary(person, t)}</p>
        </div>
      </div>
      {withTabs ? (
        <nav className={styles.tabs} aria-label={t('person.tabsLabel', { name: person.name })}>
          {STAR_TABS.map((entry) => (
            <Link
              key={entry.tab}
              className={styles.tab}
              href={entry.tab === 'all' ? base : `${base}/${entry.tab}`}
              aria-current={entry.tab === chosen.tab ? 'page' : undefined}
              prefetch={false}
            >
              {t(entry.label)}
            </Link>
          ))}
        </nav>
      ) : null}
      <h2 className={styles.sectionTitle} style={{ marginBottom: '0.75rem' }}>
        {chosen.tab === 'all' ? t('person.filmography') : t(chosen.label)}
      </h2>
      {credits.length > 0 ? (
        <ItemGrid items={credits} />
      ) : (
        <EmptyNote>{t('person.empty', { tab: chosen.tab, name: person.name })}</EmptyNote>
      )}
    </div>
  );
}
