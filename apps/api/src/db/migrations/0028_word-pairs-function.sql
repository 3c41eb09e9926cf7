-- Phrases found through their word pairs (decision 0076): the adjacent lexemes of a search
-- document, each pair one lexeme ('play logo'), for the generated column `search_pairs` that
-- migration 0029 adds. Two lexemes are a pair when their positions are one apart, as the phrase
-- operator `<->` tests them; the document is the same as `search`'s (title, then descriptions).
CREATE FUNCTION "gig_word_pairs"("doc" tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT s.pair)), ''::tsvector) FROM (
    SELECT w.lexeme || ' ' || lead(w.lexeme) OVER (ORDER BY p) AS pair, lead(p) OVER (ORDER BY p) - p AS gap
      FROM unnest(doc) AS w, unnest(w.positions) AS p
  ) s WHERE s.gap = 1
$$;
