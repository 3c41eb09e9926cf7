import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { gigsTestApp } from '../gigs/gigs.test-helpers.ts';
import { estimateExplore } from './search-estimate.repository.ts';

// A search whose words the planner's statistics do not hold (decision 0076):
// the planner guesses a share of the gigs for each such word, more than
// 1,000 matches in a large catalogue, and a walk chosen on that guess read
// the whole index to find nothing and answered the guess as its total.

const { t, freelancer, explore } = gigsTestApp();

/** Enough gigs for the planner's guess at a word it does not know to pass 1,000. */
const CATALOGUE = 45_000;

describe('a search the statistics know nothing of, in a large catalogue', () => {
  beforeAll(async () => {
    const seller = await freelancer();
    // Four kinds of title, each in its category, and ten of 110 filler words
    // in each description: the statistics then hold over a hundred lexemes,
    // as a real catalogue's do, and estimate prefixes from them.
    await t.database.db.execute(sql`
      insert into gigs (seller_id, title, short_description, description, price_cents, delivery_days, category_slug,
                        status, is_public, rating, review_count)
      select ${seller.id}, (array['Logo design', 'Website build', 'Song mixing', 'Essay editing'])[1 + i % 4], '',
             (select string_agg('w' || ((i * k + k * k) % 110), ' ') from generate_series(1, 10) as k),
             1000 + i % 9000, 1 + i % 7, (array['graphic-design', 'web-development', 'music', 'writing'])[1 + i % 4],
             'published', true, 1 + (i % 40) / 10.0, i % 9
        from generate_series(1, ${CATALOGUE}) as i`);
    await t.database.db.execute(sql`analyze gigs`);
  }, 300_000);

  it('answers a word the catalogue does not hold with 0 matches, said to be exact', async () => {
    // The trap: the planner's guess for 'zebra' (as a prefix, and the words it may be finishing) is over 1,000.
    expect(await estimateExplore(t.database.db, { search: 'zebra' })).toBeGreaterThan(1000);
    for (const query of ['search=zebra', 'search=zebra&sort=price-asc', 'search=zebra&category=music']) {
      const body = await explore(query);
      expect(body, query).toMatchObject({ total: 0, totalIsExact: true, hasMore: false, fuzzy: false, gigs: [] });
    }
  });

  it('counts a rare word exactly, however many the planner guesses', async () => {
    await t.database.db.execute(sql`
      update gigs set description = description || ' with quokka' where id in (
        select id from gigs where title like 'Song mixing%' order by id limit 37)`);
    expect(await estimateExplore(t.database.db, { search: 'quokka' })).toBeGreaterThan(1000);
    const body = await explore('search=quokka');
    expect(body).toMatchObject({ total: 37, totalIsExact: true, hasMore: true, fuzzy: false });
    expect(body.gigs).toHaveLength(24);
    expect(body.gigs.every((gig) => gig.title.startsWith('Song mixing'))).toBe(true);
    expect(await explore('search=quokka&page=2')).toMatchObject({ total: 37, hasMore: false });
    // Its filters are tested on its few matches (decision 0099), with the same answers.
    expect(await explore('search=quokka&category=music')).toMatchObject({ total: 37, totalIsExact: true });
    expect(await explore('search=quokka&category=writing')).toMatchObject({ total: 0, totalIsExact: true });
    const cheap = await t.database.db.execute(sql`
      select count(*)::int as n from gigs where description like '%quokka%' and price_cents <= 5000 and rating >= 3`);
    const expected = Number((cheap as unknown as { rows: { n: number }[] }).rows[0]?.n);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(37);
    const filtered = await explore('search=quokka&maxPriceCents=5000&minRating=3&sort=price-asc');
    expect(filtered).toMatchObject({ total: expected, totalIsExact: true });
    expect(filtered.gigs.every((gig) => gig.priceCents <= 5000)).toBe(true);
  });

  it('hands a walk that finds too few over to counting: common words that never meet, a word of another category', async () => {
    // Each word is in a quarter of the gigs, so the planner expects thousands
    // together; no gig has both, and no logo is in the music category.
    expect(await estimateExplore(t.database.db, { search: 'logo song' })).toBeGreaterThan(1000);
    for (const query of ['search=logo song', 'search=logo song&sort=rating', 'search=logo&category=music']) {
      const body = await explore(query);
      expect(body, query).toMatchObject({ total: 0, totalIsExact: true, hasMore: false, gigs: [] });
    }
    // A common word is still walked, and its total estimated.
    const logos = await explore('search=logo');
    expect(logos).toMatchObject({ totalIsExact: false, hasMore: true });
    expect(logos.total).toBeGreaterThan(1000);
    expect(logos.gigs.every((gig) => gig.title.startsWith('Logo design'))).toBe(true);
  });

  it('walks a common phrase in every sort, testing it where positions are kept', async () => {
    for (const sort of ['recommended', 'rating', 'price-asc', 'newest']) {
      const body = await explore(`search=${encodeURIComponent('"logo design"')}&sort=${sort}`);
      expect(body.gigs, sort).toHaveLength(24);
      expect(body.gigs.every((gig) => gig.title === 'Logo design')).toBe(true);
      expect(body.totalIsExact).toBe(false);
    }
  });

  it('offers the gigs a slip away when the words find nothing: desgin finds design', async () => {
    // Trigrams alone miss it: 'desgin' is 0.43 similar to 'Logo design', under the 0.6 a title needs.
    const body = await explore('search=desgin');
    expect(body).toMatchObject({ fuzzy: true, totalIsExact: false, hasMore: true });
    expect(body.total).toBeGreaterThan(1000);
    expect(body.gigs).toHaveLength(24);
    expect(body.gigs.every((gig) => gig.title === 'Logo design')).toBe(true);
    // Few of them are counted exactly: five songs mention design, in a category of their own.
    await t.database.db.execute(sql`
      update gigs set description = description || ' and sound design' where id in (
        select id from gigs where title = 'Song mixing' order by id limit 5)`);
    const songs = await explore('search=desgin&category=music');
    expect(songs).toMatchObject({ total: 5, totalIsExact: true, hasMore: false, fuzzy: true });
    expect(songs.gigs.map((gig) => gig.title)).toEqual(Array.from({ length: 5 }, () => 'Song mixing'));
    expect(await explore('search=song desgin')).toMatchObject({ total: 5, totalIsExact: true, fuzzy: true });
  });

  it("counts a phrase's matches, found through its word pairs, though its words are common", async () => {
    // 'essay' and 'build' are each in a quarter of the gigs; side by side in 60 descriptions only.
    await t.database.db.execute(sql`
      update gigs set description = description || ' an essay build' where id in (
        select id from gigs where title = 'Song mixing' order by id limit 60)`);
    expect(await estimateExplore(t.database.db, { search: 'essay build' })).toBeGreaterThan(1000);
    const body = await explore(`search=${encodeURIComponent('"essay build"')}`);
    expect(body).toMatchObject({ total: 60, totalIsExact: true, hasMore: true, fuzzy: false });
    expect(body.gigs.every((gig) => gig.title === 'Song mixing')).toBe(true);
    expect(await explore(`search=${encodeURIComponent('"essay build"')}&sort=price-asc&page=3`)).toMatchObject({
      total: 60,
      hasMore: false,
    });
    // A longer phrase needs its pairs in a row: ten hold them apart, five together.
    await t.database.db.execute(sql`
      update gigs set description = description || ' song essay w1 essay build' where id in (
        select id from gigs where title = 'Website build' order by id limit 10)`);
    await t.database.db.execute(sql`
      update gigs set description = description || ' song essay build' where id in (
        select id from gigs where title = 'Essay editing' order by id limit 5)`);
    const longer = await explore(`search=${encodeURIComponent('"song essay build"')}`);
    expect(longer).toMatchObject({ total: 5, totalIsExact: true });
    expect(longer.gigs.map((gig) => gig.title)).toEqual(Array.from({ length: 5 }, () => 'Essay editing'));
    // Left out, a phrase leaves the gigs that hold its words apart.
    const without = await explore(`search=${encodeURIComponent('essay -"song essay build"')}&category=web-development`);
    expect(without).toMatchObject({ total: 10, totalIsExact: true });
  });

  it('ranks the window of a phrase of some thousands of matches, read through its pairs, and pages past it', async () => {
    // 'lively' and 'kite' are each in 4,500 descriptions, side by side in
    // 1,500: more than are counted exactly, too few to walk to (decision 0102).
    await t.database.db.execute(sql`
      with picked as (select id, row_number() over (order by id) as n from gigs where title = 'Website build' limit 4500)
      update gigs set description = description || case when n % 3 = 0 then ' lively kite' else ' kite w7 lively' end
        from picked where gigs.id = picked.id`);
    await t.database.db.execute(sql`analyze gigs`);
    const phrase = `search=${encodeURIComponent('"lively kite"')}`;
    const matches = await t.database.db.execute(sql`
      select id, rating from gigs where description like '% lively kite%'
       order by is_pro desc, rating desc, review_count desc, created_at desc, id asc`);
    const rows = (matches as unknown as { rows: { id: string; rating: number }[] }).rows;
    const inOrder = rows.map((row) => row.id);
    expect(inOrder).toHaveLength(1500);
    // The last match of the best rating, in the window, holds the phrase in its title as well: relevance lifts it first.
    const titled = rows.filter((row) => Number(row.rating) === Number(rows[0]?.rating)).at(-1)?.id;
    expect(inOrder.indexOf(titled ?? '')).toBeGreaterThan(0);
    await t.database.db.execute(sql`update gigs set title = 'Lively kite website' where id = ${titled}`);

    const first = await explore(phrase);
    expect(first).toMatchObject({ total: 1500, totalIsExact: false, hasMore: true });
    expect(first.gigs[0]?.id).toBe(titled);
    expect(first.gigs.every((gig) => inOrder.slice(0, 240).includes(gig.id))).toBe(true);
    const byRating = await explore(`${phrase}&sort=rating`);
    expect(byRating.gigs.map((gig) => gig.id)).toEqual(inOrder.slice(0, 24));
    // The window's ten pages hold its 240 matches once each; the eleventh goes on in the recommended order.
    const seen = new Set<string>();
    for (let page = 1; page <= 10; page += 1) {
      for (const gig of (await explore(`${phrase}&page=${page}`)).gigs) seen.add(gig.id);
    }
    expect([...seen].sort()).toEqual(inOrder.slice(0, 240).sort());
    const past = await explore(`${phrase}&page=11`);
    expect(past.gigs.map((gig) => gig.id)).toEqual(inOrder.slice(240, 264));
    const byPrice = await explore(`${phrase}&sort=price-asc&page=2`);
    expect(byPrice.gigs).toHaveLength(24);
    expect(byPrice.gigs.every((gig) => inOrder.includes(gig.id))).toBe(true);
  });
});
