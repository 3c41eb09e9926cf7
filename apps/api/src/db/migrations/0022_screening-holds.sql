ALTER TABLE "messages" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "contact_details" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Messages held before the reason was kept were held because several people reported the sender.
UPDATE "messages" SET "held_reason" = 'reported_sender' WHERE "held_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_held_reason_check" CHECK ("messages"."held_at" is null or "messages"."held_reason" is not null);