ALTER TABLE "reward_balances" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "reward_referrals" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_referrals" ADD COLUMN "rewarded_month" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_referrals_pair" ON "reward_referrals" USING btree (least("referrer_user_id", "referred_user_id"),greatest("referrer_user_id", "referred_user_id"));--> statement-breakpoint
CREATE INDEX "reward_referrals_referred" ON "reward_referrals" USING btree ("referred_user_id");--> statement-breakpoint
CREATE INDEX "reward_referrals_paid" ON "reward_referrals" USING btree ("referrer_user_id","rewarded_month");