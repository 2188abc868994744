CREATE TABLE "reward_balances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"flagged_at" timestamp with time zone,
	"flag_reason" text,
	CONSTRAINT "reward_balances_never_negative" CHECK ("reward_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_check_ins" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"device_hash" text NOT NULL,
	CONSTRAINT "reward_check_ins_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "reward_coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"cost" integer NOT NULL,
	"kind" text NOT NULL,
	"voucher_kind" text,
	"voucher_value" integer,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"partner" text,
	"stock" integer,
	CONSTRAINT "reward_coupons_cost" CHECK ("reward_coupons"."cost" > 0),
	CONSTRAINT "reward_coupons_stock" CHECK ("reward_coupons"."stock" is null or "reward_coupons"."stock" >= 0),
	CONSTRAINT "reward_coupons_kind" CHECK ("reward_coupons"."kind" in ('voucher', 'partner'))
);
--> statement-breakpoint
CREATE TABLE "reward_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text,
	"idempotency_key" text NOT NULL,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_entries_amount" CHECK ("reward_entries"."amount" <> 0),
	CONSTRAINT "reward_entries_balance" CHECK ("reward_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"coupon_id" text NOT NULL,
	"code" text NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_redemptions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "reward_referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "reward_referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "reward_referrals" (
	"referred_identifier" text PRIMARY KEY NOT NULL,
	"referred_user_id" uuid,
	"referrer_user_id" uuid NOT NULL,
	"device_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_watch_days" (
	"user_id" uuid NOT NULL,
	"content_id" integer NOT NULL,
	"day" date NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"last_position" integer NOT NULL,
	"last_saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_watch_days_user_id_content_id_day_pk" PRIMARY KEY("user_id","content_id","day"),
	CONSTRAINT "reward_watch_days_seconds" CHECK ("reward_watch_days"."seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reward_balances" ADD CONSTRAINT "reward_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_check_ins" ADD CONSTRAINT "reward_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_coupon_id_reward_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."reward_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_entry_id_reward_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."reward_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_referral_codes" ADD CONSTRAINT "reward_referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_referrals" ADD CONSTRAINT "reward_referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_referrals" ADD CONSTRAINT "reward_referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_watch_days" ADD CONSTRAINT "reward_watch_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_watch_days" ADD CONSTRAINT "reward_watch_days_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_check_ins_device" ON "reward_check_ins" USING btree ("device_hash","day");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_idempotency" ON "reward_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "reward_entries_history" ON "reward_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "reward_redemptions_user" ON "reward_redemptions" USING btree ("user_id","created_at");