ALTER TABLE "categories" ADD COLUMN "public_gig_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "gigs_public_recent_idx" ON "gigs" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "gigs"."is_public";--> statement-breakpoint
-- Counts of public gigs per category, kept from here on by statement-level triggers on gigs:
-- one small UPDATE of the categories a statement touched, however many rows it wrote.
UPDATE "categories" c SET "public_gig_count" = n.count
FROM (SELECT "category_slug", count(*)::int AS count FROM "gigs" WHERE "is_public" GROUP BY "category_slug") n
WHERE c."slug" = n."category_slug";
--> statement-breakpoint
CREATE FUNCTION "gigs_count_public"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its trigger declares.
  IF TG_OP = 'INSERT' THEN
    UPDATE "categories" c SET "public_gig_count" = c."public_gig_count" + d.delta
    FROM (SELECT "category_slug", count(*)::int AS delta FROM new_rows WHERE "is_public" GROUP BY 1) d
    WHERE c."slug" = d."category_slug";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "categories" c SET "public_gig_count" = c."public_gig_count" - d.delta
    FROM (SELECT "category_slug", count(*)::int AS delta FROM old_rows WHERE "is_public" GROUP BY 1) d
    WHERE c."slug" = d."category_slug";
  ELSE
    UPDATE "categories" c SET "public_gig_count" = c."public_gig_count" + d.delta
    FROM (
      SELECT "category_slug", sum(delta)::int AS delta FROM (
        SELECT "category_slug", 1 AS delta FROM new_rows WHERE "is_public"
        UNION ALL
        SELECT "category_slug", -1 AS delta FROM old_rows WHERE "is_public"
      ) changes
      GROUP BY 1
      HAVING sum(delta) <> 0
    ) d
    WHERE c."slug" = d."category_slug";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "gigs_count_public_insert" AFTER INSERT ON "gigs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "gigs_count_public"();
--> statement-breakpoint
CREATE TRIGGER "gigs_count_public_update" AFTER UPDATE ON "gigs"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "gigs_count_public"();
--> statement-breakpoint
CREATE TRIGGER "gigs_count_public_delete" AFTER DELETE ON "gigs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "gigs_count_public"();
--> statement-breakpoint
CREATE FUNCTION "gigs_count_public_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "categories" SET "public_gig_count" = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "gigs_count_public_truncate" AFTER TRUNCATE ON "gigs"
  FOR EACH STATEMENT EXECUTE FUNCTION "gigs_count_public_truncate"();
