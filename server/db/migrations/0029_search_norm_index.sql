-- A kids profile's suggestions (issue 49) are offered only when a title it is shown has exactly
-- that name: an equality lookup on norm, which the trigram index answers slowly.
CREATE INDEX "search_documents_norm" ON "search_documents" USING btree ("norm");
