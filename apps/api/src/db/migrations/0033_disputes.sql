CREATE TYPE "public"."dispute_outcome" AS ENUM('release', 'full_refund', 'partial_refund');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'disputed';--> statement-breakpoint
CREATE TABLE "dispute_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"round" smallint NOT NULL,
	"outcome" "dispute_outcome" NOT NULL,
	"refund_cents" integer,
	"reason" text NOT NULL,
	"admin_id" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dispute_decisions_round_key" UNIQUE("dispute_id","round"),
	CONSTRAINT "dispute_decisions_round" CHECK ("dispute_decisions"."round" in (1, 2)),
	CONSTRAINT "dispute_decisions_refund" CHECK (("dispute_decisions"."outcome" = 'partial_refund') = ("dispute_decisions"."refund_cents" is not null) and ("dispute_decisions"."refund_cents" is null or "dispute_decisions"."refund_cents" > 0))
);
--> statement-breakpoint
CREATE TABLE "order_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"opened_by" "order_party" NOT NULL,
	"statement" text NOT NULL,
	"evidence_at" timestamp with time zone NOT NULL,
	"answer_due_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"appealed_by" "order_party",
	"appeal_statement" text,
	"appealed_at" timestamp with time zone,
	"buyer_accepted_at" timestamp with time zone,
	"seller_accepted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_disputes_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_disputes_answer_whole" CHECK (("order_disputes"."answer" is null) = ("order_disputes"."answered_at" is null)),
	CONSTRAINT "order_disputes_appeal_whole" CHECK (("order_disputes"."appealed_by" is null) = ("order_disputes"."appealed_at" is null) and ("order_disputes"."appealed_by" is null) = ("order_disputes"."appeal_statement" is null))
);
--> statement-breakpoint
ALTER TABLE "dispute_decisions" ADD CONSTRAINT "dispute_decisions_dispute_id_order_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."order_disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_decisions" ADD CONSTRAINT "dispute_decisions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_decisions_admin_idx" ON "dispute_decisions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "order_disputes_open_idx" ON "order_disputes" USING btree ("answer_due_at") WHERE "order_disputes"."answered_at" is null and "order_disputes"."escalated_at" is null;--> statement-breakpoint
CREATE INDEX "order_disputes_unsettled_idx" ON "order_disputes" USING btree ("created_at") WHERE "order_disputes"."settled_at" is null;