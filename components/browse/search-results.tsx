import Link from 'next/link';
import type { SearchGroup } from '@/contract/schemas/search';
import { ItemGrid, PeopleGrid, Section } from './item-grid';
import { searchEntityLink } from '@/lib/links';

/** One entity group of the search results: cards, or star portraits. */
export function SearchGroupSection({ group, q, withMore }: { group: SearchGroup; q: string; withMore: boolean }) {
  const more =
    withMore && group.total > group.items.length + group.people.length
      ? { href: searchEntityLink(group.entity, q), label: `All ${group.total}` }
      : undefined;
  return (
    <Section id={`results-${group.entity}`} title={`${group.title} (${group.total})`} more={more}>
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
  const base = searchEntityLink(entity, q);
  return (
    <nav aria-label="Result pages" style={{ display: 'flex', gap: '1rem', marginTop: '1rem' }}>
      {start > 0 ? <Link href={`${base}?start=${Math.max(0, start - rows)}`}>Previous</Link> : null}
      {start + rows < total ? <Link href={`${base}?start=${start + rows}`}>Next</Link> : null}
    </nav>
  );
}
