CREATE TABLE "family_milestones" (
	"teen_id" text NOT NULL,
	"milestone" text NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "family_milestones_teen_id_milestone_pk" PRIMARY KEY("teen_id","milestone")
);
--> statement-breakpoint
ALTER TABLE "family_milestones" ADD CONSTRAINT "family_milestones_teen_id_users_id_fk" FOREIGN KEY ("teen_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;