CREATE TABLE "asset_genres" (
	"asset_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "asset_genres_asset_id_genre_id_pk" PRIMARY KEY("asset_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_type" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"alt_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language_code" text,
	"release_year" integer,
	"age_rating" text,
	"duration_seconds" integer,
	"popularity" integer DEFAULT 0 NOT NULL,
	"access" text DEFAULT 'free' NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"provider_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_asset_type" CHECK ("assets"."asset_type" in ('MOVIE','TV SHOWS','ORIGINAL','QUICKIE','ALBUM','MUSIC VIDEO','LIVE TV')),
	CONSTRAINT "assets_access" CHECK ("assets"."access" in ('free','avod','svod'))
);
--> statement-breakpoint
CREATE TABLE "carousel_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"position" integer NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chart_entries" (
	"chart_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"content_id" integer NOT NULL,
	CONSTRAINT "chart_entries_chart_id_rank_pk" PRIMARY KEY("chart_id","rank")
);
--> statement-breakpoint
CREATE TABLE "charts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"content_type_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parent_id" integer,
	"season_number" integer,
	"episode_number" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer,
	"language_code" text,
	"media_id" integer,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"role" text NOT NULL,
	"character_name" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"native_name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"title" text NOT NULL,
	"owner" text NOT NULL,
	"pg" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"provider_id" integer,
	"media_id" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"master_path" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	CONSTRAINT "media_master_path_unique" UNIQUE("master_path"),
	CONSTRAINT "media_kind" CHECK ("media"."kind" in ('video','audio','live'))
);
--> statement-breakpoint
CREATE TABLE "media_renditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"media_id" integer NOT NULL,
	"quality" integer NOT NULL,
	"width" integer,
	"height" integer,
	"bandwidth" integer NOT NULL,
	"playlist_path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"birth_year" integer,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_items" (
	"playlist_id" integer NOT NULL,
	"position" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"content_id" integer,
	CONSTRAINT "playlist_items_playlist_id_position_pk" PRIMARY KEY("playlist_id","position")
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"page" text NOT NULL,
	"location" integer NOT NULL,
	"position" integer NOT NULL,
	"item_kind" text DEFAULT 'asset' NOT NULL,
	"display" text DEFAULT 'poster' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	CONSTRAINT "programmes_time_order" CHECK ("programmes"."end_time" > "programmes"."start_time")
);
--> statement-breakpoint
CREATE TABLE "tv_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_name" text NOT NULL,
	"provider_code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tv_providers_provider_code_unique" UNIQUE("provider_code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"calling_code" text,
	"mobile" text,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"active_user_plan" text DEFAULT 'basic' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_genres" ADD CONSTRAINT "asset_genres_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_genres" ADD CONSTRAINT "asset_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_provider_id_tv_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."tv_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_slides" ADD CONSTRAINT "carousel_slides_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_chart_id_charts_id_fk" FOREIGN KEY ("chart_id") REFERENCES "public"."charts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_channels" ADD CONSTRAINT "live_channels_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_channels" ADD CONSTRAINT "live_channels_provider_id_tv_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."tv_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_channels" ADD CONSTRAINT "live_channels_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_renditions" ADD CONSTRAINT "media_renditions_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_channel_id_live_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."live_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_genres_genre" ON "asset_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "assets_type_popularity" ON "assets" USING btree ("asset_type","popularity");--> statement-breakpoint
CREATE INDEX "contents_asset" ON "contents" USING btree ("asset_id","position");--> statement-breakpoint
CREATE INDEX "contents_type_popularity" ON "contents" USING btree ("content_type_id","popularity");--> statement-breakpoint
CREATE INDEX "contents_parent" ON "contents" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "credits_asset" ON "credits" USING btree ("asset_id","position");--> statement-breakpoint
CREATE INDEX "credits_person" ON "credits" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "genres_kind_slug" ON "genres" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "images_owner" ON "images" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_renditions_media_quality" ON "media_renditions" USING btree ("media_id","quality");--> statement-breakpoint
CREATE INDEX "people_popularity" ON "people" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "playlists_page_location" ON "playlists" USING btree ("page","location","position");--> statement-breakpoint
CREATE INDEX "programmes_channel_time" ON "programmes" USING btree ("channel_id","start_time");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile" ON "users" USING btree ("calling_code","mobile");