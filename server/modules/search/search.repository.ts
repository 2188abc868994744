import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { assets, contents, people } from '../../db/schema';
import type { AssetRow, ContentRow, PersonRow } from '../catalogue/catalogue.repository';
import { assetsWithin } from '../catalogue/maturity-ceiling';
import type { SearchEntity } from '../../../contract/schemas/search';

// Search queries, in SQL on PostgreSQL (and PGlite): migration 0002_search defines search_norm,
// search_doc, their indexes and the search_terms dictionary. Results and suggestions keep to the
// viewer's maturity ceiling (`ceiling`, a rank: catalogue/maturity-ceiling.ts).

/** Trigram fallback: the nearest keys looked at, and how far one may be (word-similarity distance). */
const FALLBACK_CANDIDATES = 20;
const FALLBACK_MAX_DISTANCE = 0.5;
/** Below this many normalised characters a trigram lookup finds nothing useful. */
const FALLBACK_MIN_LENGTH = 3;

/**
 * Under a ceiling, suggestions are the dictionary's most popular this many, less those that name no
 * title the viewer is shown: a bounded cost, whatever the prefix.
 */
const CEILING_CANDIDATES = 25;

/** Near-spelling (trigram) matches join the full search from this many normalised characters. */
const FUZZY_MIN_LENGTH = 4;

/**
 * Queries this short (one or two letters) match a large share of a big catalogue (~100,000 tracks
 * for 'a' at a million). They look only at a group's most popular documents (SHORT_QUERY_SCOPE,
 * read in popularity order through an index, a bounded cost whatever the query) and rank and count
 * at most SHORT_QUERY_CANDIDATES matches among them, so their group total is capped too. Longer
 * queries rank and count every match.
 */
const SHORT_QUERY_LENGTH = 2;
const SHORT_QUERY_SCOPE = 20_000;
export const SHORT_QUERY_CANDIDATES = 500;

export interface SearchHit {
  assetId: number | null;
  contentId: number | null;
  personId: number | null;
  total: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A search document (alias d) the viewer is shown: a star, or a title or track of an asset within the ceiling. */
function documentShown(ceiling: number): SQL {
  const within = assetsWithin(ceiling);
  return within ? sql`(d.kind = 'person' OR EXISTS (SELECT 1 FROM ${assets} WHERE ${assets.id} = d.asset_id AND ${within}))` : sql`TRUE`;
}

/**
 * A suggestion is a display text, the title of the most popular title (or star) sharing a key, with
 * no link to it: under a ceiling it is offered only when a title (or star) of that very name is
 * shown, so an above-ceiling title's name is never suggested.
 */
function suggestionShown(ceiling: number, display: SQL): SQL {
  if (!assetsWithin(ceiling)) return sql`TRUE`;
  return sql`EXISTS (SELECT 1 FROM search_documents d WHERE d.norm = search_norm(${display}) AND ${documentShown(ceiling)})`;
}

export function createSearchRepository(db: Db) {
  return {
    /** spec 001 §4: suggestions by prefix of a title, an alternative title or a word, most popular first. */
    async suggestByPrefix(text: string, ceiling: number, limit: number): Promise<string[]> {
      const candidates = assetsWithin(ceiling) ? CEILING_CANDIDATES : limit;
      const result = await db.execute(sql`
        WITH q AS (SELECT search_norm(${text}) AS n),
        top AS (
          SELECT display, max(popularity) AS popularity FROM search_terms, q
          WHERE q.n <> '' AND term ~>=~ q.n AND term ~<~ (q.n || chr(1114111))
          GROUP BY display ORDER BY max(popularity) DESC, display LIMIT ${candidates}
        )
        SELECT display FROM top WHERE ${suggestionShown(ceiling, sql`top.display`)}
        ORDER BY popularity DESC, display LIMIT ${limit}`);
      return rowsOf<{ display: string }>(result).map((row) => row.display);
    },

    /** Typo tolerance: the nearest dictionary keys by trigram word similarity (GiST KNN, bounded). */
    async suggestBySimilarity(text: string, ceiling: number, limit: number): Promise<string[]> {
      const result = await db.execute(sql`
        WITH q AS (SELECT search_norm(${text}) AS n),
        near AS (
          SELECT display, popularity, q.n <<-> term AS distance FROM search_terms, q
          WHERE length(q.n) >= ${FALLBACK_MIN_LENGTH}
          ORDER BY q.n <<-> term LIMIT ${FALLBACK_CANDIDATES}
        )
        SELECT display FROM near WHERE distance <= ${FALLBACK_MAX_DISTANCE} AND ${suggestionShown(ceiling, sql`near.display`)}
        GROUP BY display ORDER BY min(distance), max(popularity) DESC LIMIT ${limit}`);
      return rowsOf<{ display: string }>(result).map((row) => row.display);
    },

    /**
     * One entity group's matches in search_documents (migration 0008), ranked by relevance tier
     * (3 exact title or alternative title, 2 title starting with the query, 1 every word found,
     * 0 near spelling) then popularity, with the group total. The normalised query and tsquery are
     * sent as values, so the planner sees them and picks the GIN indexes.
     */
    async search(entity: SearchEntity, text: string, ceiling: number, start: number, rows: number): Promise<SearchHit[]> {
      const [{ n }] = rowsOf<{ n: string }>(await db.execute(sql`SELECT search_norm(${text}) AS n`));
      const words = n.split(' ').filter((word) => word !== '');
      if (words.length === 0) return [];
      // search_norm leaves no quotes or backslashes, so each word is a safe quoted lexeme, matched as a prefix
      const tsquery = sql`to_tsquery('simple', ${words.map((word) => `'${word}':*`).join(' & ')})`;
      const fuzzy = n.length >= FUZZY_MIN_LENGTH ? sql` OR d.norm % ${n}` : sql``;
      // short queries: among the most popular documents only (index search_documents_popularity); the
      // scope is limited before the text filter so that a query matching nothing cannot scan the group
      const candidates =
        n.length <= SHORT_QUERY_LENGTH
          ? sql`(SELECT * FROM (SELECT * FROM search_documents s WHERE s.entity = ${entity} ORDER BY s.popularity DESC LIMIT ${SHORT_QUERY_SCOPE}) c
            WHERE c.doc @@ ${tsquery} ORDER BY c.popularity DESC LIMIT ${SHORT_QUERY_CANDIDATES})`
          : sql`search_documents`;
      const result = await db.execute(sql`
        SELECT CASE WHEN d.kind = 'person' THEN NULL ELSE d.asset_id END AS "assetId",
          CASE WHEN d.kind = 'track' THEN d.id END AS "contentId",
          CASE WHEN d.kind = 'person' THEN d.id END AS "personId",
          (count(*) OVER ())::int AS total
        FROM ${candidates} d
        WHERE d.entity = ${entity} AND (d.doc @@ ${tsquery}${fuzzy}) AND ${documentShown(ceiling)}
        ORDER BY CASE
            WHEN d.norm = ${n} OR ${n} = ANY(d.alt_norms) THEN 3
            WHEN starts_with(d.norm, ${n}) OR EXISTS (SELECT 1 FROM unnest(d.alt_norms) x WHERE starts_with(x, ${n})) THEN 2
            WHEN d.doc @@ ${tsquery} THEN 1 ELSE 0 END DESC,
          d.popularity DESC, d.norm, d.kind, d.id
        OFFSET ${start} LIMIT ${rows}`);
      return rowsOf<SearchHit>(result);
    },

    async assetsByIds(ids: number[]): Promise<AssetRow[]> {
      return ids.length === 0 ? [] : db.select().from(assets).where(inArray(assets.id, ids));
    },

    async contentsByIds(ids: number[]): Promise<ContentRow[]> {
      return ids.length === 0 ? [] : db.select().from(contents).where(inArray(contents.id, ids));
    },

    async peopleByIds(ids: number[]): Promise<PersonRow[]> {
      return ids.length === 0 ? [] : db.select().from(people).where(inArray(people.id, ids));
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
