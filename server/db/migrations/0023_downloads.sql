CREATE TABLE "download_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"content_id" integer NOT NULL,
	"quality" integer NOT NULL,
	"downloaded_at" timestamp with time zone NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"first_played_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	CONSTRAINT "download_licences_reason" CHECK ("download_licences"."revoke_reason" is null or "download_licences"."revoke_reason" in ('plan', 'cancelled', 'signed_out', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "download_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"quality" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "download_licences" ADD CONSTRAINT "download_licences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_licences" ADD CONSTRAINT "download_licences_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_preferences" ADD CONSTRAINT "download_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_licences_user" ON "download_licences" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "download_licences_device" ON "download_licences" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "download_licences_live" ON "download_licences" USING btree ("user_id","device_id","content_id") WHERE "download_licences"."revoked_at" is null;