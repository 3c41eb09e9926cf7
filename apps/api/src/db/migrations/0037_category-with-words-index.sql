-- A search's words and its category in one GIN index (decision 0103): btree_gin gives
-- GIN a key for the category's text. PGlite loads the extension's code at open (client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "gigs_category_search_idx" ON "gigs" USING gin ("category_slug","search");--> statement-breakpoint
-- The words alone are read from the new index's `search` keys.
DROP INDEX "gigs_search_idx";--> statement-breakpoint
-- No statement has read the titles' trigrams since decision 0099: the typo group tests the best 1,000 gigs in scope.
DROP INDEX "gigs_title_trgm_idx";
