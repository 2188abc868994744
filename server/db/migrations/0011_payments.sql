CREATE TABLE "payment_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"gateway" text NOT NULL,
	"payment_type_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"gateway_payment_id" text,
	"failure_reason" text,
	"return_path" text NOT NULL,
	"msisdn" text,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_status" CHECK ("payment_transactions"."status" in ('pending', 'success', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"plan_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_prices_amount" CHECK ("plan_prices"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tier" text NOT NULL,
	"entitlement_group" text NOT NULL,
	"owner" text DEFAULT 'eros' NOT NULL,
	"duration_days" integer,
	"billing_period" text NOT NULL,
	"description" text NOT NULL,
	"purchasable" boolean NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "products_tier" CHECK ("products"."tier" in ('basic', 'mzaalo', 'plus', 'premium'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"payment_id" text,
	"failure_reason" text,
	"return_url" text NOT NULL,
	"msisdn" text,
	"operator_id" integer,
	"code_hash" text,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"code_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"plan_id" integer,
	"tier" text NOT NULL,
	"status" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"price_minor" integer NOT NULL,
	"discount_minor" integer NOT NULL,
	"tax_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"voucher_code" text,
	"period_days" integer,
	"payment_method" text,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" in ('pending', 'active', 'renewal_due', 'cancelled', 'expired', 'failed')),
	CONSTRAINT "subscriptions_amounts" CHECK ("subscriptions"."total_minor" >= 0 and "subscriptions"."discount_minor" >= 0 and "subscriptions"."tax_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"use_number" integer NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_redemptions_use_number" CHECK ("voucher_redemptions"."use_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text,
	"description" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_user" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_kind" CHECK ("vouchers"."kind" in ('percent', 'fixed', 'free_period')),
	CONSTRAINT "vouchers_value" CHECK ("vouchers"."value" > 0 and ("vouchers"."kind" <> 'percent' or "vouchers"."value" <= 100)),
	CONSTRAINT "vouchers_fixed_currency" CHECK ("vouchers"."kind" <> 'fixed' or "vouchers"."currency" is not null),
	CONSTRAINT "vouchers_per_user" CHECK ("vouchers"."max_uses_per_user" >= 1)
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plan_prices_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plan_prices"("plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_voucher_code_vouchers_code_fk" FOREIGN KEY ("voucher_code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_code_vouchers_code_fk" FOREIGN KEY ("voucher_code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_event" ON "payment_notifications" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_vid" ON "payment_transactions" USING btree ("vid");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_gateway_order" ON "payment_transactions" USING btree ("gateway","gateway_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_gateway_payment" ON "payment_transactions" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_subscription" ON "payment_transactions" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_prices_product_country" ON "plan_prices" USING btree ("product_id","country");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_paid" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" in ('active', 'renewal_due', 'cancelled') and "subscriptions"."tier" <> 'mzaalo';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_mzaalo" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" = 'active' and "subscriptions"."tier" = 'mzaalo';--> statement-breakpoint
CREATE INDEX "subscriptions_user" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_user_use" ON "voucher_redemptions" USING btree ("voucher_code","user_id","use_number");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_subscription" ON "voucher_redemptions" USING btree ("subscription_id");