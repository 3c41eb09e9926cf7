ALTER TYPE "public"."ledger_event_kind" ADD VALUE 'order_partial_refund' BEFORE 'order_completion';--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "days" smallint;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "refund_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extension_days" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extension_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extensions_asked" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_offer_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_offer_by" "order_party";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partial_refund_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer;--> statement-breakpoint
CREATE INDEX "orders_extension_requested_idx" ON "orders" USING btree ("extension_requested_at") WHERE "orders"."extension_requested_at" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_extension_request" CHECK (("orders"."extension_days" is null) = ("orders"."extension_requested_at" is null) and ("orders"."extension_days" is null or "orders"."extension_days" > 0));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_offer" CHECK (("orders"."refund_offer_cents" is null) = ("orders"."refund_offer_by" is null)
        and ("orders"."refund_offer_cents" is null or "orders"."refund_offer_cents" between 1 and "orders"."price_cents" - 1));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_partial_refund" CHECK ("orders"."partial_refund_cents" is null or "orders"."partial_refund_cents" between 1 and "orders"."price_cents" - 1);