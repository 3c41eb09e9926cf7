-- Trigram matching for typo-tolerant title search. Must exist before the indexes that use gin_trgm_ops.
-- PGlite loads the extension's code at open (client.ts); this statement enables it in the database.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
