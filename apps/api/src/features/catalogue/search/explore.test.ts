import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { sql } from 'drizzle-orm';
import { buildGig, type TestUser } from '../../../testing/factories.ts';
import { gigsTestApp, type ErrorBody } from '../gigs/gigs.test-helpers.ts';

const { t, freelancer, explore } = gigsTestApp();

describe('explore and search', () => {
  let seller: TestUser;
  let proSeller: TestUser;
  beforeAll(async () => {
    seller = await freelancer();
    proSeller = await freelancer({ isPro: true });
    const db = t.database.db;
    await buildGig(db, seller.id, {
      title: 'Zebrafolk website design',
      priceCents: 5000,
      rating: 4.9,
      reviewCount: 10,
      deliveryDays: 1,
      category: 'web-development',
      createdAt: new Date(Date.now() - 5 * DAY_MS),
    });
    await buildGig(db, seller.id, {
      title: 'Zebrafolk logo designs',
      priceCents: 1500,
      rating: 3.5,
      reviewCount: 3,
      deliveryDays: 7,
      createdAt: new Date(Date.now() - 4 * DAY_MS),
    });
    await buildGig(db, proSeller.id, {
      title: 'Zebrafolk poster',
      priceCents: 30000,
      rating: 3.2,
      reviewCount: 2,
      deliveryDays: 14,
      isPro: true,
      createdAt: new Date(Date.now() - 10 * DAY_MS),
    });
    await buildGig(db, seller.id, { title: 'Zebrafolk hidden draft', isPublic: false });
    await buildGig(db, seller.id, {
      title: 'Photography lessons',
      description: 'Learn zebrafolk lighting basics',
      priceCents: 2000,
      rating: 4.1,
      reviewCount: 1,
    });
  });

  it('puts Pro gigs first whatever the sort, and never lists non-public gigs', async () => {
    for (const sort of ['recommended', 'newest', 'price-asc', 'price-desc', 'rating', 'delivery']) {
      const body = await explore(`search=zebrafolk&sort=${sort}`);
      expect(body.gigs[0]?.title, sort).toBe('Zebrafolk poster');
      expect(body.gigs.map((g) => g.isPro)).toEqual([true, false, false, false]);
      expect(body.gigs.every((g) => g.isPublic)).toBe(true);
      expect(body.gigs.map((g) => g.title)).not.toContain('Zebrafolk hidden draft');
      expect(body).toMatchObject({ total: 4, totalIsExact: true, fuzzy: false });
    }
    const byPrice = await explore('search=zebrafolk&sort=price-asc');
    expect(byPrice.gigs.slice(1).map((g) => g.priceCents)).toEqual([1500, 2000, 5000]);
    const newest = await explore('search=zebrafolk&sort=newest');
    expect(newest.gigs[1]?.title).toBe('Photography lessons');
  });

  it('ranks title matches above description matches (relevance, after Pro)', async () => {
    const body = await explore('search=zebrafolk');
    // 'Photography lessons' rates higher than 'Zebrafolk logo designs' but only mentions the word in its description.
    expect(body.gigs.map((g) => g.title).at(-1)).toBe('Photography lessons');
  });

  it('counts exactly up to 1,000 and estimates above, paging on past the ranked window', async () => {
    const many = await freelancer();
    await t.database.db.execute(sql`
      insert into gigs (seller_id, title, short_description, description, price_cents, delivery_days, category_slug,
                        status, is_public, rating, review_count)
      select ${many.id}, 'Manyword service ' || i, 'Short', 'Description ' || i, 1000 + i, 3, 'writing',
             'published', true, (i % 50) / 10.0, i % 7
        from generate_series(1, 1100) as i`);
    await t.database.db.execute(sql`analyze gigs`);
    const first = await explore('search=manyword');
    expect(first.totalIsExact).toBe(false);
    expect(first.total).toBeGreaterThan(1000);
    expect(first.hasMore).toBe(true);
    const last = await explore('search=manyword&page=10');
    const after = await explore('search=manyword&page=11');
    expect(last.gigs).toHaveLength(24);
    expect(last.hasMore).toBe(true);
    expect(after.gigs).toHaveLength(24);
    const ids = new Set([...last.gigs, ...after.gigs].map((g) => g.id));
    expect(ids.size).toBe(48);
    const small = await explore('search=manyword&minPriceCents=1000&maxPriceCents=2000');
    expect(small).toMatchObject({ total: 1000, totalIsExact: true });

    // Without search: a category's total is exact at any size (the counters of decision 0026),
    // a filtered view is exact up to 1,000 and estimated above.
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from gigs where is_public and category_slug = 'writing'`,
    );
    const writing = Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
    expect(writing).toBeGreaterThanOrEqual(1100);
    expect(await explore('category=writing')).toMatchObject({ total: writing, totalIsExact: true, hasMore: true });
    expect(await explore('category=writing&minPriceCents=1000&maxPriceCents=2000')).toMatchObject({
      total: 1000,
      totalIsExact: true,
    });
    const filtered = await explore('category=writing&maxDelivery=3');
    expect(filtered.totalIsExact).toBe(false);
    expect(filtered.total).toBeGreaterThan(1000);
    expect(await explore('category=writing&minPriceCents=1000&maxPriceCents=2000&page=43')).toMatchObject({
      total: 1000,
      totalIsExact: true,
      gigs: [],
      hasMore: false,
    });
  });

  it('searches title and description, case-insensitively, with stemming', async () => {
    expect((await explore('search=ZEBRAFOLK')).total).toBe(4);
    const design = await explore('search=zebrafolk%20design');
    // 'design' matches 'designs' and 'design' by stemming.
    expect(design.gigs.map((g) => g.title).sort()).toEqual(['Zebrafolk logo designs', 'Zebrafolk website design']);
    const lighting = await explore('search=zebrafolk%20light');
    expect(lighting.gigs.map((g) => g.title)).toEqual(['Photography lessons']);
  });

  it('falls back to trigram similarity on titles for typos', async () => {
    const body = await explore('search=zebrafolc');
    expect(body.fuzzy).toBe(true);
    expect(body.gigs.length).toBeGreaterThan(0);
    expect(body.gigs.every((g) => g.title.startsWith('Zebrafolk'))).toBe(true);
    const nothing = await explore('search=qqqqxxxxjjjj');
    expect(nothing).toMatchObject({ total: 0, gigs: [] });
  });

  it('filters by category, price, rating, delivery and Pro', async () => {
    const titles = async (q: string) => (await explore(`search=zebrafolk&${q}`)).gigs.map((g) => g.title).sort();
    expect(await titles('category=web-development')).toEqual(['Zebrafolk website design']);
    expect(await titles('minPriceCents=1000&maxPriceCents=3000')).toEqual([
      'Photography lessons',
      'Zebrafolk logo designs',
    ]);
    expect(await titles('minPriceCents=10000&maxPriceCents=20000')).toEqual(['Zebrafolk poster']);
    expect(await titles('minRating=4')).toEqual(['Photography lessons', 'Zebrafolk website design']);
    expect(await titles('maxDelivery=3')).toEqual(['Photography lessons', 'Zebrafolk website design']);
    expect(await titles('maxDelivery=1')).toEqual(['Zebrafolk website design']);
    expect(await titles('proOnly=true')).toEqual(['Zebrafolk poster']);
  });

  it.each([
    'minPriceCents=-100',
    'maxPriceCents=20100',
    'minPriceCents=10000&maxPriceCents=10500',
    'minPriceCents=abc',
    'minPriceCents=1050.5',
    'minRating=5',
    'maxDelivery=2',
    'sort=cheapest',
    'page=0',
    'page=999999',
    'category=cooking',
    'proOnly=yes',
    `search=${'a'.repeat(101)}`,
  ])('answers 400 for %s', async (query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/gigs?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.code).toBe('VALIDATION_FAILED');
  });

  it('pages 24 at a time with an exact total for small results', async () => {
    const pager = await freelancer();
    for (let i = 0; i < 30; i++) await buildGig(t.database.db, pager.id, { title: `Quokkapage service ${i}` });
    const first = await explore('search=quokkapage');
    expect(first).toMatchObject({ total: 30, totalIsExact: true, page: 1, pageSize: 24, hasMore: true });
    expect(first.gigs).toHaveLength(24);
    const second = await explore('search=quokkapage&page=2');
    expect(second.gigs).toHaveLength(6);
    expect(second.hasMore).toBe(false);
    const ids = new Set([...first.gigs, ...second.gigs].map((g) => g.id));
    expect(ids.size).toBe(30);
  });

  it('serves the home lists: featured Pro first, recent newest first, and the total', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/gigs/home' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ featured: { isPro: boolean }[]; recent: { createdAt: string }[]; total: number }>();
    expect(body.featured.length).toBeLessThanOrEqual(4);
    expect(body.featured[0]?.isPro).toBe(true);
    expect(body.recent).toHaveLength(4);
    const times = body.recent.map((g) => Date.parse(g.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.total).toBeGreaterThan(4);
  });
});
