CREATE TABLE "gig_views" (
	"gig_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "gig_views_gig_id_visitor_hour_pk" PRIMARY KEY("gig_id","visitor","hour")
);
--> statement-breakpoint
ALTER TABLE "gig_views" ADD CONSTRAINT "gig_views_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE cascade ON UPDATE no action;