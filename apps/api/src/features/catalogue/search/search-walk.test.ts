import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { GigDetail } from '@teenfreelance/contracts/gigs';
import { buildGig } from '../../../testing/factories.ts';
import { gigsTestApp } from '../gigs/gigs.test-helpers.ts';
import { selectRows } from '../../../db/client.ts';
import { findGatheredSearchPage, gatheredSearchQuery } from './gathered-search.repository.ts';
import { findExplorePage, walkable } from './search-page.repository.ts';
import { withQueries } from './explore.repository.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';

// Search with many matches walks the recommended order from the search walk
// indexes and ranks `search_keys` (decision 0045): the same relevance as the
// gathered path, Pro first, title matches before description matches, and
// every write seen by the next search.

const { t, freelancer, create, explore } = gigsTestApp();

/** More matches than the search gathers (2,000 expected), so the API walks: every one mentions the word in its description only. */
async function manyDescriptionMatches(word: string, sellerId: string, count: number) {
  await t.database.db.execute(sql`
    insert into gigs (seller_id, title, short_description, description, price_cents, delivery_days, category_slug,
                      status, is_public, rating, review_count, created_at)
    select ${sellerId}, 'Handmade service ' || i, 'Short', 'Made with ' || ${word} || ' and care, number ' || i,
           1000 + i, 3, case when i % 2 = 0 then 'writing' else 'music' end, 'published', true,
           3 + (i % 21) / 10.0, 1 + i % 9, now() - make_interval(mins => i)
      from generate_series(1, ${count}) as i`);
  await t.database.db.execute(sql`analyze gigs`);
}

const titles = (body: { gigs: { title: string }[] }) => body.gigs.map((gig) => gig.title);

describe('search walked from the index', () => {
  it('ranks a Pro gig first, then an exact title match above description matches, as the gathered path does', async () => {
    const seller = await freelancer();
    const pro = await freelancer({ isPro: true });
    await manyDescriptionMatches('quillwork', seller.id, 2600);
    // The title match is in the window (the first 240 matches in the recommended
    // order: rated 5) but has the fewest reviews and is the oldest of its rating:
    // only relevance lifts it above the hundred description matches rated 5.
    await buildGig(t.database.db, seller.id, {
      title: 'Quillwork earrings',
      description: 'Beads and thread.',
      rating: 5,
      reviewCount: 1,
      category: 'writing',
      createdAt: new Date(Date.now() - 30 * DAY_MS),
    });
    await buildGig(t.database.db, pro.id, {
      title: 'Leather bookmarks',
      description: 'Finished with quillwork on the edge.',
      rating: 3.1,
      reviewCount: 1,
      isPro: true,
      category: 'writing',
    });

    const body = await explore('search=quillwork');
    expect(body).toMatchObject({ totalIsExact: false, fuzzy: false });
    expect(body.total).toBeGreaterThan(1000);
    expect(titles(body).slice(0, 2)).toEqual(['Leather bookmarks', 'Quillwork earrings']);
    expect(body.gigs).toHaveLength(24);
    // The same order within a category (the category's walk index) and with a filter on a carried column.
    expect(titles(await explore('search=quillwork&category=writing')).slice(0, 2)).toEqual([
      'Leather bookmarks',
      'Quillwork earrings',
    ]);
    expect(titles(await explore('search=quillwork&maxPriceCents=5000&maxDelivery=3')).slice(0, 2)).toEqual([
      'Leather bookmarks',
      'Quillwork earrings',
    ]);

    // Walked and gathered agree on every page of the window and past it, and
    // in Best Rating, which walks the same order without ranking it.
    const criteria = { search: 'quillwork', category: 'writing' };
    for (const [sort, offset] of [
      ['recommended', 0],
      ['recommended', 24],
      ['recommended', 216],
      ['recommended', 240],
      ['rating', 0],
      ['rating', 48],
    ] as const) {
      const walked = await findExplorePage(t.database.db, criteria, sort, 25, offset);
      const gathered = await findGatheredSearchPage(t.database.db, criteria, sort, 25, offset, 5000);
      expect(
        walked.map((row) => row.id),
        `${sort} ${offset}`,
      ).toEqual(gathered.rows.map((row) => row.id));
    }
  });

  it('gathers a search in a small category from its walk index: the same exact count and pages as through GIN', async () => {
    const seller = await freelancer();
    await manyDescriptionMatches('batik', seller.id, 700);
    await buildGig(t.database.db, seller.id, {
      title: 'Batik scarves',
      description: 'Dyed by hand.',
      category: 'music',
      rating: 5,
      reviewCount: 1,
    });
    // Half the matches are in each of two categories: 350 in music, and the title match.
    const body = await explore('search=batik&category=music');
    expect(body).toMatchObject({ total: 351, totalIsExact: true });
    expect(titles(body)[0]).toBe('Batik scarves');
    for (const offset of [0, 24, 336]) {
      const criteria = { search: 'batik', category: 'music' };
      const fromIndex = await findGatheredSearchPage(
        t.database.db,
        { ...criteria, textMatch: 'keys' },
        'recommended',
        25,
        offset,
        1000,
      );
      const fromGin = await findGatheredSearchPage(t.database.db, criteria, 'recommended', 25, offset, 1000);
      expect(fromIndex.count).toBe(351);
      expect(
        fromIndex.rows.map((row) => row.id),
        String(offset),
      ).toEqual(fromGin.rows.map((row) => row.id));
    }
    // The read stays on the category's walk index alone: a column the index
    // lacks would send every entry it reads to the table (decision 0046).
    // Vacuumed, so the planner knows the table's pages are all visible.
    await t.database.db.execute(sql`vacuum analyze gigs`);
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const query = gatheredSearchQuery(
        tx,
        await withQueries(tx, { search: 'batik', category: 'music', textMatch: 'keys' }),
        'recommended',
        25,
        0,
        1000,
      );
      return selectRows<Record<string, string>>(tx, sql`explain ${query}`);
    });
    expect(plan.map((line) => Object.values(line)[0]).join('\n')).toContain(
      'Index Only Scan using gigs_public_category_search_walk_idx',
    );
  });

  it('keeps phrases exact on the walk, although search_keys has no description positions', async () => {
    const seller = await freelancer();
    await manyDescriptionMatches('tapestry', seller.id, 2200);
    await buildGig(t.database.db, seller.id, {
      title: 'Wall hangings',
      description: 'A woven tapestry for your room.',
      isPro: true,
    });
    await buildGig(t.database.db, seller.id, {
      title: 'Cushions',
      description: 'Woven cushions, and a tapestry kit.',
      isPro: true,
    });
    const phrase = await explore(`search=${encodeURIComponent('"woven tapestry"')}`);
    expect(titles(phrase)).toEqual(['Wall hangings']);
    // Walked: search_keys finds both words in both gigs; the phrase is tested on `search`.
    const walked = await findExplorePage(t.database.db, { search: '"woven tapestry"' }, 'recommended', 25, 0);
    expect(titles({ gigs: walked })).toEqual(['Wall hangings']);
    expect(
      titles(await explore('search=woven%20tapestry'))
        .slice(0, 2)
        .sort(),
    ).toEqual(['Cushions', 'Wall hangings']);
  });

  it('walks a search in the other sorts on their own indexes: the same pages as gathered, phrases still exact', async () => {
    const seller = await freelancer();
    await manyDescriptionMatches('felted lanyard', seller.id, 4000);
    // Both words, not the phrase: search_keys (descriptions without positions)
    // holds them as it holds the phrase's; only `search` tells them apart. The
    // cheapest and newest, so it would lead every sort it wrongly matched.
    await buildGig(t.database.db, seller.id, {
      title: 'Key rings',
      description: 'Felted key rings, and a lanyard kit.',
      priceCents: 500,
      deliveryDays: 1,
      rating: 5,
    });
    for (const search of ['lanyard', '"felted lanyard"']) {
      for (const sort of ['price-asc', 'price-desc', 'newest', 'delivery'] as const) {
        for (const page of [1, 2]) {
          const body = await explore(`search=${encodeURIComponent(search)}&sort=${sort}&page=${page}`);
          // Walked: more matches than are counted.
          expect(body.totalIsExact, `${search} ${sort}`).toBe(false);
          const gathered = await findGatheredSearchPage(t.database.db, { search }, sort, 24, (page - 1) * 24, 5000);
          expect(
            body.gigs.map((gig) => gig.id),
            `${search} ${sort} page ${page}`,
          ).toEqual(gathered.rows.map((row) => row.id));
          expect(titles(body).includes('Key rings'), `${search} ${sort} page ${page}`).toBe(
            search === 'lanyard' && page === 1 && sort !== 'price-desc',
          );
        }
      }
    }
  });

  it.runIf(process.env.TEST_DB === 'postgresql')(
    'gives each statement 16 MB for its bitmaps, so a category search does not read every gig on their pages again',
    async () => {
      const rows = await selectRows<{ work_mem: string }>(t.database.db, sql`show work_mem`);
      expect(rows[0]?.work_mem).toBe('16MB');
    },
  );

  it('shows a new gig, an edit and a deletion in the next search', async () => {
    const seller = await freelancer({ isPro: true });
    await manyDescriptionMatches('marquetry', (await freelancer()).id, 2200);
    const gig = (await create(seller, { title: 'Marquetry coasters, made to order' })).json<GigDetail>();
    expect(titles(await explore('search=marquetry'))[0]).toBe('Marquetry coasters, made to order');

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/gigs/${gig.id}`,
      headers: { cookie: seller.cookie },
      payload: { title: 'Wooden coasters, made to order', description: 'Oak and walnut, oiled by hand.' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(titles(await explore('search=marquetry'))).not.toContain('Wooden coasters, made to order');
    expect(titles(await explore('search=walnut%20oak'))).toEqual(['Wooden coasters, made to order']);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/gigs/${gig.id}`,
      headers: { cookie: seller.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await explore('search=walnut%20oak')).toMatchObject({ total: 0, gigs: [] });
  });

  it('answers each search with its own words, filters and page, from a statement built once per shape', async () => {
    const seller = await freelancer();
    await manyDescriptionMatches('macrame', seller.id, 600);
    await manyDescriptionMatches('origami', seller.id, 600);
    const descriptions = async (rows: { id: string }[]) =>
      (
        await selectRows<{ description: string }>(
          t.database.db,
          sql`select description from gigs where id in ${rows.map((row) => row.id)}`,
        )
      ).map((row) => row.description);
    // One shape (plain words, no phrase; a category; a page of 25), four sets of values.
    const page = (search: string, category: string, offset: number) =>
      findExplorePage(t.database.db, walkable({ search, category }), 'recommended', 25, offset);

    const macrame = await page('macrame', 'writing', 0);
    const origami = await page('origami', 'music', 0);
    const macrameLater = await page('macrame', 'writing', 24);
    const macrameMusic = await page('macrame', 'music', 0);
    for (const [rows, word, category] of [
      [macrame, 'macrame', 'writing'],
      [origami, 'origami', 'music'],
      [macrameLater, 'macrame', 'writing'],
      [macrameMusic, 'macrame', 'music'],
    ] as const) {
      expect(rows, `${word} in ${category}`).toHaveLength(25);
      expect(new Set(rows.map((row) => row.categorySlug))).toEqual(new Set([category]));
      for (const description of await descriptions(rows)) expect(description).toContain(word);
    }
    expect(macrameLater[0]?.id).toBe(macrame[24]?.id);
    expect(macrameLater.slice(1).some((row) => macrame.some((first) => first.id === row.id))).toBe(false);
  });
});
