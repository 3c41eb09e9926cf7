import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { gigsTestApp } from '../gigs/gigs.test-helpers.ts';
import { estimateExplore, keptSearchEstimate } from './search-estimate.repository.ts';

// The planner's estimate of a search is kept per search text and filters for
// a minute of the app's clock (decision 0076), as the parsed queries are
// (decision 0052): asking for it was one more round trip in every search.

const { t, freelancer } = gigsTestApp();

/** Gigs whose descriptions say `word`, half of them in music; then the table analysed. */
async function addGigs(sellerId: string, word: string, count: number) {
  await t.database.db.execute(sql`
    insert into gigs (seller_id, title, short_description, description, price_cents, delivery_days, category_slug,
                      status, is_public)
    select ${sellerId}, 'Lesson ' || i, '', 'A lesson of ' || ${word}, 1000, 3,
           case when i % 2 = 0 then 'music' else 'writing' end, 'published', true
      from generate_series(1, ${count}) as i`);
  await t.database.db.execute(sql`analyze gigs`);
}

describe("a search's planner estimate", () => {
  let sellerId = '';
  beforeAll(async () => {
    sellerId = (await freelancer()).id;
    await addGigs(sellerId, 'violin', 1_000);
  });

  it('is asked once a minute per search text and filters, then asked again', async () => {
    const db = t.database.db;
    const start = new Date('2026-11-28T12:00:00Z');
    const first = await keptSearchEstimate(db, { search: 'violin' }, start);
    expect(first).toBe(await estimateExplore(db, { search: 'violin' }));
    // Four times as many gigs say it now, and the statistics know it.
    await addGigs(sellerId, 'violin', 3_000);
    const now = await estimateExplore(db, { search: 'violin' });
    expect(now).toBeGreaterThan(2 * first);
    // Within the minute the kept estimate answers; other filters are another search.
    expect(await keptSearchEstimate(db, { search: 'violin' }, new Date(start.getTime() + 59_000))).toBe(first);
    expect(await keptSearchEstimate(db, { search: 'violin', category: 'music' }, start)).toBe(
      await estimateExplore(db, { search: 'violin', category: 'music' }),
    );
    // A minute later it is asked again.
    expect(await keptSearchEstimate(db, { search: 'violin' }, new Date(start.getTime() + 60_000))).toBe(now);
  });
});
