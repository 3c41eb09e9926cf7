ALTER TABLE "parental_consents" ADD COLUMN "consented_relationship" text;--> statement-breakpoint
ALTER TABLE "parental_consents" ADD COLUMN "consented_user_agent" text;