CREATE TYPE "public"."job_deadline" AS ENUM('24h', '3d', '7d', '14d', '30d', 'flexible');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TYPE "public"."proposal_status" AS ENUM('pending', 'shortlisted', 'declined', 'withdrawn', 'hired');--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category_slug" text NOT NULL,
	"budget_min_cents" integer NOT NULL,
	"budget_max_cents" integer NOT NULL,
	"deadline" "job_deadline" NOT NULL,
	"skills" text[] DEFAULT '{}' NOT NULL,
	"status" "job_status" DEFAULT 'open' NOT NULL,
	"search" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "jobs_budget" CHECK ("jobs"."budget_min_cents" > 0 and "jobs"."budget_max_cents" >= "jobs"."budget_min_cents")
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"freelancer_id" text NOT NULL,
	"cover_letter" text NOT NULL,
	"price_cents" integer NOT NULL,
	"delivery_days" smallint NOT NULL,
	"status" "proposal_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_price" CHECK ("proposals"."price_cents" between 500 and 1000000),
	CONSTRAINT "proposals_delivery_days" CHECK ("proposals"."delivery_days" between 1 and 90)
);
--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_parties_gig_key";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "gig_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "gig_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proposal_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_category_slug_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_open_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_category_created_idx" ON "jobs" USING btree ("category_slug","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_client_created_idx" ON "jobs" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_job_freelancer_idx" ON "proposals" USING btree ("job_id","freelancer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_one_hire_idx" ON "proposals" USING btree ("job_id") WHERE "proposals"."status" = 'hired';--> statement-breakpoint
CREATE INDEX "proposals_freelancer_created_idx" ON "proposals" USING btree ("freelancer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_proposal_idx" ON "orders" USING btree ("proposal_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_parties_subject_key" UNIQUE NULLS NOT DISTINCT("buyer_id","seller_id","gig_id","job_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_one_source" CHECK (("orders"."gig_id" is null) <> ("orders"."proposal_id" is null));