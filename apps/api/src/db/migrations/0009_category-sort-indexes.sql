-- A category's explore pages in every sort, read in index order from the category's first entry (decision 0033).
DROP INDEX "gigs_public_category_idx";--> statement-breakpoint
CREATE INDEX "gigs_public_category_newest_idx" ON "gigs" USING btree ("category_slug","is_pro" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE "gigs"."is_public";--> statement-breakpoint
CREATE INDEX "gigs_public_category_recommended_idx" ON "gigs" USING btree ("category_slug","is_pro" DESC NULLS LAST,"rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE "gigs"."is_public";--> statement-breakpoint
CREATE INDEX "gigs_public_category_price_idx" ON "gigs" USING btree ("category_slug","is_pro" DESC NULLS LAST,"price_cents","id") WHERE "gigs"."is_public";--> statement-breakpoint
CREATE INDEX "gigs_public_category_price_desc_idx" ON "gigs" USING btree ("category_slug","is_pro" DESC NULLS LAST,"price_cents" DESC NULLS LAST,"id") WHERE "gigs"."is_public";--> statement-breakpoint
CREATE INDEX "gigs_public_category_delivery_idx" ON "gigs" USING btree ("category_slug","is_pro" DESC NULLS LAST,"delivery_days","rating" DESC NULLS LAST,"id") WHERE "gigs"."is_public";