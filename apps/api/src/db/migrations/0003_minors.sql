CREATE TYPE "public"."parental_consent" AS ENUM('not_required', 'pending', 'granted');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_minor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "parental_consent" "parental_consent" DEFAULT 'not_required' NOT NULL;