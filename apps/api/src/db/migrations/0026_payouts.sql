CREATE TYPE "public"."payout_account_owner" AS ENUM('self', 'guardian');--> statement-breakpoint
CREATE TYPE "public"."withdrawal_status" AS ENUM('awaiting_approval', 'pending', 'in_transit', 'paid', 'failed', 'declined', 'expired');--> statement-breakpoint
ALTER TYPE "public"."ledger_event_kind" ADD VALUE 'withdrawal_declined' BEFORE 'pro_charge';--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"last4" text NOT NULL,
	"provider_account_ref" text NOT NULL,
	"owner" "payout_account_owner" NOT NULL,
	"guardian_name" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_accounts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "payout_setup_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_setup_links_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "payout_setup_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "withdrawal_status" NOT NULL,
	"last4" text NOT NULL,
	"provider_account_ref" text NOT NULL,
	"owner" "payout_account_owner" NOT NULL,
	"guardian_name" text,
	"approval_token_hash" text,
	"approval_expires_at" timestamp with time zone,
	"provider_payout_ref" text,
	"failure_code" text,
	"failure_reason" text,
	"next_step_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_setup_links" ADD CONSTRAINT "payout_setup_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_approval_token_idx" ON "withdrawals" USING btree ("approval_token_hash");--> statement-breakpoint
CREATE INDEX "withdrawals_next_step_idx" ON "withdrawals" USING btree ("next_step_at") WHERE "withdrawals"."next_step_at" is not null;--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","updated_at");