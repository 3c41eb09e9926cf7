ALTER TYPE "public"."moderation_action" ADD VALUE 'release_message' BEFORE 'warn';--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_held_idx" ON "messages" USING btree ("held_at") WHERE "messages"."held_at" is not null and "messages"."removed_at" is null;