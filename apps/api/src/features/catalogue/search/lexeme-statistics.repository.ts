import { sql } from 'drizzle-orm';
import { selectRows, type DbOrTx } from '../../../db/client.ts';
import { keptPerDatabase } from '../../../db/kept-per-database.ts';
import { parseTsquery, type QueryNode } from './tsquery-text.ts';

// What the planner's statistics know of the searched words (decision 0076).
// ANALYZE keeps the most common lexemes of `gigs.search` with their
// frequencies (about a thousand in a real catalogue, its statistics target
// times ten); for any other lexeme the planner guesses a share (half the least
// common kept one's, at most 0.5%), so a word the catalogue does not hold, or
// a typo, is estimated at 1.4-2.4% of the gigs once its prefix and the words
// it may be finishing are counted. Such a search is not walked on the
// estimate's word: its matches are counted through the GIN index instead.

/** The statistics change only with ANALYZE: read again after this long. */
const KEPT_MS = 60_000;

/** The lexemes the statistics of `gigs.search` hold, sorted; none before the table is first analysed. */
export const statisticsLexemes = keptPerDatabase(KEPT_MS, async (db: DbOrTx): Promise<string[]> => {
  const [row] = await selectRows<{ lexemes: string[] | string | null }>(
    db,
    sql`select most_common_elems::text::text[] as lexemes from pg_stats
         where schemaname = current_schema() and tablename = 'gigs' and attname = 'search'`,
  );
  const lexemes = typeof row?.lexemes === 'string' ? parseTextArray(row.lexemes) : (row?.lexemes ?? []);
  return [...lexemes].sort(byCodeUnits);
});

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A text[] as PostgreSQL writes it (`{a,"b c"}`), for a driver that hands it over as text. */
function parseTextArray(text: string): string[] {
  const out: string[] = [];
  const inner = text.slice(1, -1);
  const element = /"((?:[^"\\]|\\.)*)"|([^,]+)/g;
  for (let match = element.exec(inner); match; match = element.exec(inner)) {
    out.push(match[1] === undefined ? (match[2] ?? '') : match[1].replace(/\\(.)/g, '$1'));
  }
  return out;
}

/** True when `sorted` holds `lexeme`, or, for a prefix, a lexeme that begins with it. */
function holds(sorted: readonly string[], lexeme: string, prefix: boolean): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid] ?? '') < lexeme) low = mid + 1;
    else high = mid;
  }
  const found = sorted[low];
  return found !== undefined && (prefix ? found.startsWith(lexeme) : found === lexeme);
}

/**
 * True when the planner's estimate of a search's words rests on its
 * statistics: some way to match them goes only through lexemes the
 * statistics hold (a negation can match most gigs). False when every match
 * needs a lexeme they do not hold: rarer than the least common lexeme kept,
 * the matches are few, and the estimate is a guess.
 */
export function isEstimable(words: string, lexemes: readonly string[]): boolean {
  const tree = parseTsquery(words);
  return tree !== null && estimable(tree, lexemes);
}

function estimable(node: QueryNode, lexemes: readonly string[]): boolean {
  switch (node.kind) {
    case 'lexeme':
      return holds(lexemes, node.lexeme, node.prefix);
    case 'not':
      return true;
    case 'or':
      return estimable(node.left, lexemes) || estimable(node.right, lexemes);
    case 'and':
    case 'phrase':
      return estimable(node.left, lexemes) && estimable(node.right, lexemes);
  }
}
