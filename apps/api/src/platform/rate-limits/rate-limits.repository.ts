import { eq, inArray, lt, sql } from 'drizzle-orm';
import { statementName } from '../../db/bind.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';

const INCREMENT = statementName('rate_limit_increment');
const RECORD_EVENT = statementName('rate_limit_record_event');

export interface Counter {
  count: number;
  windowStart: Date;
}

/**
 * How one hit changes a counter that already exists: a window that ended by `now` starts over at
 * `now` with a count of 1; otherwise the count goes up by one. `now` and `windowSeconds` are values
 * of the statement (parameters or placeholders). Shared by incrementCounter and the send's single
 * statement (decision 0100).
 */
export function counterHitSet(now: unknown, windowSeconds: unknown) {
  const expired = sql`${rateLimits.windowStart} <= ${now}::timestamptz - make_interval(secs => ${windowSeconds})`;
  return {
    windowStart: sql`case when ${expired} then excluded.window_start else ${rateLimits.windowStart} end`,
    count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
  };
}

/** Counts one hit on `key` in one atomic upsert (counterHitSet). */
export async function incrementCounter(db: DbOrTx, key: string, now: Date, windowSeconds: number): Promise<Counter> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({ target: rateLimits.key, set: counterHitSet(now.toISOString(), windowSeconds) })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    // Named, its text always the same: PostgreSQL parses it once per connection (decision 0097).
    .prepare(INCREMENT)
    .execute();
  return row ?? { count: 1, windowStart: now };
}

/**
 * Counts one event on `key` and stamps it with `now`: for these keys
 * `window_start` holds the latest event, and a key that has been quiet for
 * `forgetAfterSeconds` starts over at 1 (slow-downs, docs/decisions/0029).
 */
export async function recordEvent(db: DbOrTx, key: string, now: Date, forgetAfterSeconds: number): Promise<Counter> {
  const forgotten = sql`${rateLimits.windowStart} <= ${now.toISOString()}::timestamptz - make_interval(secs => ${forgetAfterSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`greatest(${rateLimits.windowStart}, excluded.window_start)`,
        count: sql`case when ${forgotten} then 1 else ${rateLimits.count} + 1 end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    // Named, its text always the same: PostgreSQL parses it once per connection (decision 0097).
    .prepare(RECORD_EVENT)
    .execute();
  return row ?? { count: 1, windowStart: now };
}

/** The counter of `key`, if it has one. */
export async function readCounter(db: DbOrTx, key: string): Promise<Counter | undefined> {
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  return row;
}

/** Forgets the counter of `key`. */
export async function deleteCounter(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Deletes at most `limit` counters whose window began before `before` (they can never limit anything
 * again); answers how many. Rows another transaction holds (a hit starting such a key over) are
 * skipped, never waited for.
 */
export async function deleteCountersBefore(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const stale = db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(lt(rateLimits.windowStart, before))
    .limit(limit)
    .for('update', { skipLocked: true });
  const removed = await db.delete(rateLimits).where(inArray(rateLimits.key, stale)).returning({ key: rateLimits.key });
  return removed.length;
}
