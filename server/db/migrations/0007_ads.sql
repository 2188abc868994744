CREATE TABLE "ad_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ad_id" text NOT NULL,
	"slot" text NOT NULL,
	"event" text NOT NULL,
	"session_id" text NOT NULL,
	"content_id" integer,
	CONSTRAINT "ad_events_event" CHECK ("ad_events"."event" in ('impression','start','firstQuartile','midpoint','thirdQuartile','complete','skip','error'))
);
--> statement-breakpoint
CREATE INDEX "ad_events_ad_event" ON "ad_events" USING btree ("ad_id","event");