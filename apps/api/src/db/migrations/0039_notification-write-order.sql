-- Notices written in one transaction share their time; the bell listed them in the order of their
-- random ids. `seq` is the write order (drawn again when a group counts up), the tie-break after
-- updated_at. Rows already written are numbered in the order the table holds them.
DROP INDEX "notifications_user_updated_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_user_updated_idx" ON "notifications" USING btree ("user_id","updated_at" DESC NULLS LAST,"seq" DESC NULLS LAST);
