import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { estimateFiltered, isClearlyAbove } from './explore-estimate.repository.ts';
import { countExplore, type ExploreCriteria } from './explore.repository.ts';
import { gigsTestApp } from '../gigs/gigs.test-helpers.ts';

// A filtered view that matches more than 1,000 gigs shows an estimated total,
// taken from a sample of the public gigs the process keeps (decision 0047). A
// catalogue of at most 10,000 gigs is sampled whole, so there the estimate is
// the count: any filter the sample tests differently from the SQL shows here.

const { t, freelancer, explore } = gigsTestApp();

const GIGS = 5_000;

describe('estimated totals of filtered views', () => {
  beforeAll(async () => {
    const seller = await freelancer();
    const pro = await freelancer({ isPro: true });
    await t.database.db.execute(sql`
      insert into gigs (seller_id, title, short_description, description, price_cents, delivery_days, category_slug,
                        status, is_public, is_pro, rating, review_count)
      select case when i % 5 = 0 then ${pro.id} else ${seller.id} end, 'Sampled service ' || i, 'Short', 'Long ' || i,
             500 * (1 + i % 40), 1 + i % 14, case when i % 3 = 0 then 'music' else 'writing' end,
             'published', i % 11 <> 0, i % 5 = 0, (i % 11) / 2.0, i % 7
        from generate_series(1, ${GIGS}) as i`);
  });

  const views: ExploreCriteria[] = [
    { minPriceCents: 1000 },
    { maxPriceCents: 12_000, minRating: 3 },
    { category: 'writing', minPriceCents: 2000, maxPriceCents: 15_000 },
    { category: 'music', maxDelivery: 7 },
    { minRating: 4.5, maxDelivery: 3, proOnly: true },
    { category: 'writing', proOnly: true, minPriceCents: 19_500 },
  ];

  it.each(views)('equals the count where the sample is the whole catalogue: %o', async (criteria) => {
    const counted = await countExplore(t.database.db, criteria, GIGS + 1);
    expect((await estimateFiltered(t.database.db, criteria, new Date()))?.total).toBe(counted);
  });

  it('leaves a search, and a scope it has too few gigs of, to the planner', async () => {
    expect(
      await estimateFiltered(t.database.db, { search: 'sampled', minPriceCents: 1000 }, new Date()),
    ).toBeUndefined();
    expect(
      await estimateFiltered(t.database.db, { category: 'translation', minPriceCents: 1000 }, new Date()),
    ).toBeUndefined();
  });

  it('leaves uncounted only a view estimated at three times the exact range from at least 30 sampled gigs', () => {
    expect(isClearlyAbove({ total: 3000, sampledMatches: 30 }, 1000)).toBe(true);
    expect(isClearlyAbove({ total: 2999, sampledMatches: 300 }, 1000)).toBe(false);
    expect(isClearlyAbove({ total: 50_000, sampledMatches: 29 }, 1000)).toBe(false);
    expect(isClearlyAbove(undefined, 1000)).toBe(false);
  });

  it.each([
    // About 1,100: counted, more than 1,000, then estimated.
    [{ category: 'music', maxPriceCents: 15_000 }, 'category=music&maxPriceCents=15000'],
    // About 3,400: clearly above 1,000 in the sample, so not counted at all.
    [{ maxPriceCents: 15_000 }, 'maxPriceCents=15000'],
  ] as const)(
    'answers a view of more than 1,000 gigs with its estimate, rounded and said to be one: %o',
    async (criteria, query) => {
      const counted = await countExplore(t.database.db, criteria, GIGS + 1);
      expect(counted).toBeGreaterThan(1000);
      const body = await explore(query);
      expect(body).toMatchObject({ totalIsExact: false, total: Math.floor(counted / 100) * 100, hasMore: true });
    },
  );
});
