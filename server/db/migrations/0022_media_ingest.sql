CREATE TABLE "media_ingests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"step" text DEFAULT '' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"speed" real DEFAULT 0 NOT NULL,
	"eta_seconds" integer,
	"error" text,
	"media_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_ingests_status" CHECK ("media_ingests"."status" in ('queued','running','done','failed'))
);
--> statement-breakpoint
CREATE TABLE "media_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"media_id" integer NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"playlist_path" text NOT NULL,
	CONSTRAINT "media_tracks_type" CHECK ("media_tracks"."type" in ('AUDIO','SUBTITLES'))
);
--> statement-breakpoint
DROP INDEX "media_renditions_media_quality";--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "thumbnails_path" text;--> statement-breakpoint
ALTER TABLE "media_renditions" ADD COLUMN "average_bandwidth" integer;--> statement-breakpoint
ALTER TABLE "media_renditions" ADD COLUMN "codecs" text;--> statement-breakpoint
ALTER TABLE "media_renditions" ADD COLUMN "frame_rate" real;--> statement-breakpoint
ALTER TABLE "media_ingests" ADD CONSTRAINT "media_ingests_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_ingests" ADD CONSTRAINT "media_ingests_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_tracks" ADD CONSTRAINT "media_tracks_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_ingests_content" ON "media_ingests" USING btree ("content_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "media_tracks_media_type_language" ON "media_tracks" USING btree ("media_id","type","language");--> statement-breakpoint
CREATE UNIQUE INDEX "media_renditions_media_playlist" ON "media_renditions" USING btree ("media_id","playlist_path");--> statement-breakpoint
CREATE INDEX "media_renditions_media" ON "media_renditions" USING btree ("media_id","quality");