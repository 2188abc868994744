CREATE TABLE "playback_progress" (
	"user_id" uuid NOT NULL,
	"content_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"position_seconds" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playback_progress_user_id_content_id_pk" PRIMARY KEY("user_id","content_id"),
	CONSTRAINT "playback_progress_position" CHECK ("playback_progress"."position_seconds" >= 0 and "playback_progress"."duration_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"media_url" text NOT NULL,
	"sec_diff" integer,
	"ip" text NOT NULL,
	"uuid" text NOT NULL,
	"platform" text NOT NULL,
	"ccode" text NOT NULL,
	"bitrate" text NOT NULL,
	"asset_id" text NOT NULL,
	"content_id" text NOT NULL,
	"video_session_id" text NOT NULL,
	"error_code" text NOT NULL,
	"error_message" text NOT NULL,
	"user_agent" text NOT NULL,
	"device_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playback_progress" ADD CONSTRAINT "playback_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_progress" ADD CONSTRAINT "playback_progress_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_progress" ADD CONSTRAINT "playback_progress_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playback_progress_recent" ON "playback_progress" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "player_logs_session" ON "player_logs" USING btree ("video_session_id","created_at");