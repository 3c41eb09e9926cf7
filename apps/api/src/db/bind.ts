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
