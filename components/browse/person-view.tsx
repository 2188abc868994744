import Link from 'next/link';
import type { PersonDetail } from '@/contract/schemas/browse';
import { starLink } from '@/lib/links';
import { absoluteUrl } from '@/lib/seo';
import { ItemGrid, EmptyNote } from './item-grid';
import { JsonLd } from './json-ld';
import styles from './browse.module.css';

/** Star tabs (/star/{name}/{id}/{activeTab}): the credits they show, by asset type. */
export const STAR_TABS = [
  { tab: 'all', label: 'All', types: null },
  { tab: 'movies', label: 'Movies', types: ['MOVIE', 'QUICKIE'] },
  { tab: 'shows', label: 'TV Shows', types: ['TV SHOWS', 'ORIGINAL'] },
  { tab: 'music', label: 'Music', types: ['ALBUM', 'MUSIC VIDEO'] },
] as const;
export type StarTab = (typeof STAR_TABS)[number]['tab'];

const ROLE_NAMES: Record<string, string> = {
  actor: 'Actor',
  director: 'Director',
  music_director: 'Music director',
  singer: 'Singer',
  lyricist: 'Lyricist',
};

export function roleName(role: string): string {
  return ROLE_NAMES[role] ?? role.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());
}

export function personSummary(person: PersonDetail): string {
  const roles = person.roles.map(roleName).join(', ');
  return person.bio || `${person.name}${roles ? `, ${roles.toLowerCase()}` : ''}: ${person.credits.length} titles on Chalchitra.`;
}

/** A star's page: portrait, roles and bio, tabs, and the credited titles. */
export function PersonView({ person, tab, withTabs }: { person: PersonDetail; tab: StarTab; withTabs: boolean }) {
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
          description: personSummary(person),
          ...(person.birth_year ? { birthDate: String(person.birth_year) } : {}),
          ...(person.images.square ? { image: absoluteUrl(person.images.square) } : {}),
          jobTitle: person.roles.map(roleName),
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
            {[person.roles.map(roleName).join(' · '), person.birth_year ? `Born ${person.birth_year}` : null].filter(Boolean).join(' — ')}
          </p>
          <p className={styles.intro}>{personSummary(person)}</p>
        </div>
      </div>
      {withTabs ? (
        <nav className={styles.tabs} aria-label={`${person.name} titles`}>
          {STAR_TABS.map((entry) => (
            <Link
              key={entry.tab}
              className={styles.tab}
              href={entry.tab === 'all' ? base : `${base}/${entry.tab}`}
              aria-current={entry.tab === chosen.tab ? 'page' : undefined}
              prefetch={false}
            >
              {entry.label}
            </Link>
          ))}
        </nav>
      ) : null}
      <h2 className={styles.sectionTitle} style={{ marginBottom: '0.75rem' }}>
        {chosen.tab === 'all' ? 'Filmography' : chosen.label}
      </h2>
      {credits.length > 0 ? (
        <ItemGrid items={credits} />
      ) : (
        <EmptyNote>
          No {chosen.label.toLowerCase()} titles with {person.name} yet.
        </EmptyNote>
      )}
    </div>
  );
}
