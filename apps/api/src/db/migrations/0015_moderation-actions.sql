ALTER TYPE "public"."moderation_action" ADD VALUE 'hide';--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'remove_message';--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'warn';--> statement-breakpoint
ALTER TYPE "public"."moderation_action" ADD VALUE 'suspend';--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;