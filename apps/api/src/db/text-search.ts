import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type DbOrTx } from './client.ts';
import { recentlyUsedPer } from '../platform/recently-used.ts';

// A word as the full-text parser sees one: letters and digits only, so it can
// never carry tsquery syntax.
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * The last word of a search when it can match as a prefix (what someone is
 * still typing): a plain word, not negated, not inside quotes and not the
 * websearch `or` operator. Null otherwise.
 */
export function prefixWord(search: string): string | null {
  if ((search.match(/"/g) ?? []).length % 2 === 1) return null;
  const last = search.trim().split(/\s+/).at(-1) ?? '';
  return PLAIN_WORD.test(last) && last.toLowerCase() !== 'or' ? last : null;
}

/**
 * Endings a half-typed word may be on its way to. The stem of a whole word can
 * be shorter than what was typed of it ('wedding' is stemmed 'wed', 'business'
 * 'busi', 'animation' 'anim'), so the typed letters as a prefix ('weddin':*)
 * miss it; the word finished with one of these endings is stemmed instead.
 */
const ENDINGS =
  'ing ion ation ness ment ence ance ive ity ate ical ic al er ed ly ful ous able ible ize ise ism ist'.split(' ');

/**
 * The words a half-typed word may be finishing: the word with the rest of
 * each ending it has begun ('weddin' → 'wedding', 'busin' → 'business',
 * 'animat' → 'animation', 'animate'…). An ending not begun is
 * not guessed: 'car' is no start of 'caring'.
 */
export function completions(word: string): string[] {
  const typed = word.toLowerCase();
  const words = new Set<string>();
  for (const ending of ENDINGS) {
    for (let begun = 1; begun < ending.length; begun += 1) {
      if (typed.endsWith(ending.slice(0, begun))) words.add(typed + ending.slice(begun));
    }
  }
  return [...words];
}

/**
 * The full-text query of a search: websearch semantics (quotes, `-`, `or`),
 * with the last typed word also matching as a prefix ('spread' finds
 * 'spreadsheet') or as the stem of a word it is finishing ('weddin' finds
 * 'wedding', stemmed 'wed'; decision 0049). websearch_to_tsquery ends its
 * text with that word's stemmed lexeme, which becomes `(lexeme:* | stem …)`;
 * a stop word (no lexeme) is left as is. Every function here is immutable, so
 * the planner folds this to a constant and estimates it like any tsquery.
 */
export function wordsQuery(search: string): SQL {
  const exact = sql`websearch_to_tsquery('english', ${search})`;
  const last = prefixWord(search);
  if (!last) return exact;
  // The stems of the words the last one may be finishing, as `'stem' 'stem'…` (a stripped tsvector's text;
  // empty for a word of digits), then joined by `|`. Immutable functions only, so the planner still folds it.
  const stems = sql`strip(to_tsvector('english', ${completions(last).join(' ')}))::text`;
  const alternatives = sql`(case when ${stems} = '' then '' else ' | ' || replace(${stems}, ''' ''', ''' | ''') end)`;
  // Only a query text that ends with a lexeme's closing quote takes the prefix; anything else stays as websearch made it.
  return sql`(case when plainto_tsquery('english', ${last}) = ''::tsquery or right(${exact}::text, 1) <> '''' then ${exact}
    else regexp_replace(${exact}::text, '''[^'']*''$', '(\\&:*' || ${alternatives} || ')')::tsquery end)`;
}

/** A job post's search document: its title and skills weigh more than its description (weight A over B). */
export const jobSearchVector = (post: { title: string; description: string; skills: readonly string[] }): SQL =>
  sql`setweight(to_tsvector('english', ${post.title}), 'A') || setweight(to_tsvector('english', ${post.skills.join(' ')}), 'A') || setweight(to_tsvector('english', ${post.description}), 'B')`;

/**
 * A search's full-text queries as PostgreSQL parses them: `words`
 * (wordsQuery's: the last word also a prefix or the stem it is finishing)
 * and `exact` (websearch's alone), as tsquery texts, which cast back to the
 * same queries. A statement given them as `$n::tsquery` is planned with them
 * as constants, estimated as before, without folding the text search
 * functions again for each place the query appears: 1.3 ms of planning each
 * on PGlite, 0.13 ms on PostgreSQL (decision 0052).
 */
export interface SearchQueries {
  words: string;
  exact: string;
  /**
   * The words as a read through the GIN index is given them, each prefix
   * spelled out as the lexemes it begins (withIndexedWords, decision 0112):
   * the same matches, never kept with the parsed text.
   */
  indexed?: string;
}

/** How many searches' queries each database handle keeps (a few hundred kilobytes). */
const KEPT_QUERIES = 10_000;
const keptQueries = recentlyUsedPer<string, Promise<SearchQueries>>(KEPT_QUERIES);

/**
 * The queries of a search, parsed by PostgreSQL once per process and text:
 * parsing depends only on the text and the `english` configuration, so a kept
 * answer is never stale. The least recently used is dropped past KEPT_QUERIES.
 */
export function searchQueries(db: DbOrTx, search: string): Promise<SearchQueries> {
  return keptQueries(db).keep(search, () =>
    selectRows<SearchQueries>(
      db,
      sql`select (${wordsQuery(search)})::text as words, websearch_to_tsquery('english', ${search})::text as exact`,
    ).then(([row]) => row ?? { words: '', exact: '' }),
  );
}
