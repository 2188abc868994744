import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { SearchEntity, SearchGroup } from '@/contract/schemas/search';
import { ItemGrid, PeopleGrid, Section } from './item-grid';
import { searchEntityLink } from '@/lib/links';

/** The `search` key of each entity type's name (Movies, TV Shows …). */
export const SEARCH_ENTITY_KEYS: Record<SearchEntity, string> = {
  movies: 'entities.movies',
  shows: 'entities.shows',
  originals: 'entities.originals',
  music: 'entities.music',
  'music-videos': 'entities.musicVideos',
  stars: 'entities.stars',
};

/** One entity group of the search results: cards, or star portraits. */
export function SearchGroupSection({ group, q, withMore }: { group: SearchGroup; q: string; withMore: boolean }) {
  const t = useTranslations('search');
  const more =
    withMore && group.total > group.items.length + group.people.length
      ? { href: searchEntityLink(group.entity, q), label: t('group.all', { count: group.total }) }
      : undefined;
  return (
    <Section
      id={`results-${group.entity}`}
      title={t('group.title', { label: t(SEARCH_ENTITY_KEYS[group.entity]), count: group.total })}
      more={more}
    >
      {group.entity === 'stars' ? (
        <PeopleGrid people={group.people} />
      ) : (
        <ItemGrid
          items={group.items}
          shape={group.entity === 'music' ? 'square' : group.entity === 'music-videos' ? 'landscape' : 'poster'}
        />
      )}
    </Section>
  );
}

export function SearchPager({ entity, q, start, rows, total }: { entity: string; q: string; start: number; rows: number; total: number }) {
  const t = useTranslations('search');
  const base = searchEntityLink(entity, q);
  return (
    <nav aria-label={t('pager.label')} style={{ display: 'flex', gap: '1rem', marginTop: '1rem' }}>
      {start > 0 ? <Link href={`${base}?start=${Math.max(0, start - rows)}`}>{t('pager.previous')}</Link> : null}
      {start + rows < total ? <Link href={`${base}?start=${start + rows}`}>{t('pager.next')}</Link> : null}
    </nav>
  );
}
