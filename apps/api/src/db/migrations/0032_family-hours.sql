CREATE TABLE "family_milestones" (
	"teen_id" text NOT NULL,
	"milestone" text NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "family_milestones_teen_id_milestone_pk" PRIMARY KEY("teen_id","milestone")
);
--> statement-breakpoint
CREATE TABLE "work_hour_choices" (
	"teen_id" text PRIMARY KEY NOT NULL,
	"evening_end_hour" integer,
	"weekly_hours" integer,
	"chosen_by" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "family_milestones" ADD CONSTRAINT "family_milestones_teen_id_users_id_fk" FOREIGN KEY ("teen_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_hour_choices" ADD CONSTRAINT "work_hour_choices_teen_id_users_id_fk" FOREIGN KEY ("teen_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_hour_choices" ADD CONSTRAINT "work_hour_choices_chosen_by_users_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;