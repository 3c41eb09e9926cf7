import { sql } from 'drizzle-orm';
import { selectRows, type DbOrTx } from '../../db/client.ts';
import { keptPerDatabase } from '../../db/kept-per-database.ts';
import { gigs } from '../../db/schema/gigs.ts';
import type { ExploreCriteria } from './explore.repository.ts';
import { publicGigsInScope } from './search-page.repository.ts';

// The total of a filtered view that matches more than the exact count's cap,
// estimated from a sample of the public gigs kept in the process (decision
// 0047) instead of a second round trip for the planner's estimate.

/** What a filter tests of a public gig. */
interface SampledGig {
  priceCents: number;
  rating: number;
  deliveryDays: number;
  isPro: boolean;
}

/** About this many public gigs are sampled: a catalogue this size or smaller is read whole, and its estimates are its counts. */
const SAMPLE_SIZE = 10_000;
/** The sample is drawn again after this long; a stale sample costs accuracy, never a wrong page. */
const SAMPLE_TTL_MS = 60_000;
/** Fewer sampled gigs than this in a view's scope (a small category of a large catalogue) leave the estimate to the planner. */
const SCOPE_SAMPLE_AT_LEAST = 200;

interface Sample {
  all: SampledGig[];
  byCategory: Map<string, SampledGig[]>;
}
/** The public gigs' filter columns, by category, from about SAMPLE_SIZE of them, drawn once a minute per database. */
const sampleOf = keptPerDatabase(SAMPLE_TTL_MS, (db) =>
  drawSample(db).catch((): Sample => ({ all: [], byCategory: new Map() })),
);

async function drawSample(db: DbOrTx): Promise<Sample> {
  const total = await publicGigsInScope(db);
  // SYSTEM sampling reads whole pages at random: about a hundred pages at 100,000 gigs.
  const percent = Math.min(100, (100 * SAMPLE_SIZE) / Math.max(1, total));
  const rows = await selectRows<{ c: string; p: number; r: number; d: number; pro: boolean }>(
    db,
    sql`select ${gigs.categorySlug} as c, ${gigs.priceCents} as p, ${gigs.rating} as r, ${gigs.deliveryDays} as d,
               ${gigs.isPro} as pro
          from ${gigs} tablesample system (${sql.raw(String(percent))}) where ${gigs.isPublic}`,
  );
  const sample: Sample = { all: [], byCategory: new Map() };
  for (const row of rows) {
    const gig = { priceCents: Number(row.p), rating: Number(row.r), deliveryDays: Number(row.d), isPro: row.pro };
    let inCategory = sample.byCategory.get(row.c);
    if (!inCategory) sample.byCategory.set(row.c, (inCategory = []));
    inCategory.push(gig);
    sample.all.push(gig);
  }
  return sample;
}

/** The filters of exploreWhere, on a sampled gig (the search is not one of them). */
function matches(gig: SampledGig, criteria: ExploreCriteria): boolean {
  return (
    (criteria.minPriceCents === undefined || gig.priceCents >= criteria.minPriceCents) &&
    (criteria.maxPriceCents === undefined || gig.priceCents <= criteria.maxPriceCents) &&
    (criteria.minRating === undefined || gig.rating >= criteria.minRating) &&
    (criteria.maxDelivery === undefined || gig.deliveryDays <= criteria.maxDelivery) &&
    (!criteria.proOnly || gig.isPro)
  );
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
  now = Date.now(),
): Promise<FilteredEstimate | undefined> {
  if (criteria.search) return undefined;
  const sample = await sampleOf(db, now);
  const inScope = criteria.category ? (sample.byCategory.get(criteria.category) ?? []) : sample.all;
  if (inScope.length < SCOPE_SAMPLE_AT_LEAST) return undefined;
  let sampledMatches = 0;
  for (const gig of inScope) if (matches(gig, criteria)) sampledMatches += 1;
  const scope = await publicGigsInScope(db, criteria.category, now);
  return { total: Math.round((scope * sampledMatches) / inScope.length), sampledMatches };
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
