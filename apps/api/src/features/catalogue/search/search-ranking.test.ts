import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExploreResponse } from '@teenfreelance/contracts/gigs';
import { gigs } from '../../../db/schema/gigs.ts';
import { buildGig, buildUser } from '../../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';
import { findGatheredSearchPage } from './gathered-search.repository.ts';
import { findExplorePage, recommendedBand, recommendedOrderMarks, RANKED_WINDOW } from './search-page.repository.ts';

// How search orders what it finds (decisions 0023, 0030 and 0033): Pro first as
// the specification orders every list, then title matches above description
// matches, and the same window whether it is walked or gathered by bands.

let t: TestContext;
let sellerId: string;
beforeAll(async () => {
  t = await createTestApp();
  sellerId = (await buildUser(t.app, t.database.db, { role: 'freelancer' })).id;
});
afterAll(() => t.close());

async function search(text: string): Promise<ExploreResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/gigs?search=${encodeURIComponent(text)}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExploreResponse>();
}
const titlesOf = (body: ExploreResponse) => body.gigs.map((gig) => gig.title);

describe('search ranking', () => {
  it('puts an exact title match above a description match, and a Pro gig above both', async () => {
    const start = Date.now() - 10 * 60_000;
    // The description match is the better rated and newer: only relevance puts the title match first.
    await buildGig(t.database.db, sellerId, {
      title: 'Weekly calligraphy lessons',
      description: 'Friendly, careful work delivered on time.',
      rating: 4.2,
      reviewCount: 2,
      createdAt: new Date(start),
    });
    await buildGig(t.database.db, sellerId, {
      title: 'Wedding invitations by hand',
      description: 'Invitations written in calligraphy with a fountain pen.',
      rating: 4.9,
      reviewCount: 40,
      createdAt: new Date(start + 60_000),
    });
    expect(titlesOf(await search('calligraphy'))).toEqual([
      'Weekly calligraphy lessons',
      'Wedding invitations by hand',
    ]);

    // A Pro gig comes first whatever its relevance and rating.
    await buildGig(t.database.db, sellerId, {
      title: 'Place cards for your party',
      description: 'Names in calligraphy on every card.',
      rating: 3.1,
      reviewCount: 1,
      isPro: true,
      createdAt: new Date(start + 2 * 60_000),
    });
    expect(titlesOf(await search('calligraphy'))).toEqual([
      'Place cards for your party',
      'Weekly calligraphy lessons',
      'Wedding invitations by hand',
    ]);
  });

  it('gathers the same window from a band of the order as by walking it', async () => {
    // More matches than the window, spread over Pro and ratings, some with the word in their titles.
    const rows = Array.from({ length: RANKED_WINDOW + 60 }, (_, i) => ({
      sellerId,
      title: i % 7 === 0 ? `Origami crane number ${i}` : `Paper craft number ${i}`,
      shortDescription: 'Folded by hand',
      description: i % 3 === 0 ? 'Origami figures, folded with care.' : 'Origami and paper figures of every kind.',
      priceCents: 1000 + i,
      deliveryDays: 1 + (i % 5),
      categorySlug: 'illustration',
      status: 'published' as const,
      isPublic: true,
      isPro: i % 11 === 0,
      rating: i % 4 === 0 ? 0 : 3 + ((i * 37) % 21) / 10,
      reviewCount: i % 4 === 0 ? 0 : 1 + (i % 9),
      createdAt: new Date(Date.now() - i * 60_000),
    }));
    await t.database.db.insert(gigs).values(rows);
    const criteria = { search: 'origami' };
    const now = new Date();
    const pageIds = async (offset: number, estimate?: number) =>
      (
        await findExplorePage(
          t.database.db,
          criteria,
          'recommended',
          25,
          offset,
          estimate === undefined ? undefined : { matches: estimate, now },
        )
      ).map((r) => r.id);
    const marks = await recommendedOrderMarks(t.database.db, now);
    expect(marks.length).toBeGreaterThan(0);
    expect(await pageIds(216)).toHaveLength(25);
    // From a band too small to fill the window (the rest of the order follows)
    // to one that holds it all.
    for (const estimate of [10_000_000, 200_000, 50_000, 15_000]) {
      expect(recommendedBand(marks, estimate), String(estimate)).toBeDefined();
      for (const offset of [0, 24, 216]) {
        expect(await pageIds(offset, estimate), `${estimate} at ${offset}`).toEqual(await pageIds(offset));
      }
    }
    // Fewer estimated matches: no band, they are gathered whole.
    expect(recommendedBand(marks, 5_000)).toBeUndefined();

    // Gathered once, counted and ordered from that read: the same pages, the
    // one that crosses the window's edge included, in every sort.
    for (const sort of ['recommended', 'price-asc', 'delivery'] as const) {
      for (const offset of [0, 216, 240]) {
        const gathered = await findGatheredSearchPage(t.database.db, criteria, sort, 25, offset, 10_000);
        expect(gathered.count).toBe(RANKED_WINDOW + 60);
        const walked = await findExplorePage(t.database.db, criteria, sort, 25, offset);
        expect(
          gathered.rows.map((r) => r.id),
          `${sort} at ${offset}`,
        ).toEqual(walked.map((r) => r.id));
      }
    }
    // More than the cap: the count says so and no page is given from a partial read.
    expect(await findGatheredSearchPage(t.database.db, criteria, 'recommended', 25, 0, 100)).toEqual({
      rows: [],
      count: 101,
    });
    // Past the end, the page is empty and the count still given.
    expect(await findGatheredSearchPage(t.database.db, criteria, 'price-asc', 25, 600, 1000)).toEqual({
      rows: [],
      count: RANKED_WINDOW + 60,
    });
  });
});
