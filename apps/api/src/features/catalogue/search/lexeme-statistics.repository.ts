import { sql } from 'drizzle-orm';
import { selectRows, type DbOrTx } from '../../../db/client.ts';
import { keptPerDatabase } from '../../../db/kept-per-database.ts';
import { anyOf, formatTsquery, mapLexemes, parseTsquery, type LexemeNode, type QueryNode } from './tsquery-text.ts';

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

/**
 * How many letters a typed word may be away from a word the catalogue holds
 * to be taken for it: none for a short word (too many words are a letter
 * from 'art'), one up to seven letters ('desgin' for 'design': two letters
 * swapped count one), two for a longer one ('trnslate' for 'translat').
 */
export const slipsAllowed = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/**
 * The words of a search with each lexeme the statistics do not hold replaced
 * by those they hold the fewest letters away, within slipsAllowed ('desgin'
 * → 'design', 'logo desgin' → 'logo' & 'design'), as a tsquery's text for
 * the typo group (decision 0076): the statistics hold the catalogue's common
 * words, the ones people mistype, and trigrams miss a slip in a short word
 * ('desgin' is 0.43 similar to 'Logo design'). A slip can also lead the
 * stemmer astray ('desing' is stemmed 'dese', as if it ended in -ing): a
 * lexeme close to none is then looked for from the `typed` word that begins
 * with the same three letters, and, failing that, from the word `forms`
 * found to stem to a held lexeme ('afforadble' is two slips from
 * 'affordable', stemmed 'afford'; decision 0099).
 * Null when the search has no such lexeme, or one of them is close to none.
 */
export function correctedWords(
  exact: string,
  lexemes: readonly string[],
  typed: readonly string[] = [],
  forms: readonly WordForm[] = [],
): string | null {
  const tree = parseTsquery(exact);
  let corrected = 0;
  let uncorrectable = false;
  const correct = (node: LexemeNode): QueryNode => {
    if (holds(lexemes, node.lexeme, false)) return node;
    const word = typed.map((w) => w.toLowerCase()).find((w) => w.slice(0, 3) === node.lexeme.slice(0, 3));
    const stemmed = nearest(node.lexeme, lexemes);
    const fromWord = stemmed.length === 0 && word ? nearest(word, lexemes) : stemmed;
    const fromForms = fromWord.length === 0 && word ? formsNear(word, forms) : fromWord;
    const near = anyOf(fromForms);
    if (!near) {
      uncorrectable = true;
      return node;
    }
    corrected += 1;
    return near;
  };
  if (!tree) return null;
  const fixed = mapLexemes(tree, correct);
  return corrected > 0 && !uncorrectable ? formatTsquery(fixed) : null;
}

/** A word form and the held lexeme it stems to (wordForms). */
export interface WordForm {
  form: string;
  lexeme: string;
}

/** The lexemes of the forms the fewest slips from `word`, each once. */
function formsNear(word: string, forms: readonly WordForm[]): string[] {
  const near = new Set(
    nearest(
      word,
      forms.map((f) => f.form),
    ),
  );
  return [...new Set(forms.filter((f) => near.has(f.form)).map((f) => f.lexeme))];
}

/** The lexemes the fewest slips from `word` (at most slipsAllowed), in their sorted order. */
export function nearest(word: string, lexemes: readonly string[]): string[] {
  let best = slipsAllowed(word.length);
  let found: string[] = [];
  if (best === 0) return found;
  for (const lexeme of lexemes) {
    if (Math.abs(lexeme.length - word.length) > best) continue;
    const slips = distance(word, lexeme, best);
    if (slips > best) continue;
    if (slips < best) found = [];
    best = slips;
    found.push(lexeme);
  }
  return found;
}

/**
 * Letters inserted, deleted, replaced or two neighbours swapped between `a`
 * and `b` (optimal string alignment), or `atMost` + 1 once it is sure to be more.
 */
export function distance(a: string, b: string, atMost: number): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (before[j - 2] ?? 0) + 1);
      row.push(d);
      smallest = Math.min(smallest, d);
    }
    if (smallest > atMost) return atMost + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length] ?? atMost + 1;
}
