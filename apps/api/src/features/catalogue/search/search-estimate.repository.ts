import { sql } from 'drizzle-orm';
import { selectRows, type DbOrTx } from '../../../db/client.ts';
import { gigs } from '../../../db/schema/gigs.ts';
import { recentlyUsedPer } from '../../../platform/recently-used.ts';
import { exploreWhere, withQueries, type ExploreCriteria } from './explore.repository.ts';

// The planner's estimate of a search's matches, kept per search text and
// filters as the parsed queries are (decisions 0052 and 0076): asking for it
// was one more round trip in every search, for a figure that changes only
// when the table is analysed again.

/** The statistics change with ANALYZE (autovacuum's, a few times an hour on a busy catalogue): asked again after this long. */
const KEPT_MS = 60_000;
/** How many searches' estimates each database handle keeps (as many as their parsed queries). */
const KEPT_ESTIMATES = 10_000;

const keptEstimates = recentlyUsedPer<string, { at: number; estimate: Promise<number> }>(KEPT_ESTIMATES);

/** What the estimate depends on: the words as typed, how they are matched, and the filters (never the sort or page). */
function estimateKey(criteria: ExploreCriteria): string {
  const { search, textMatch, category, minPriceCents, maxPriceCents, minRating, maxDelivery, proOnly } = criteria;
  return JSON.stringify([search, textMatch, category, minPriceCents, maxPriceCents, minRating, maxDelivery, proOnly]);
}

/**
 * The planner's estimate of the gigs matching `criteria`, asked once per
 * process, search text and filters a minute (`now` is the caller's clock);
 * the least recently used is dropped past KEPT_ESTIMATES. Callers that ask
 * while it loads share the one statement.
 */
export function keptSearchEstimate(db: DbOrTx, criteria: ExploreCriteria, now: Date): Promise<number> {
  const estimates = keptEstimates(db);
  const key = estimateKey(criteria);
  const at = now.getTime();
  const hit = estimates.get(key);
  if (hit && at - hit.at < KEPT_MS) return hit.estimate;
  const entry = { at, estimate: estimateExplore(db, criteria) };
  entry.estimate.catch(() => {
    if (estimates.get(key) === entry) estimates.delete(key);
  });
  estimates.set(key, entry);
  return entry.estimate;
}

/** The planner's estimate of how many public gigs match (no rows read; decision 0020). */
export async function estimateExplore(db: DbOrTx, criteria: ExploreCriteria): Promise<number> {
  const query = db
    .select({ one: sql`1` })
    .from(gigs)
    .where(exploreWhere(await withQueries(db, criteria)));
  const [first] = await selectRows<Record<string, unknown>>(db, sql`explain (format json) ${query}`);
  const cell = first ? Object.values(first)[0] : undefined;
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}
