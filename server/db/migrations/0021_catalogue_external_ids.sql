DROP INDEX "images_owner";--> statement-breakpoint
DROP INDEX "programmes_channel_time";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "assets_external_id" ON "assets" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contents_external_id" ON "contents" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credits_asset_person_role" ON "credits" USING btree ("asset_id","person_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "images_owner_kind_size" ON "images" USING btree ("owner_type","owner_id","kind","width","height");--> statement-breakpoint
CREATE UNIQUE INDEX "people_external_id" ON "people" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "programmes_channel_start" ON "programmes" USING btree ("channel_id","start_time");--> statement-breakpoint
ALTER TABLE "live_channels" ADD CONSTRAINT "live_channels_asset_id_unique" UNIQUE("asset_id");