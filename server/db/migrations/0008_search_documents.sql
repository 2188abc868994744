-- Full search reads one table of search documents instead of computing search_doc and
-- search_norm on the catalogue tables at query time: at a million tracks the per-row regular
-- expressions made a common word take seconds. Triggers keep it in step with assets, tracks
-- (music audio, content type 4) and people; `entity` is the result group the row belongs to.
DROP INDEX IF EXISTS "assets_search_doc";
--> statement-breakpoint
DROP INDEX IF EXISTS "assets_search_trgm";
--> statement-breakpoint
DROP INDEX IF EXISTS "contents_search_doc";
--> statement-breakpoint
DROP INDEX IF EXISTS "contents_search_trgm";
--> statement-breakpoint
DROP INDEX IF EXISTS "people_search_doc";
--> statement-breakpoint
DROP INDEX IF EXISTS "people_search_trgm";
--> statement-breakpoint
CREATE TABLE "search_documents" (
  "kind" text NOT NULL,
  "id" integer NOT NULL,
  "entity" text NOT NULL,
  "asset_id" integer,
  "norm" text NOT NULL,
  "alt_norms" text[] NOT NULL DEFAULT '{}',
  "doc" tsvector NOT NULL,
  "popularity" integer NOT NULL DEFAULT 0,
  CONSTRAINT "search_documents_pk" PRIMARY KEY ("kind", "id")
);
--> statement-breakpoint
CREATE INDEX "search_documents_doc" ON "search_documents" USING gin ("doc");
--> statement-breakpoint
CREATE INDEX "search_documents_trgm" ON "search_documents" USING gin ("norm" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_entity(asset_type text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE asset_type WHEN 'MOVIE' THEN 'movies' WHEN 'TV SHOWS' THEN 'shows' WHEN 'ORIGINAL' THEN 'originals'
    WHEN 'ALBUM' THEN 'music' WHEN 'MUSIC VIDEO' THEN 'music-videos' END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_documents_upsert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'assets' THEN
    INSERT INTO search_documents (kind, id, entity, asset_id, norm, alt_norms, doc, popularity)
    SELECT 'asset', c.id, search_entity(c.asset_type), c.id, search_norm(c.title),
      ARRAY(SELECT search_norm(x) FROM unnest(c.alt_titles) x), search_doc(c.title, c.alt_titles), c.popularity
    FROM changed c WHERE search_entity(c.asset_type) IS NOT NULL
    ON CONFLICT (kind, id) DO UPDATE SET entity = EXCLUDED.entity, norm = EXCLUDED.norm, alt_norms = EXCLUDED.alt_norms,
      doc = EXCLUDED.doc, popularity = EXCLUDED.popularity;
  ELSIF TG_TABLE_NAME = 'contents' THEN
    INSERT INTO search_documents (kind, id, entity, asset_id, norm, doc, popularity)
    SELECT 'track', c.id, 'music', c.asset_id, search_norm(c.title), search_doc(c.title, '{}'::text[]), c.popularity
    FROM changed c WHERE c.content_type_id = 4
    ON CONFLICT (kind, id) DO UPDATE SET norm = EXCLUDED.norm, doc = EXCLUDED.doc, popularity = EXCLUDED.popularity;
  ELSE
    INSERT INTO search_documents (kind, id, entity, norm, doc, popularity)
    SELECT 'person', c.id, 'stars', search_norm(c.name), search_doc(c.name, '{}'::text[]), c.popularity FROM changed c
    ON CONFLICT (kind, id) DO UPDATE SET norm = EXCLUDED.norm, doc = EXCLUDED.doc, popularity = EXCLUDED.popularity;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_documents_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents d USING removed r
  WHERE d.id = r.id AND d.kind = CASE TG_TABLE_NAME WHEN 'assets' THEN 'asset' WHEN 'contents' THEN 'track' ELSE 'person' END;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Emptying the catalogue (seed --force) empties both search tables.
CREATE OR REPLACE FUNCTION search_terms_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_terms, search_documents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "assets_search_documents_insert" AFTER INSERT ON "assets" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_upsert();
--> statement-breakpoint
CREATE TRIGGER "assets_search_documents_update" AFTER UPDATE ON "assets" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_upsert();
--> statement-breakpoint
CREATE TRIGGER "assets_search_documents_delete" AFTER DELETE ON "assets" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_delete();
--> statement-breakpoint
CREATE TRIGGER "contents_search_documents_insert" AFTER INSERT ON "contents" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_upsert();
--> statement-breakpoint
CREATE TRIGGER "contents_search_documents_update" AFTER UPDATE ON "contents" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_upsert();
--> statement-breakpoint
CREATE TRIGGER "contents_search_documents_delete" AFTER DELETE ON "contents" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_delete();
--> statement-breakpoint
CREATE TRIGGER "people_search_documents_insert" AFTER INSERT ON "people" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_upsert();
--> statement-breakpoint
CREATE TRIGGER "people_search_documents_update" AFTER UPDATE ON "people" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_upsert();
--> statement-breakpoint
CREATE TRIGGER "people_search_documents_delete" AFTER DELETE ON "people" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION search_documents_delete();
--> statement-breakpoint
-- Fill from a catalogue seeded before this migration.
INSERT INTO search_documents (kind, id, entity, asset_id, norm, alt_norms, doc, popularity)
SELECT 'asset', a.id, search_entity(a.asset_type), a.id, search_norm(a.title),
  ARRAY(SELECT search_norm(x) FROM unnest(a.alt_titles) x), search_doc(a.title, a.alt_titles), a.popularity
FROM assets a WHERE search_entity(a.asset_type) IS NOT NULL;
--> statement-breakpoint
INSERT INTO search_documents (kind, id, entity, asset_id, norm, doc, popularity)
SELECT 'track', c.id, 'music', c.asset_id, search_norm(c.title), search_doc(c.title, '{}'::text[]), c.popularity
FROM contents c WHERE c.content_type_id = 4;
--> statement-breakpoint
INSERT INTO search_documents (kind, id, entity, norm, doc, popularity)
SELECT 'person', p.id, 'stars', search_norm(p.name), search_doc(p.name, '{}'::text[]), p.popularity FROM people p;
