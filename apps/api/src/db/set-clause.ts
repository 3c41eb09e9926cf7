import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `column = value, ...` of an update's set, keyed by the table's property names as drizzle's `.set()` is:
 * for a statement written in SQL that shares its set with one drizzle builds (decision 0100).
 */
export function setClause(table: PgTable, set: Record<string, SQL>): SQL {
  const columns = table as unknown as Record<string, { name: string }>;
  return sql.join(
    Object.entries(set).map(([key, value]) => sql`${sql.identifier(columns[key]?.name ?? key)} = ${value}`),
    sql`, `,
  );
}
