-- Search in PostgreSQL itself (PGlite loads the same two extensions).
-- search_norm folds a title to a search key: lower case, accents off, '&' as 'and', punctuation as
-- spaces, and the usual variations of Hindi written in Latin letters folded together (aspirated
-- consonants, doubled letters, ee/oo, w/v, z/j, a word-final 'ie'), so 'Kabhi Khushi Kabhie Gham'
-- and 'kabhi kushi kabhi gham' share one key. Devanagari and other scripts pass through unchanged.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_norm(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT btrim(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      lower(public.unaccent('public.unaccent'::regdictionary, value)),
      '[''"`‘’“”]', '', 'g'),
      '&', ' and ', 'g'),
      '[[:punct:][:space:]]+', ' ', 'g'),
      'ee', 'i', 'g'),
      'oo', 'u', 'g'),
      '([kgbdtpc])h', '\1', 'g'),
      'w', 'v', 'g'),
      'z', 'j', 'g'),
      '([a-z])\1+', '\1', 'g'),
      'ie(\s|$)', 'i\1', 'g'))
$$;
--> statement-breakpoint
-- The full-text document of a title and its other spellings (the 'simple' configuration: no
-- stemming, the titles are in many languages).
CREATE OR REPLACE FUNCTION search_doc(title text, alt_titles text[]) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple'::regconfig, public.search_norm(title || ' ' || coalesce(array_to_string(alt_titles, ' '), '')))
$$;
--> statement-breakpoint
CREATE INDEX "assets_search_doc" ON "assets" USING gin (search_doc("title", "alt_titles"));
--> statement-breakpoint
CREATE INDEX "assets_search_trgm" ON "assets" USING gin (search_norm("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "contents_search_doc" ON "contents" USING gin (search_doc("title", '{}'::text[])) WHERE "content_type_id" = 4;
--> statement-breakpoint
CREATE INDEX "contents_search_trgm" ON "contents" USING gin (search_norm("title") gin_trgm_ops) WHERE "content_type_id" = 4;
--> statement-breakpoint
CREATE INDEX "people_search_doc" ON "people" USING gin (search_doc("name", '{}'::text[]));
--> statement-breakpoint
CREATE INDEX "people_search_trgm" ON "people" USING gin (search_norm("name") gin_trgm_ops);
--> statement-breakpoint
-- The suggestion dictionary: one row per distinct search key (a whole title, an alternative title,
-- or a word of a title of three letters or more), with the title to suggest for it (the most
-- popular one sharing the key). It stays small next to the catalogue (titles repeat words), so a
-- trigram lookup over it is a bounded fallback after the prefix lookup.
CREATE TABLE "search_terms" (
  "term" text PRIMARY KEY,
  "display" text NOT NULL,
  "popularity" integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE INDEX "search_terms_prefix" ON "search_terms" ("term" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "search_terms_trgm" ON "search_terms" USING gist ("term" gist_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_merge(titles text, alt text[], popularity integer) RETURNS TABLE(term text, display text, popularity integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.search_norm(titles), titles, popularity
  UNION ALL SELECT public.search_norm(a), titles, popularity FROM unnest(alt) a
  UNION ALL SELECT w, titles, popularity FROM unnest(string_to_array(public.search_norm(titles), ' ')) w WHERE length(w) >= 3
$$;
--> statement-breakpoint
-- Adds the keys of new or renamed titles; statement-level with a transition table, so a seed
-- batch of thousands of rows costs one insert.
CREATE OR REPLACE FUNCTION search_terms_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'assets' THEN
    INSERT INTO search_terms (term, display, popularity)
    SELECT DISTINCT ON (t.term) t.term, t.display, t.popularity
    FROM changed c, search_terms_merge(c.title, c.alt_titles, c.popularity) t
    WHERE c.asset_type <> 'LIVE TV' AND t.term <> ''
    ORDER BY t.term, t.popularity DESC
    ON CONFLICT (term) DO UPDATE SET display = EXCLUDED.display, popularity = EXCLUDED.popularity
      WHERE EXCLUDED.popularity > search_terms.popularity;
  ELSIF TG_TABLE_NAME = 'contents' THEN
    INSERT INTO search_terms (term, display, popularity)
    SELECT DISTINCT ON (t.term) t.term, t.display, t.popularity
    FROM changed c, search_terms_merge(c.title, '{}'::text[], c.popularity) t
    WHERE c.content_type_id = 4 AND t.term <> ''
    ORDER BY t.term, t.popularity DESC
    ON CONFLICT (term) DO UPDATE SET display = EXCLUDED.display, popularity = EXCLUDED.popularity
      WHERE EXCLUDED.popularity > search_terms.popularity;
  ELSE
    INSERT INTO search_terms (term, display, popularity)
    SELECT DISTINCT ON (t.term) t.term, t.display, t.popularity
    FROM changed c, search_terms_merge(c.name, '{}'::text[], c.popularity) t
    WHERE t.term <> ''
    ORDER BY t.term, t.popularity DESC
    ON CONFLICT (term) DO UPDATE SET display = EXCLUDED.display, popularity = EXCLUDED.popularity
      WHERE EXCLUDED.popularity > search_terms.popularity;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Emptying the catalogue (seed --force) empties the dictionary with it.
CREATE OR REPLACE FUNCTION search_terms_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_terms;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "assets_search_terms_insert" AFTER INSERT ON "assets" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_terms_add();
--> statement-breakpoint
CREATE TRIGGER "assets_search_terms_update" AFTER UPDATE ON "assets" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_terms_add();
--> statement-breakpoint
CREATE TRIGGER "contents_search_terms_insert" AFTER INSERT ON "contents" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_terms_add();
--> statement-breakpoint
CREATE TRIGGER "people_search_terms_insert" AFTER INSERT ON "people" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_terms_add();
--> statement-breakpoint
CREATE TRIGGER "assets_search_terms_truncate" AFTER TRUNCATE ON "assets" FOR EACH STATEMENT EXECUTE FUNCTION search_terms_clear();
--> statement-breakpoint
-- Fill the dictionary from a catalogue seeded before this migration.
INSERT INTO search_terms (term, display, popularity)
SELECT DISTINCT ON (t.term) t.term, t.display, t.popularity
FROM (
  SELECT m.* FROM assets a, search_terms_merge(a.title, a.alt_titles, a.popularity) m WHERE a.asset_type <> 'LIVE TV'
  UNION ALL SELECT m.* FROM contents c, search_terms_merge(c.title, '{}'::text[], c.popularity) m WHERE c.content_type_id = 4
  UNION ALL SELECT m.* FROM people p, search_terms_merge(p.name, '{}'::text[], p.popularity) m
) t
WHERE t.term <> ''
ORDER BY t.term, t.popularity DESC;
