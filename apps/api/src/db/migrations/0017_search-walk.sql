-- Search without reading the table for its window (decision 0045): a narrower copy of the search
-- document, and the recommended order (and the same within a category) carrying it and the filter
-- columns, so the first matches in that order are found, tested and ranked by an index-only walk.
-- The INCLUDE lists are written here by hand: drizzle's index builder cannot declare them
-- (schema/gigs.ts says so where the indexes are).
ALTER TABLE "gigs" ADD COLUMN "search_keys" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || strip(to_tsvector('english', coalesce("short_description", '') || ' ' || coalesce("description", '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "gigs_public_search_walk_idx" ON "gigs" USING btree ("is_pro" DESC NULLS LAST,"rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("search_keys","category_slug","price_cents","delivery_days") WHERE "gigs"."is_public";--> statement-breakpoint
CREATE INDEX "gigs_public_category_search_walk_idx" ON "gigs" USING btree ("category_slug","is_pro" DESC NULLS LAST,"rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("search_keys","price_cents","delivery_days") WHERE "gigs"."is_public";
