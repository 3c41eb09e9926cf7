import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, type DatabaseHandle } from './client.ts';
import { prepareOnPglite, sqlLiteral, withPreparedStatements } from './pglite-statements.ts';

// Statements named by a repository are prepared once on PGlite and run with
// EXECUTE on their generic plan, their values written as literals (decisions
// 0047 and 0050). PGlite only: the PostgreSQL project has nothing of its own
// to test here.

describe.runIf(process.env.TEST_DB !== 'postgresql')('statements prepared once on PGlite', () => {
  let handle: DatabaseHandle;
  let pglite: PGlite;
  beforeAll(async () => {
    handle = await openPglite();
    if (!handle.pglite) throw new Error('openPglite gave no PGlite');
    pglite = handle.pglite;
  });
  afterAll(async () => {
    await handle.close();
  });

  const preparedStatements = async () =>
    (await pglite.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
      (row) => row.statement,
    );

  it('prepares an asked-for text once and answers it as the text would, with any quotes and backslashes', async () => {
    const client = withPreparedStatements(pglite);
    const text =
      'select $1::text as said, $2::int + 1 as next, $3::real as rating, $4::boolean as yes, $5::text as nothing';
    prepareOnPglite(text);
    const tricky = `O'Neil \\'; drop table x; -- "quoted"`;
    for (const n of [1, 2, 3]) {
      const { rows } = await client.query(text, [tricky, n, 4.5, true, null]);
      expect(rows).toEqual([{ said: tricky, next: n + 1, rating: 4.5, yes: true, nothing: null }]);
    }
    expect((await preparedStatements()).filter((statement) => statement.includes(text))).toHaveLength(1);
  });

  it('runs other texts, values that are not plain and texts that cannot be prepared as they are', async () => {
    const client = withPreparedStatements(pglite);
    const before = (await preparedStatements()).length;
    expect((await client.query('select $1::int * 2 as twice', [21])).rows).toEqual([{ twice: 42 }]);
    const arrays = 'select cardinality($1::text[]) as n';
    prepareOnPglite(arrays);
    expect((await client.query(arrays, [['a', 'b']])).rows).toEqual([{ n: 2 }]);
    // PREPARE takes no utility statement; the text still answers.
    const utility = 'show client_encoding';
    prepareOnPglite(utility);
    expect((await client.query(utility)).rows).toEqual([{ client_encoding: 'UTF8' }]);
    expect(await preparedStatements()).toHaveLength(before);
  });

  it('runs a prepared text on its generic plan from the first run, and plans nothing else that way', async () => {
    const client = withPreparedStatements(pglite);
    const text = 'select i from generate_series(1, 10) as i where i > $1::int order by i limit 2 offset $2::int';
    prepareOnPglite(text);
    for (const offset of [0, 1, 2]) {
      expect((await client.query(text, [3, offset])).rows).toEqual([{ i: 4 + offset }, { i: 5 + offset }]);
    }
    const plans = await pglite.query<{ generic_plans: number; custom_plans: number }>(
      `select generic_plans, custom_plans from pg_prepared_statements where statement like '%generate_series(1, 10)%'`,
    );
    expect(plans.rows).toEqual([{ generic_plans: 3, custom_plans: 0 }]);
    // The setting lasts as long as the EXECUTE: it is gone after one that answered, and after one that failed.
    const planCacheMode = async () =>
      (await pglite.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0]?.plan_cache_mode;
    expect(await planCacheMode()).toBe('auto');
    await expect(client.query(text, ['not a number', 0])).rejects.toThrow();
    expect(await planCacheMode()).toBe('auto');
  });

  it('writes values as literals of unknown type, and nothing else', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral('a\\b')).toBe("'a\\b'");
    expect(sqlLiteral(24)).toBe("'24'");
    expect(sqlLiteral(false)).toBe("'false'");
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral(Number.NaN)).toBeUndefined();
    expect(sqlLiteral(new Date(0))).toBeUndefined();
    expect(sqlLiteral(['a'])).toBeUndefined();
  });
});
