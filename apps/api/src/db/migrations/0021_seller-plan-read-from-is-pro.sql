-- A card's seller plan is the gig's own "is_pro", which the gigs service sets
-- from the seller's plan when a gig is written and whenever the plan changes
-- (refreshSellerGigVisibility). The second copy, kept by the triggers of
-- migration 0019, goes: they copy the seller's name and picture only.
CREATE OR REPLACE FUNCTION "gigs_copy_seller"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u."name", u."image" INTO NEW."seller_name", NEW."seller_image"
    FROM "users" u WHERE u."id" = NEW."seller_id" FOR SHARE;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_copy_to_gigs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "gigs" SET "seller_name" = NEW."name", "seller_image" = NEW."image"
    WHERE "seller_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "users_copy_to_gigs" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_copy_to_gigs" AFTER UPDATE OF "name", "image" ON "users" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."image" IS DISTINCT FROM NEW."image")
  EXECUTE FUNCTION "users_copy_to_gigs"();
--> statement-breakpoint
ALTER TABLE "gigs" DROP COLUMN "seller_is_pro";
