import { sql, type Placeholder } from 'drizzle-orm';

/**
 * How a value enters a statement: as itself (a parameter of this statement),
 * or as a named placeholder of a statement built once per shape and given its
 * values at each run (decisions 0046 and 0051): building a statement with
 * drizzle can cost the server more than the rest of its request.
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
export const asValue: Bind = (_name, value) => value;
export const asPlaceholder: Bind = (name) => sql.placeholder(name);

/**
 * Statements built once per database and shape, then kept: `built(db, shape,
 * build)` answers the statement `build` made the first time that database
 * asked for that shape. A shape names everything that changes a statement's
 * text; everything else is a placeholder.
 */
export function builtOncePerShape<S>(): (db: object, shape: string, build: () => S) => S {
  const kept = new WeakMap<object, Map<string, S>>();
  return (db, shape, build) => {
    let statements = kept.get(db);
    if (!statements) kept.set(db, (statements = new Map()));
    let statement = statements.get(shape);
    if (statement === undefined) statements.set(shape, (statement = build()));
    return statement;
  };
}

const statementNames = new Set<string>();

/**
 * The name of a statement PostgreSQL parses once per connection (decision 0097), taken once in the
 * process: a connection refuses one name for two texts ("Prepared statements must be unique"), so
 * a name given twice fails at once, where it is written, not on some connection later.
 */
export function statementName(name: string): string {
  if (statementNames.has(name)) throw new Error(`statement name ${name} is taken`);
  statementNames.add(name);
  return name;
}
