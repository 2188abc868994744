ALTER TABLE "payment_transactions" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_refund" CHECK ("payment_transactions"."refund_status" is null or ("payment_transactions"."status" = 'success' and "payment_transactions"."refund_status" in ('due', 'refunded')));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_refunded" CHECK (("payment_transactions"."refund_status" = 'refunded') = ("payment_transactions"."refund_id" is not null and "payment_transactions"."refunded_at" is not null));