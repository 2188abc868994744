CREATE TABLE "reward_lease_watches" (
	"lease_id" uuid NOT NULL,
	"content_id" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"watched_ms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reward_lease_watches_lease_id_content_id_pk" PRIMARY KEY("lease_id","content_id"),
	CONSTRAINT "reward_lease_watches_watched" CHECK ("reward_lease_watches"."watched_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reward_watch_days" ADD COLUMN "watched_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_watch_days" ADD COLUMN "coins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_lease_watches" ADD CONSTRAINT "reward_lease_watches_lease_id_stream_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."stream_leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_lease_watches" ADD CONSTRAINT "reward_lease_watches_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_watch_days" ADD CONSTRAINT "reward_watch_days_watched" CHECK ("reward_watch_days"."watched_ms" >= 0 and "reward_watch_days"."coins" >= 0);--> statement-breakpoint
UPDATE "reward_watch_days" SET "watched_ms" = "seconds" * 1000, "coins" = "seconds" / 60;--> statement-breakpoint
ALTER TABLE "reward_watch_days" DROP CONSTRAINT "reward_watch_days_seconds";--> statement-breakpoint
ALTER TABLE "reward_watch_days" DROP COLUMN "seconds";--> statement-breakpoint
ALTER TABLE "reward_watch_days" DROP COLUMN "last_position";--> statement-breakpoint
ALTER TABLE "reward_watch_days" DROP COLUMN "last_saved_at";
