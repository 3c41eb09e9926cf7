ALTER TYPE "public"."order_status" ADD VALUE 'awaiting_requirements' BEFORE 'paid';--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "requirements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "requirements" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "requirements_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "requirements_reminded_at" timestamp with time zone;