-- Issue 49: the profiles of an account. Each viewer's rows (lists, progress, downloads) move from
-- the account to its profile; every existing account gets one primary profile holding all of it.
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"avatar" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"kids" boolean DEFAULT false NOT NULL,
	"maturity" text DEFAULT 'A' NOT NULL,
	"pin_hash" text,
	"pin_failures" integer DEFAULT 0 NOT NULL,
	"pin_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_name" CHECK (length(trim("profiles"."name")) between 1 and 20),
	CONSTRAINT "profiles_maturity" CHECK ("profiles"."maturity" in ('U', 'UA', 'U/A 13+', 'U/A 16+', 'A')),
	CONSTRAINT "profiles_kids" CHECK (not ("profiles"."kids" and ("profiles"."is_primary" or "profiles"."maturity" not in ('U', 'UA'))))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_user" ON "profiles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_id_user" ON "profiles" USING btree ("id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_user_name" ON "profiles" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_primary" ON "profiles" USING btree ("user_id") WHERE "profiles"."is_primary";--> statement-breakpoint
-- no account holds more than five: the account's row is locked while its profiles are counted, so
-- two adds at once cannot both pass
CREATE FUNCTION "profiles_at_most_five"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "users" WHERE "id" = NEW."user_id" FOR UPDATE;
  IF (SELECT count(*) FROM "profiles" WHERE "user_id" = NEW."user_id") >= 5 THEN
    RAISE EXCEPTION 'an account holds at most 5 profiles' USING ERRCODE = 'check_violation', CONSTRAINT = 'profiles_at_most_five';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "profiles_at_most_five" BEFORE INSERT ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "profiles_at_most_five"();--> statement-breakpoint
-- every account is made with its first profile, whichever way it signed up
CREATE FUNCTION "first_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "profiles" ("user_id", "name", "avatar", "is_primary")
    VALUES (NEW."id", coalesce(nullif(left(trim(NEW."firstname"), 20), ''), 'Me'), 'sunrise', true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_first_profile" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION "first_profile"();--> statement-breakpoint
INSERT INTO "profiles" ("user_id", "name", "avatar", "is_primary")
  SELECT "id", coalesce(nullif(left(trim("firstname"), 20), ''), 'Me'), 'sunrise', true FROM "users";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pin_to_add_profile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- a session's profile is one of its own account's; removing the profile leaves the session unchosen
ALTER TABLE "sessions" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_profile_fk" FOREIGN KEY ("profile_id","user_id") REFERENCES "public"."profiles"("id","user_id") ON DELETE SET NULL ("profile_id");--> statement-breakpoint
CREATE INDEX "sessions_profile" ON "sessions" USING btree ("profile_id");--> statement-breakpoint
-- a TV's session starts on the profile that allowed it
ALTER TABLE "device_authorizations" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "device_authorizations" ADD CONSTRAINT "device_authorizations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- the lists and progress of a viewer: user_id becomes profile_id, the account's primary profile
ALTER TABLE "watchlist_entries" DROP CONSTRAINT "watchlist_entries_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "favourites" DROP CONSTRAINT "favourites_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_playlists" DROP CONSTRAINT "user_playlists_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "playback_progress" DROP CONSTRAINT "playback_progress_user_id_users_id_fk";--> statement-breakpoint
UPDATE "watchlist_entries" SET "user_id" = p."id" FROM "profiles" p WHERE p."user_id" = "watchlist_entries"."user_id" AND p."is_primary";--> statement-breakpoint
UPDATE "favourites" SET "user_id" = p."id" FROM "profiles" p WHERE p."user_id" = "favourites"."user_id" AND p."is_primary";--> statement-breakpoint
UPDATE "user_playlists" SET "user_id" = p."id" FROM "profiles" p WHERE p."user_id" = "user_playlists"."user_id" AND p."is_primary";--> statement-breakpoint
UPDATE "playback_progress" SET "user_id" = p."id" FROM "profiles" p WHERE p."user_id" = "playback_progress"."user_id" AND p."is_primary";--> statement-breakpoint
ALTER TABLE "watchlist_entries" RENAME COLUMN "user_id" TO "profile_id";--> statement-breakpoint
ALTER TABLE "favourites" RENAME COLUMN "user_id" TO "profile_id";--> statement-breakpoint
ALTER TABLE "user_playlists" RENAME COLUMN "user_id" TO "profile_id";--> statement-breakpoint
ALTER TABLE "playback_progress" RENAME COLUMN "user_id" TO "profile_id";--> statement-breakpoint
ALTER TABLE "favourites" RENAME CONSTRAINT "favourites_user_id_content_id_pk" TO "favourites_profile_id_content_id_pk";--> statement-breakpoint
ALTER TABLE "playback_progress" RENAME CONSTRAINT "playback_progress_user_id_content_id_pk" TO "playback_progress_profile_id_content_id_pk";--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_playlists" ADD CONSTRAINT "user_playlists_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_progress" ADD CONSTRAINT "playback_progress_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- a download is on one profile's list and counts against its account's plan
ALTER TABLE "download_licences" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
UPDATE "download_licences" SET "profile_id" = p."id" FROM "profiles" p WHERE p."user_id" = "download_licences"."user_id" AND p."is_primary";--> statement-breakpoint
ALTER TABLE "download_licences" ALTER COLUMN "profile_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "download_licences" ADD CONSTRAINT "download_licences_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "download_licences_live";--> statement-breakpoint
CREATE UNIQUE INDEX "download_licences_live" ON "download_licences" USING btree ("profile_id","device_id","content_id") WHERE "download_licences"."revoked_at" is null;--> statement-breakpoint
-- contract/maturity.ts's ranks, which a profile's ceiling compares with
CREATE FUNCTION "maturity_rank"(rating text) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN rating IS NULL THEN 4
    WHEN upper(regexp_replace(trim(rating), '\s+', ' ', 'g')) = 'U' THEN 0
    WHEN upper(regexp_replace(trim(rating), '\s+', ' ', 'g')) IN ('UA', 'U/A', 'U/A 7+') THEN 1
    WHEN upper(regexp_replace(trim(rating), '\s+', ' ', 'g')) = 'U/A 13+' THEN 2
    WHEN upper(regexp_replace(trim(rating), '\s+', ' ', 'g')) = 'U/A 16+' THEN 3
    WHEN trim(rating) ~ '^[0-9]{1,2}\+$' THEN
      CASE WHEN left(trim(rating), -1)::int <= 0 THEN 0 WHEN left(trim(rating), -1)::int <= 7 THEN 1
           WHEN left(trim(rating), -1)::int <= 13 THEN 2 WHEN left(trim(rating), -1)::int <= 16 THEN 3 ELSE 4 END
    ELSE 4
  END::smallint
$$;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "maturity_rank" smallint GENERATED ALWAYS AS (maturity_rank(age_rating)) STORED NOT NULL;
