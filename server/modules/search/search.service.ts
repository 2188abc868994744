import type { ItemRow } from '../catalogue/catalogue.repository';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { SearchHit, SearchRepository } from './search.repository';
import {
  SEARCH_ENTITIES,
  SEARCH_ENTITY_LABELS,
  SUGGESTION_LIMIT,
  type SearchEntity,
  type SearchGroup,
  type SearchResponse,
} from '../../../contract/schemas/search';

// Search rules: suggestions (prefix first, trigram as a bounded fallback) and the grouped full search,
// both within the viewer's maturity ceiling (`ceiling`). Its routes cache the answers in the
// catalogue's namespace, so a catalogue change drops them too.

export interface SearchServiceDeps {
  repository: SearchRepository;
  catalogue: Pick<CatalogueService, 'formatItems' | 'formatPeople'>;
}

export function createSearchService({ repository, catalogue }: SearchServiceDeps) {
  async function group(
    entity: SearchEntity,
    text: string,
    query: { ceiling: number; start: number; rows: number; imgQuality: number },
  ): Promise<SearchGroup> {
    const { ceiling, start, rows, imgQuality } = query;
    const hits = await repository.search(entity, text, ceiling, start, rows);
    const total = hits[0]?.total ?? 0;
    if (entity === 'stars') {
      const byId = new Map((await repository.peopleByIds(ids(hits, 'personId'))).map((row) => [row.id, row]));
      const ordered = hits.flatMap((hit) => (hit.personId !== null && byId.has(hit.personId) ? [byId.get(hit.personId)!] : []));
      return { entity, title: SEARCH_ENTITY_LABELS[entity], total, items: [], people: await catalogue.formatPeople(ordered, imgQuality) };
    }
    const [assetRows, contentRows] = await Promise.all([
      repository.assetsByIds(ids(hits, 'assetId')),
      repository.contentsByIds(ids(hits, 'contentId')),
    ]);
    const assetsById = new Map(assetRows.map((row) => [row.id, row]));
    const contentsById = new Map(contentRows.map((row) => [row.id, row]));
    const rowsInOrder: ItemRow[] = hits.flatMap((hit) => {
      const asset = hit.assetId === null ? undefined : assetsById.get(hit.assetId);
      if (!asset) return [];
      return [{ asset, content: hit.contentId === null ? null : (contentsById.get(hit.contentId) ?? null) }];
    });
    return { entity, title: SEARCH_ENTITY_LABELS[entity], total, items: await catalogue.formatItems(rowsInOrder, imgQuality), people: [] };
  }

  return {
    /** spec 001 §4–§5: at most 5 suggestions, prefix matches first, then near spellings. */
    async suggest(text: string, ceiling: number): Promise<string[]> {
      const byPrefix = await repository.suggestByPrefix(text, ceiling, SUGGESTION_LIMIT);
      if (byPrefix.length >= SUGGESTION_LIMIT) return byPrefix;
      const near = await repository.suggestBySimilarity(text, ceiling, SUGGESTION_LIMIT);
      return [...new Set([...byPrefix, ...near])].slice(0, SUGGESTION_LIMIT);
    },

    /** The full search: every entity group (empty ones left out), or one group paged by start and rows. */
    async search(query: {
      q: string;
      entity?: SearchEntity;
      ceiling: number;
      start: number;
      rows: number;
      imgQuality: number;
    }): Promise<SearchResponse> {
      if (query.entity) return { q: query.q, groups: [await group(query.entity, query.q, query)] };
      const groups = await Promise.all(SEARCH_ENTITIES.map((entity) => group(entity, query.q, { ...query, start: 0 })));
      return { q: query.q, groups: groups.filter((found) => found.total > 0) };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;

function ids(hits: SearchHit[], field: 'assetId' | 'contentId' | 'personId'): number[] {
  return [...new Set(hits.flatMap((hit) => (hit[field] === null ? [] : [hit[field]])))];
}
