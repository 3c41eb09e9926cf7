import { sql } from 'drizzle-orm';
import { selectRows, type DbOrTx } from '../../../db/client.ts';
import type { SearchQueries } from '../../../db/text-search.ts';
import { isPhrase } from './search.repository.ts';
import { prefixLexemes, spelledOut } from './tsquery-text.ts';

// A search's last word matches as a prefix (`'birthday':*`, decision 0030).
// GIN reads a prefix by gathering the postings of every lexeme that begins
// with it into a bitmap before it intersects anything, about four times the
// cost of reading the same postings for the lexeme itself: at a million gigs
// `'birthday':*` took 20 ms where `'birthday'` took 5, with the same 33,345
// matches, and a prefix after a word the catalogue does not hold (`beekeeping
// media`) gathered all 285,368 of `'media':*` to find none (86 ms). The
// gigs' lexemes are kept in `search_lexemes` (migration 0038), so a read
// through GIN spells each prefix out as the lexemes it begins (decision 0112).

/** A prefix that begins more lexemes than this stays a prefix ('a':*): as many exact entries cost as much. */
const MOST_SPELLED_OUT = 16;

/**
 * The words as a read through the GIN index takes them best: `indexed`, the
 * words with each prefix spelled out as the lexemes the gigs hold that begin
 * with it, when they are at most MOST_SPELLED_OUT. Read afresh for each search
 * (one small statement), so a gig written a moment ago is found by its prefix.
 * A phrase's words are read through its pairs (phraseMatch) and left as they are.
 */
export async function withIndexedWords(db: DbOrTx, queries: SearchQueries): Promise<SearchQueries> {
  const prefixes = isPhrase(queries) ? [] : prefixLexemes(queries.words);
  if (prefixes.length === 0) return queries;
  const rows = await selectRows<{ prefix: string; lexeme: string }>(
    db,
    sql`select v.prefix, l.lexeme
          from (values ${sql.join(
            prefixes.map((prefix) => sql`(${prefix}::text)`),
            sql`, `,
          )}) v(prefix)
          cross join lateral (
            select lexeme from search_lexemes
             where lexeme >= v.prefix collate "C" and lexeme < (v.prefix || chr(1114111)) collate "C"
             order by lexeme limit ${MOST_SPELLED_OUT + 1}
          ) l`,
  );
  const lexemes = new Map<string, string[]>();
  for (const { prefix, lexeme } of rows) {
    const begun = lexemes.get(prefix);
    if (begun) begun.push(lexeme);
    else lexemes.set(prefix, [lexeme]);
  }
  for (const [prefix, begun] of lexemes) if (begun.length > MOST_SPELLED_OUT) lexemes.delete(prefix);
  return lexemes.size === 0 ? queries : { ...queries, indexed: spelledOut(queries.words, lexemes) };
}
