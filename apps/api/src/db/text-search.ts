import { sql, type SQL } from 'drizzle-orm';

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
 * The full-text query of a search: websearch semantics (quotes, `-`, `or`),
 * with the last typed word also matching as a prefix ('spread' finds
 * 'spreadsheet'). websearch_to_tsquery ends its text with that word's stemmed
 * lexeme, so `:*` is appended there; a stop word (no lexeme) is left as is.
 * Both functions are immutable, so the planner folds this to a constant and
 * estimates it like any tsquery.
 */
export function wordsQuery(search: string): SQL {
  const exact = sql`websearch_to_tsquery('english', ${search})`;
  const last = prefixWord(search);
  if (!last) return exact;
  // Only a query text that ends with a lexeme's closing quote takes `:*`; anything else stays as websearch made it.
  return sql`(case when plainto_tsquery('english', ${last}) = ''::tsquery or right(${exact}::text, 1) <> '''' then ${exact}
    else (${exact}::text || ':*')::tsquery end)`;
}

/** A job post's search document: its title and skills weigh more than its description (weight A over B). */
export const jobSearchVector = (post: { title: string; description: string; skills: readonly string[] }): SQL =>
  sql`setweight(to_tsvector('english', ${post.title}), 'A') || setweight(to_tsvector('english', ${post.skills.join(' ')}), 'A') || setweight(to_tsvector('english', ${post.description}), 'B')`;
