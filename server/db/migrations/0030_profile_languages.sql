-- Each profile's languages (issue 50): its interface language, and the dub and subtitles a title
-- starts in when it has them. (device_authorizations.profile_id came with 0028; this snapshot
-- is the first to record it.)
ALTER TABLE "profiles" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "audio_language" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "subtitle_language" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_audio_language_languages_code_fk" FOREIGN KEY ("audio_language") REFERENCES "public"."languages"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_subtitle_language_languages_code_fk" FOREIGN KEY ("subtitle_language") REFERENCES "public"."languages"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_language" CHECK ("profiles"."language" in ('en', 'hi', 'ta', 'te', 'bn', 'mr'));
