import { and, sql, type SQL } from 'drizzle-orm';
import { gigs } from '../../../db/schema/gigs.ts';
import { asValue, type Bind } from '../../../db/bind.ts';
import type { SearchQueries } from '../../../db/text-search.ts';
import { phraseParts } from './tsquery-text.ts';
import { trigramGate } from './trigram-gate.ts';

/** How close the whole search must be to part of the title in a typo match: pg_trgm's default for `<%`. */
const TYPO_SEARCH_SIMILARITY = 0.6;
/** How close each searched word must be to a title word in a typo match (0 to 1, pg_trgm word similarity). */
const TYPO_WORD_SIMILARITY = 0.5;

/**
 * The words a typo-tolerant title match looks for, or null when the search uses
 * websearch operators (quotes, `-`, `or`): those say exactly what to match, and
 * a similar title would undo a negation.
 */
export function typoWords(search: string): string[] | null {
  const words = search.trim().split(/\s+/);
  if (search.includes('"') || words.some((w) => w.startsWith('-') || w.toLowerCase() === 'or')) return null;
  const plain = words.map((w) => w.replace(/[^\p{L}\p{N}]+/gu, '')).filter((w) => w.length > 0);
  return plain.length > 0 ? plain : null;
}

/** A search's parsed queries (withQueries): a statement of a search is never built without them (decision 0052). */
export function parsedQueries(queries: SearchQueries | undefined): SearchQueries {
  if (!queries) throw new Error("a search's queries are parsed before its statements are built (searchQueries)");
  return queries;
}

/** True when the words hold a phrase (quotes, or a hyphenated word, which websearch makes one): the phrase operator `<`. */
export const isPhrase = (queries: SearchQueries): boolean => queries.words.includes('<');

/**
 * The words' condition as a walk of gigs_public_search_walk_idx tests it, from
 * the index alone (decision 0045): on `search_keys`, which holds the same words
 * as `search`. Its descriptions have no positions, which a phrase needs, so a
 * phrase is tested through its word pairs instead (phraseMatch).
 */
export function keysMatch(queries: SearchQueries, bind: Bind = asValue): SQL {
  if (isPhrase(queries)) return phraseMatch(queries, bind);
  return sql`${gigs.searchKeys} @@ ${bind('words', queries.words)}::tsquery`;
}

/**
 * A search with a phrase (decision 0076): the pairs of words its phrases need
 * on `search_pairs` (through its GIN index), its other words on
 * `search_keys`, kept in the row, and only when those may let through a gig
 * the phrase does not match (phraseParts' `lossy`), the words on `search`,
 * whose positions most rows keep out of line: testing every candidate there
 * took 2.4 s at 100,000 gigs.
 */
export function phraseMatch(queries: SearchQueries, bind: Bind = asValue): SQL {
  const parts = phraseParts(queries.words);
  const words = sql`${gigs.search} @@ ${bind('words', queries.words)}::tsquery`;
  if (!parts) return words;
  return (
    and(
      parts.pairs === null ? undefined : sql`${gigs.searchPairs} @@ ${bind('pairs', parts.pairs)}::tsquery`,
      parts.loose === null ? undefined : sql`${gigs.searchKeys} @@ ${bind('loose', parts.loose)}::tsquery`,
      parts.lossy ? words : undefined,
    ) ?? words
  );
}

/**
 * The condition a search puts on gigs: its words (full-text, the default; in
 * `keys` form for a walk of the search walk index) or the titles a typo away
 * that the words do not already match (decision 0023). Undefined when there is
 * no search. The words come parsed (searchQueries) and enter as `bind` says
 * (db/bind.ts).
 */
export function textMatch(
  search: string | undefined,
  queries: SearchQueries | undefined,
  mode: 'words' | 'typos' | 'keys' = 'words',
  bind: Bind = asValue,
): SQL | undefined {
  if (!search) return undefined;
  const parsed = parsedQueries(queries);
  if (mode === 'keys') return keysMatch(parsed, bind);
  if (mode !== 'typos') {
    return isPhrase(parsed)
      ? phraseMatch(parsed, bind)
      : sql`${gigs.search} @@ ${bind('words', parsed.indexed ?? parsed.words)}::tsquery`;
  }
  // A typo match's statement has as many conditions as words: it is built for its values.
  if (bind !== asValue) throw new Error('a typo match is built for its own values, never once per shape');
  const typed = typoWords(search);
  if (!typed) return sql`false`;
  return typoMatch(search, typed, parsed);
}

/**
 * The titles a typo away that the words do not already match: the whole
 * search close to part of the title (typoCandidates), then each word
 * (typoChecks). `gated`, for a read of the candidates, first tests what a
 * title must hold to pass (trigramGate, decision 0107), in a `case` so that
 * the planner, which orders conditions by cost, cannot test pg_trgm first;
 * the planner's estimate (keptSearchEstimate) reads the conditions ungated,
 * whose selectivity it can estimate.
 */
export function typoMatch(search: string, typed: string[], queries: SearchQueries, gated = false): SQL {
  const match = sql`(${typoCandidates(search)} and ${typoChecks(search, typed, queries)})`;
  const gates = gated ? typoGates(search, typed) : [];
  return gates.length === 0 ? match : sql`(case when ${sql.join(gates, sql` and `)} then ${match} else false end)`;
}

/** What a title must hold to be close enough to the whole search and to each of its words (trigramGate). */
function typoGates(search: string, typed: string[]): SQL[] {
  const gate = (text: string, threshold: number) => {
    const pattern = trigramGate(text, threshold);
    return pattern === null ? undefined : sql`${gigs.title} ~* ${pattern}`;
  };
  const whole = gate(search, TYPO_SEARCH_SIMILARITY);
  const words = isOneWord(search, typed)
    ? []
    : typed.map((word) => {
        const close = gate(word, TYPO_WORD_SIMILARITY);
        return close && sql`(plainto_tsquery('english', ${word}) = ''::tsquery or ${close})`;
      });
  return [whole, ...words].filter((condition): condition is SQL => condition !== undefined);
}

/** A search of one word is the whole search: typoCandidates already holds it to more than its word's test. */
const isOneWord = (search: string, typed: string[]) =>
  typed.length === 1 && typed[0]?.toLowerCase() === search.trim().toLowerCase();

/**
 * The first part of a typo match: the whole search close to part of the
 * title (pg_trgm word similarity at its default 0.6), tested on the typo
 * group's candidates, the best gigs in scope (decision 0099: the trigram
 * index is no longer read). A search of stop words only matches nothing.
 */
function typoCandidates(search: string): SQL {
  // `<%` is word_similarity >= pg_trgm.word_similarity_threshold, left at its default (TYPO_SEARCH_SIMILARITY).
  return sql`(plainto_tsquery('english', ${search}) <> ''::tsquery and ${search} <% ${gigs.title})`;
}

/**
 * The rest of a typo match, tested on the candidates: each searched word at
 * least half-close to a word of the title, so one long word cannot carry a
 * title that has nothing of the others ('zebrafolk light'), stop words ('for',
 * 'the') not required; and not a match of the words themselves, tested on
 * `search_keys`, kept in the row (decision 0049).
 */
function typoChecks(search: string, typed: string[], queries: SearchQueries): SQL {
  const closeWords = (isOneWord(search, typed) ? [] : typed).map(
    (word) =>
      sql`(plainto_tsquery('english', ${word}) = ''::tsquery or word_similarity(${word}, ${gigs.title}) >= ${TYPO_WORD_SIMILARITY})`,
  );
  return sql`(${sql.join([...closeWords, sql`not ${keysMatch(queries)}`], sql` and `)})`;
}
