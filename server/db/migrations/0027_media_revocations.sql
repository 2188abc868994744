CREATE TABLE "media_revocations" (
	"lease_id" uuid PRIMARY KEY NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "media_revocations_at" ON "media_revocations" USING btree ("revoked_at");--> statement-breakpoint
-- every way a stream lease ends writes its revocation: a delete (stopped, lapsed and replaced,
-- cascaded from its session or account) and a session's sign-out or removal, which ends its lease
CREATE FUNCTION "revoke_ended_lease"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "media_revocations" ("lease_id") VALUES (OLD."id")
    ON CONFLICT ("lease_id") DO UPDATE SET "revoked_at" = EXCLUDED."revoked_at";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "stream_leases_revoke" AFTER DELETE ON "stream_leases"
  FOR EACH ROW EXECUTE FUNCTION "revoke_ended_lease"();--> statement-breakpoint
CREATE FUNCTION "end_revoked_session_lease"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "stream_leases" WHERE "session_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_end_lease" AFTER UPDATE OF "revoked_at" ON "sessions"
  FOR EACH ROW WHEN (NEW."revoked_at" IS NOT NULL AND OLD."revoked_at" IS NULL)
  EXECUTE FUNCTION "end_revoked_session_lease"();
