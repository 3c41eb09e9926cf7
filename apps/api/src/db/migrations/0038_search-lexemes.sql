-- Every lexeme of the gigs' `search`, so that a search's last word, a prefix, can be
-- spelled out as the lexemes it begins (decision 0112): GIN reads a prefix by gathering
-- every matching lexeme's postings into a bitmap first, four times the cost of reading
-- the same lexeme exactly. Byte order ("C"), so a prefix is a range of the key. Kept a
-- superset of the lexemes in use: a gig written adds its new ones, nothing removes any
-- (a lexeme no gig holds anymore only spells out a term that matches nothing).
CREATE TABLE "search_lexemes" ("lexeme" text COLLATE "C" PRIMARY KEY);--> statement-breakpoint
INSERT INTO "search_lexemes" SELECT DISTINCT unnest(tsvector_to_array("search")) FROM "gigs";--> statement-breakpoint
CREATE FUNCTION "gigs_keep_search_lexemes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One insert a statement, of the lexemes its rows hold that are not kept yet; an update
  -- only of the rows whose words changed (a rating or a status leaves them be). In order:
  -- an insert waits for another transaction's uncommitted copy of the same new lexeme, and
  -- two gigs bringing the same new words in different orders would wait for each other.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "search_lexemes"
      SELECT DISTINCT unnest(tsvector_to_array(n."search")) FROM new_rows n ORDER BY 1
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO "search_lexemes"
      SELECT DISTINCT unnest(tsvector_to_array(n."search"))
        FROM new_rows n JOIN old_rows o ON o."id" = n."id"
        WHERE n."search" IS DISTINCT FROM o."search"
        ORDER BY 1
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "gigs_keep_search_lexemes_insert" AFTER INSERT ON "gigs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "gigs_keep_search_lexemes"();
--> statement-breakpoint
CREATE TRIGGER "gigs_keep_search_lexemes_update" AFTER UPDATE ON "gigs"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "gigs_keep_search_lexemes"();
