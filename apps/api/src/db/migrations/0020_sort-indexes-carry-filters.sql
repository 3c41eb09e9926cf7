-- Every sort's index carries the filter columns its keys lack (decision 0048), so a filtered
-- view walks its sort's index and tests the filters on the entries alone: an index-only walk,
-- as the recommended order's walk indexes already were (0017), instead of one read of the
-- table for every entry the walk passes. The keys are unchanged; the INCLUDE lists are written
-- here by hand, as drizzle's index builder cannot declare them (schema/gigs.ts says so).
DROP INDEX "gigs_public_order_idx";--> statement-breakpoint
CREATE INDEX "gigs_public_order_idx" ON "gigs" USING btree ("is_pro" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("price_cents","rating","delivery_days") WHERE "gigs"."is_public";--> statement-breakpoint
DROP INDEX "gigs_public_category_newest_idx";--> statement-breakpoint
CREATE INDEX "gigs_public_category_newest_idx" ON "gigs" USING btree ("category_slug","is_pro" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") INCLUDE ("price_cents","rating","delivery_days") WHERE "gigs"."is_public";--> statement-breakpoint
DROP INDEX "gigs_public_price_idx";--> statement-breakpoint
CREATE INDEX "gigs_public_price_idx" ON "gigs" USING btree ("is_pro" DESC NULLS LAST,"price_cents","id") INCLUDE ("rating","delivery_days") WHERE "gigs"."is_public";--> statement-breakpoint
DROP INDEX "gigs_public_category_price_idx";--> statement-breakpoint
CREATE INDEX "gigs_public_category_price_idx" ON "gigs" USING btree ("category_slug","is_pro" DESC NULLS LAST,"price_cents","id") INCLUDE ("rating","delivery_days") WHERE "gigs"."is_public";--> statement-breakpoint
DROP INDEX "gigs_public_price_desc_idx";--> statement-breakpoint
CREATE INDEX "gigs_public_price_desc_idx" ON "gigs" USING btree ("is_pro" DESC NULLS LAST,"price_cents" DESC NULLS LAST,"id") INCLUDE ("rating","delivery_days") WHERE "gigs"."is_public";--> statement-breakpoint
DROP INDEX "gigs_public_category_price_desc_idx";--> statement-breakpoint
CREATE INDEX "gigs_public_category_price_desc_idx" ON "gigs" USING btree ("category_slug","is_pro" DESC NULLS LAST,"price_cents" DESC NULLS LAST,"id") INCLUDE ("rating","delivery_days") WHERE "gigs"."is_public";--> statement-breakpoint
DROP INDEX "gigs_public_delivery_idx";--> statement-breakpoint
CREATE INDEX "gigs_public_delivery_idx" ON "gigs" USING btree ("is_pro" DESC NULLS LAST,"delivery_days","rating" DESC NULLS LAST,"id") INCLUDE ("price_cents") WHERE "gigs"."is_public";--> statement-breakpoint
DROP INDEX "gigs_public_category_delivery_idx";--> statement-breakpoint
CREATE INDEX "gigs_public_category_delivery_idx" ON "gigs" USING btree ("category_slug","is_pro" DESC NULLS LAST,"delivery_days","rating" DESC NULLS LAST,"id") INCLUDE ("price_cents") WHERE "gigs"."is_public";
