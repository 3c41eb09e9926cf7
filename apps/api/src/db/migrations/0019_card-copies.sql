ALTER TABLE "gigs" ADD COLUMN "seller_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "seller_image" text;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "seller_is_pro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "first_image" text[];--> statement-breakpoint
-- A card's seller and first picture, kept on the gig by the triggers below
-- (decision 0048), so a list of cards reads one row per gig and joins nothing.
UPDATE "gigs" g SET "seller_name" = u."name", "seller_image" = u."image", "seller_is_pro" = u."is_pro",
  "first_image" = (
    SELECT array[gi."id"::text, gi."storage_key"] FROM "gig_images" gi
    WHERE gi."gig_id" = g."id" ORDER BY gi."position" LIMIT 1
  )
FROM "users" u WHERE u."id" = g."seller_id";
--> statement-breakpoint
-- A written gig copies its seller. FOR SHARE waits for a seller's change in
-- flight and then reads it, and holds back a change that comes later until
-- this gig is committed, when users_copy_to_gigs sees and updates it: no
-- interleaving leaves an old name on a gig.
CREATE FUNCTION "gigs_copy_seller"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u."name", u."image", u."is_pro" INTO NEW."seller_name", NEW."seller_image", NEW."seller_is_pro"
    FROM "users" u WHERE u."id" = NEW."seller_id" FOR SHARE;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "gigs_copy_seller" BEFORE INSERT OR UPDATE OF "seller_id" ON "gigs"
  FOR EACH ROW EXECUTE FUNCTION "gigs_copy_seller"();
--> statement-breakpoint
CREATE FUNCTION "users_copy_to_gigs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "gigs" SET "seller_name" = NEW."name", "seller_image" = NEW."image", "seller_is_pro" = NEW."is_pro"
    WHERE "seller_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_copy_to_gigs" AFTER UPDATE OF "name", "image", "is_pro" ON "users" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."image" IS DISTINCT FROM NEW."image"
        OR OLD."is_pro" IS DISTINCT FROM NEW."is_pro")
  EXECUTE FUNCTION "users_copy_to_gigs"();
--> statement-breakpoint
-- The gigs whose pictures a statement changed take their first picture again:
-- one update per gig, however many pictures the statement wrote.
CREATE FUNCTION "gig_images_copy_first"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  -- Each branch names only the transition tables its trigger declares.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "gig_id") INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "gig_id") INTO changed FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT c."gig_id") INTO changed
      FROM (SELECT "gig_id" FROM new_rows UNION SELECT "gig_id" FROM old_rows) c;
  END IF;
  UPDATE "gigs" g SET "first_image" = f."first"
  FROM (
    SELECT c."id", (
      SELECT array[gi."id"::text, gi."storage_key"] FROM "gig_images" gi
      WHERE gi."gig_id" = c."id" ORDER BY gi."position" LIMIT 1
    ) AS "first"
    FROM unnest(changed) AS c("id")
  ) f
  WHERE g."id" = f."id" AND g."first_image" IS DISTINCT FROM f."first";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "gig_images_copy_first_insert" AFTER INSERT ON "gig_images"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "gig_images_copy_first"();
--> statement-breakpoint
CREATE TRIGGER "gig_images_copy_first_update" AFTER UPDATE ON "gig_images"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "gig_images_copy_first"();
--> statement-breakpoint
CREATE TRIGGER "gig_images_copy_first_delete" AFTER DELETE ON "gig_images"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "gig_images_copy_first"();
--> statement-breakpoint
CREATE FUNCTION "gig_images_copy_first_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "gigs" SET "first_image" = NULL WHERE "first_image" IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "gig_images_copy_first_truncate" AFTER TRUNCATE ON "gig_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "gig_images_copy_first_truncate"();
