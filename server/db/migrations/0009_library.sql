CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"content_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"user_playlist_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "user_playlist_items" (
	"playlist_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "user_playlist_items_playlist_id_content_id_pk" PRIMARY KEY("playlist_id","content_id"),
	CONSTRAINT "user_playlist_items_position" CHECK ("user_playlist_items"."position" >= 0 and "user_playlist_items"."position" < 5000)
);
--> statement-breakpoint
CREATE TABLE "user_playlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"playlist_type" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_playlists_type" CHECK ("user_playlists"."playlist_type" in ('audio','video')),
	CONSTRAINT "user_playlists_title" CHECK (length(trim("user_playlists"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "watchlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"asset_id" integer NOT NULL,
	"content_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_playlist_id_user_playlists_id_fk" FOREIGN KEY ("user_playlist_id") REFERENCES "public"."user_playlists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_playlist_items" ADD CONSTRAINT "user_playlist_items_playlist_id_user_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."user_playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_playlist_items" ADD CONSTRAINT "user_playlist_items_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_playlist_items" ADD CONSTRAINT "user_playlist_items_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_playlists" ADD CONSTRAINT "user_playlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_recent" ON "favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_playlist_items_order" ON "user_playlist_items" USING btree ("playlist_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "user_playlists_owner_title" ON "user_playlists" USING btree ("user_id","playlist_type",lower("title"));--> statement-breakpoint
CREATE INDEX "user_playlists_recent" ON "user_playlists" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_entries_owner_item" ON "watchlist_entries" USING btree ("user_id","asset_id",coalesce("content_id", 0));--> statement-breakpoint
CREATE INDEX "watchlist_entries_recent" ON "watchlist_entries" USING btree ("user_id","created_at");