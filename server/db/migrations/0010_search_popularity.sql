-- One- and two-letter full searches read an entity's documents in popularity order and stop at
-- the candidate cap (server/modules/search/search.repository.ts), instead of ranking every match.
CREATE INDEX IF NOT EXISTS "search_documents_popularity" ON "search_documents" ("entity", "popularity" DESC);
