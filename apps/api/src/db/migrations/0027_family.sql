ALTER TYPE "public"."user_role" ADD VALUE 'guardian';--> statement-breakpoint
CREATE TABLE "guardian_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teen_id" text NOT NULL,
	"email" text NOT NULL,
	"guardian_name" text NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guardian_invites_teen_id_unique" UNIQUE("teen_id")
);
--> statement-breakpoint
CREATE TABLE "guardian_links" (
	"guardian_id" text NOT NULL,
	"teen_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guardian_links_guardian_id_teen_id_pk" PRIMARY KEY("guardian_id","teen_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "selling_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guardian_invites" ADD CONSTRAINT "guardian_invites_teen_id_users_id_fk" FOREIGN KEY ("teen_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_teen_id_users_id_fk" FOREIGN KEY ("teen_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_invites_token_hash_idx" ON "guardian_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "guardian_links_teen_idx" ON "guardian_links" USING btree ("teen_id");