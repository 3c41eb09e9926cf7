import { sql } from 'drizzle-orm';
import { selectRows, type DbOrTx } from '../../../db/client.ts';
import { keptPerDatabase } from '../../../db/kept-per-database.ts';
import { gigs } from '../../../db/schema/gigs.ts';
import type { ExploreCriteria } from './explore.repository.ts';
import { publicGigsInScope } from './search-page.repository.ts';

// The total of a filtered view that matches more than the exact count's cap,
// estimated from a sample of the public gigs kept in the process (decision
// 0047) instead of a second round trip for the planner's estimate.

/**
 * What the filters test of the sampled gigs of one scope (a category, or all),
 * a column each: a view's estimate scans them on every request, and typed
 * columns scan in 15 µs what an object per gig took 36–41 µs for (10,000 gigs).
 */
interface SampledColumns {
  priceCents: Int32Array;
  rating: Float64Array;
  deliveryDays: Int32Array;
  isPro: Uint8Array;
}

/** About this many public gigs are sampled: a catalogue this size or smaller is read whole, and its estimates are its counts. */
const SAMPLE_SIZE = 10_000;
/** The sample is drawn again after this long; a stale sample costs accuracy, never a wrong page. */
const SAMPLE_TTL_MS = 60_000;
/** Fewer sampled gigs than this in a view's scope (a small category of a large catalogue) leave the estimate to the planner. */
const SCOPE_SAMPLE_AT_LEAST = 200;

interface Sample {
  all: SampledColumns;
  byCategory: Map<string, SampledColumns>;
}

interface SampledRow {
  c: string;
  p: number;
  r: number;
  d: number;
  pro: boolean;
}

/** The public gigs' filter columns, by category, from about SAMPLE_SIZE of them, drawn once a minute per database. */
const sampleOf = keptPerDatabase(SAMPLE_TTL_MS, (db, now) =>
  drawSample(db, now).catch((): Sample => ({ all: columnsOf([]), byCategory: new Map() })),
);

async function drawSample(db: DbOrTx, now: Date): Promise<Sample> {
  const total = await publicGigsInScope(db, now);
  // SYSTEM sampling reads whole pages at random: about a hundred pages at 100,000 gigs.
  const percent = Math.min(100, (100 * SAMPLE_SIZE) / Math.max(1, total));
  const rows = await selectRows<SampledRow>(
    db,
    sql`select ${gigs.categorySlug} as c, ${gigs.priceCents} as p, ${gigs.rating} as r, ${gigs.deliveryDays} as d,
               ${gigs.isPro} as pro
          from ${gigs} tablesample system (${sql.raw(String(percent))}) where ${gigs.isPublic}`,
  );
  const rowsByCategory = new Map<string, SampledRow[]>();
  for (const row of rows) {
    let inCategory = rowsByCategory.get(row.c);
    if (!inCategory) rowsByCategory.set(row.c, (inCategory = []));
    inCategory.push(row);
  }
  return {
    all: columnsOf(rows),
    byCategory: new Map([...rowsByCategory].map(([category, inCategory]) => [category, columnsOf(inCategory)])),
  };
}

function columnsOf(rows: readonly SampledRow[]): SampledColumns {
  const columns: SampledColumns = {
    priceCents: new Int32Array(rows.length),
    rating: new Float64Array(rows.length),
    deliveryDays: new Int32Array(rows.length),
    isPro: new Uint8Array(rows.length),
  };
  rows.forEach((row, i) => {
    columns.priceCents[i] = Number(row.p);
    columns.rating[i] = Number(row.r);
    columns.deliveryDays[i] = Number(row.d);
    columns.isPro[i] = row.pro ? 1 : 0;
  });
  return columns;
}

/** How many of the sampled gigs pass the filters of exploreWhere (the search is not one of them). */
function countMatches(sampled: SampledColumns, criteria: ExploreCriteria): number {
  const minPrice = criteria.minPriceCents ?? -Infinity;
  const maxPrice = criteria.maxPriceCents ?? Infinity;
  const minRating = criteria.minRating ?? -Infinity;
  const maxDelivery = criteria.maxDelivery ?? Infinity;
  const minPro = criteria.proOnly ? 1 : 0;
  const { priceCents, rating, deliveryDays, isPro } = sampled;
  let matches = 0;
  // Every index below the columns' length holds a value: the casts only tell the compiler so.
  for (let i = 0; i < priceCents.length; i += 1) {
    const price = priceCents[i] as number;
    if (
      price >= minPrice &&
      price <= maxPrice &&
      (rating[i] as number) >= minRating &&
      (deliveryDays[i] as number) <= maxDelivery &&
      (isPro[i] as number) >= minPro
    ) {
      matches += 1;
    }
  }
  return matches;
}

/** An estimated total, and how many sampled gigs it stands on. */
export interface FilteredEstimate {
  total: number;
  sampledMatches: number;
}

/**
 * How many public gigs a view without search matches, estimated as the share
 * of the sampled gigs of its scope (its category, or all) that match, times
 * the scope's exact count from the category counters. Undefined for a search,
 * or when the scope has too few sampled gigs to say (the caller asks the
 * planner then).
 */
export async function estimateFiltered(
  db: DbOrTx,
  criteria: ExploreCriteria,
  now: Date,
): Promise<FilteredEstimate | undefined> {
  if (criteria.search) return undefined;
  const sample = await sampleOf(db, now);
  const inScope = criteria.category ? sample.byCategory.get(criteria.category) : sample.all;
  const sampled = inScope ? inScope.priceCents.length : 0;
  if (!inScope || sampled < SCOPE_SAMPLE_AT_LEAST) return undefined;
  const sampledMatches = countMatches(inScope, criteria);
  const scope = await publicGigsInScope(db, now, criteria.category);
  return { total: Math.round((scope * sampledMatches) / sampled), sampledMatches };
}

/**
 * True when the sample puts a view so far above `exact` that counting it
 * could not come out at or below it: an estimate of at least three times
 * `exact` from at least 30 sampled matches (its error is then about a fifth,
 * not two thirds). Such a view is not counted at all (decision 0047).
 */
export function isClearlyAbove(estimate: FilteredEstimate | undefined, exact: number): boolean {
  return estimate !== undefined && estimate.total >= 3 * exact && estimate.sampledMatches >= 30;
}
