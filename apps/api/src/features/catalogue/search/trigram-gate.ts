/**
 * A cheap test a title must pass to be a typo away from a search, tried
 * before pg_trgm's own (decision 0107). `word_similarity(text, title)` makes
 * the trigrams of both and scans the title's for its best extent: about
 * 10 µs a title on PGlite, 10-14 ms for the typo group's 1,000 candidates,
 * for most searches the larger part of their cost. A case-insensitive
 * regular expression over the title costs about 1-2 µs, and lets through
 * only the titles that hold enough of the text's letters to pass.
 *
 * Why it never turns away a title pg_trgm would take: pg_trgm lowercases a
 * text, splits it into words of letters and digits, pads each with two
 * spaces before and one after, and takes every three characters of them
 * (`logo` gives `  l`, ` lo`, `log`, `ogo`, `go `). Word similarity is, over
 * the extents of the title, the largest share its trigrams have with the
 * text's: |T ∩ E| / |T ∪ E|, which is at most |T ∩ title| / |T|. So at
 * least `ceil(threshold × |T|)` of the text's distinct trigrams are in the
 * title. Each trigram found there shows the title holds its letters: `log`
 * holds `log`, ` lo` and `go ` a pair of letters, `  l` a single one. When
 * more trigrams are needed than those showing one letter or two, the title
 * holds at least one of the text's three-letter runs; when more are needed
 * than those showing one letter, one of its pairs.
 *
 * The test is `title ~* gate`. Two characters lowercase to ASCII letters
 * (U+0130 İ to i, U+212A KELVIN SIGN to k: the only ones, checked against
 * every code point on PostgreSQL and PGlite), which pg_trgm sees as `i` and
 * `k` and `~*` does not: the gate spells each `i` and `k` with them.
 */

/** A search's text as pg_trgm reads it: lowercased words of letters and digits. Null when it is not ASCII. */
function trigramWords(text: string): string[] | null {
  // eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included.
  if (!/^[\x00-\x7f]*$/.test(text)) return null;
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** The trigrams pg_trgm makes of one lowercased word. */
function wordTrigrams(word: string): string[] {
  const padded = `  ${word} `;
  const trigrams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i += 1) trigrams.push(padded.slice(i, i + 3));
  return trigrams;
}

/** The distinct trigrams pg_trgm makes of an ASCII text (`show_trgm`), or null for a text that is not ASCII. */
export function trigramsOf(text: string): Set<string> | null {
  const words = trigramWords(text);
  return words && new Set(words.flatMap(wordTrigrams));
}

/** Each of a title's letters as `~*` must meet it: also the two characters that lowercase to `i` and `k`. */
const asInTitle = (run: string) => run.replace(/[ik]/g, (letter) => (letter === 'i' ? '[i\u0130]' : '[k\u212a]'));

/**
 * The regular expression every title at least `threshold` word-similar to
 * `text` matches with `~*` (pg_trgm word similarity), or null when a title
 * of a single letter of it could be: then there is nothing cheap to test.
 */
export function trigramGate(text: string, threshold: number): string | null {
  const trigrams = trigramsOf(text);
  if (!trigrams || trigrams.size === 0) return null;
  const needed = Math.ceil(threshold * trigrams.size - 1e-9);
  // What each trigram found in a title shows it holds: one letter, a pair or a run of three.
  const shown = [...trigrams].map((trigram) => trigram.trim());
  const singles = shown.filter((run) => run.length === 1).length;
  const pairs = shown.filter((run) => run.length === 2).length;
  let runs: string[];
  if (needed > singles + pairs) runs = shown.filter((run) => run.length === 3);
  else if (needed > singles) runs = shown.filter((run) => run.length > 1).map((run) => run.slice(0, 2));
  else return null;
  return [...new Set(runs)].map(asInTitle).join('|');
}
