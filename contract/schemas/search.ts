import { z } from 'zod';
import { CatalogueItem, ImgQuality, MaturityParam, StarCard } from './catalogue';

// Search calls: GET /api/v2/search/suggest (spec 001 §7) and the full search, whose path and shape
// the spec leaves open (GET /api/v2/search, documented in the OpenAPI description).

/** spec 001 §5 and §9: suggestions from 1 character, at most 5. */
export const SUGGESTION_LIMIT = 5;
export const SEARCH_QUERY_MAX = 100;

const SearchText = z.string().trim().min(1).max(SEARCH_QUERY_MAX);

export const SuggestQuery = z.object({ q: SearchText, optimized: z.enum(['true', 'false']).optional(), maturity: MaturityParam });
export const SuggestResponse = z.object({ suggestions: z.array(z.string()).max(SUGGESTION_LIMIT) });
export type SuggestResponse = z.infer<typeof SuggestResponse>;

/** The entity groups of the full search, in the order the results page shows them. */
export const SEARCH_ENTITIES = ['movies', 'shows', 'originals', 'music', 'music-videos', 'stars'] as const;
export type SearchEntity = (typeof SEARCH_ENTITIES)[number];
export const SEARCH_ENTITY_LABELS: Record<SearchEntity, string> = {
  movies: 'Movies',
  shows: 'TV Shows',
  originals: 'Originals',
  music: 'Music',
  'music-videos': 'Music Videos',
  stars: 'Stars',
};

export const SearchQuery = z.object({
  q: SearchText,
  entity: z.enum(SEARCH_ENTITIES).optional(),
  start: z.coerce.number().int().min(0).max(1000).default(0),
  rows: z.coerce.number().int().min(1).max(50).default(10),
  img_quality: ImgQuality,
  maturity: MaturityParam,
});

/** One entity group: `items` for titles and tracks, `people` for stars (the other list is empty). */
export const SearchGroup = z.object({
  entity: z.enum(SEARCH_ENTITIES),
  title: z.string(),
  total: z.number().int(),
  items: z.array(CatalogueItem),
  people: z.array(StarCard),
});
export type SearchGroup = z.infer<typeof SearchGroup>;

export const SearchResponse = z.object({
  q: z.string(),
  // groups with no match are left out; with `entity` only that group is answered (possibly empty)
  groups: z.array(SearchGroup),
});
export type SearchResponse = z.infer<typeof SearchResponse>;
