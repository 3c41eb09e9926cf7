import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

// PGlite runs every statement through the unnamed statement, so it plans each
// one again at every run. The statements a repository names (those whose
// generic plan is their plan: the pages of a category, decision 0047) are
// prepared there once with SQL's PREPARE, and run with EXECUTE on that plan
// (decision 0050).

/** The texts of the statements to prepare once (the same text on every database). */
const textsToPrepare = new Set<string>();
/** Names are numbered across the process, so two wrappers of one PGlite never prepare the same name. */
let preparedCount = 0;

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

  function nameFor(text: string): Promise<string | null> {
    let name = prepared.get(text);
    if (!name) {
      const candidate = `prepared_${(preparedCount += 1)}`;
      name = pglite.exec(`prepare ${candidate} as ${text}`).then(
        () => candidate,
        () => null,
      );
      prepared.set(text, name);
    }
    return name;
  }

  const query: PGlite['query'] = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (!textsToPrepare.has(text)) return pglite.query<T>(text, params, options);
    const literals = (params ?? []).map(sqlLiteral);
    const name = literals.every((literal) => literal !== undefined) ? await nameFor(text) : null;
    if (name === null) return pglite.query<T>(text, params, options);
    // Its one plan is the generic plan, kept from the first run (decision 0050): left to choose, PostgreSQL
    // planned some of these pages for their offset at every run. SET LOCAL ends with the statement's own
    // implicit transaction, so nothing else is planned that way.
    const execute = `execute ${name}${literals.length > 0 ? `(${literals.join(', ')})` : ''}`;
    const [, results] = await pglite.exec(`set local plan_cache_mode = force_generic_plan; ${execute}`, options);
    if (!results) throw new Error(`${execute} answered nothing`);
    return results as Results<T>;
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
