CREATE TYPE "public"."gig_approval" AS ENUM('awaiting', 'declined');--> statement-breakpoint
CREATE TYPE "public"."contact_rule" AS ENUM('anyone', 'verified_buyers');--> statement-breakpoint
CREATE TABLE "gig_approval_links" (
	"gig_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "approval" "gig_approval";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gig_approval_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_rule" "contact_rule" DEFAULT 'anyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gig_approval_links" ADD CONSTRAINT "gig_approval_links_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gig_approval_links_token_hash_idx" ON "gig_approval_links" USING btree ("token_hash");