import type { PGlite } from '@electric-sql/pglite';

// PGlite runs every statement through the unnamed statement, so it plans each
// one again at every run. The statements a repository names (those whose
// generic plan is their plan: the pages of a category, decision 0047) are
// prepared there once with SQL's PREPARE, and run with EXECUTE.

/** The texts of the statements to prepare once (the same text on every database). */
const textsToPrepare = new Set<string>();

/** Asks for `text` to be prepared once on PGlite, as a named statement is on PostgreSQL. */
export function prepareOnPglite(text: string): void {
  textsToPrepare.add(text);
}

/**
 * A value as an SQL literal of unknown type, which PostgreSQL reads with the
 * input function of the parameter's type, as it reads a bound value; undefined
 * for a value that is not a plain string, number or boolean (the statement then
 * runs as it is). Quotes are doubled: standard_conforming_strings is on, so a
 * backslash is itself.
 */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : undefined;
  if (typeof value === 'boolean') return `'${value}'`;
  return undefined;
}

/**
 * The PGlite client as drizzle uses it, whose `query` runs a text asked for by
 * prepareOnPglite as `EXECUTE` of a statement prepared on first use, its values
 * written as literals (EXECUTE takes no bound parameters). A text that cannot
 * be prepared, or values that are not plain, run as they are.
 */
export function withPreparedStatements(pglite: PGlite): PGlite {
  const prepared = new Map<string, Promise<string | null>>();
  let count = 0;

  function nameFor(text: string): Promise<string | null> {
    let name = prepared.get(text);
    if (!name) {
      const candidate = `prepared_${(count += 1)}`;
      name = pglite.exec(`prepare ${candidate} as ${text}`).then(
        () => candidate,
        () => null,
      );
      prepared.set(text, name);
    }
    return name;
  }

  const query: PGlite['query'] = async (text, params, options) => {
    if (!textsToPrepare.has(text)) return pglite.query(text, params, options);
    const literals = (params ?? []).map(sqlLiteral);
    const name = literals.every((literal) => literal !== undefined) ? await nameFor(text) : null;
    if (name === null) return pglite.query(text, params, options);
    return pglite.query(`execute ${name}${literals.length > 0 ? `(${literals.join(', ')})` : ''}`, [], options);
  };

  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on PGlite itself.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
