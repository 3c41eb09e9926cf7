import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { GIG_MESSAGES, type ExploreResponse, type GigDetail, type GigLimit } from '@teenfreelance/contracts/gigs';
import { buildGig, buildUser, type TestUser } from '../../testing/factories.ts';
import { gigInput, pngImage, setConsent, uploadImage, uploadImages } from '../../testing/gig-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { writeTestWebBuild } from '../../testing/web-build.ts';
import { systemClock } from '../../clock.ts';
import { createGigsService } from './gigs.service.ts';

type ErrorBody = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

let t: TestContext;
let webRoot: string;
beforeAll(async () => {
  // With a small web build, so gig pages are served as a visitor gets them.
  const build = writeTestWebBuild();
  webRoot = build.root;
  t = await createTestApp({ webDistDir: build.dist });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const freelancer = (overrides: { isPro?: boolean } = {}) =>
  buildUser(t.app, t.database.db, { role: 'freelancer', ...overrides });

async function create(user: TestUser, overrides: Parameters<typeof gigInput>[0] = {}) {
  const imageIds = overrides.imageIds ?? (await uploadImages(t.app, user.cookie, 1));
  return t.app.inject({
    method: 'POST',
    url: '/api/gigs',
    headers: { cookie: user.cookie },
    payload: gigInput({ ...overrides, imageIds }),
  });
}

/** The gig page as the server sends it: its status and the head a link preview or search engine reads. */
async function gigPage(id: string) {
  const page = await t.app.inject({ method: 'GET', url: `/gig/${id}` });
  const head = /<head>(.*)<\/head>/s.exec(page.body)?.[1] ?? '';
  const content = (attribute: string) => new RegExp(`<meta ${attribute} content="([^"]*)">`).exec(head)?.[1];
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1];
  return {
    status: page.statusCode,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    description: content('name="description"'),
    type: content('property="og:type"'),
    image: content('property="og:image"'),
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : undefined,
  };
}

const explore = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/gigs?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExploreResponse>();
};

describe('creating a gig', () => {
  it('lets a freelancer publish a gig with images, visible to everyone', async () => {
    const seller = await freelancer();
    const response = await create(seller, {
      title: 'Cheerful pet portrait painting',
      price: 19.99,
      tags: ['pets', 'art'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const gig = response.json<GigDetail>();
    expect(gig).toMatchObject({
      title: 'Cheerful pet portrait painting',
      price: 19.99,
      deliveryDays: 3,
      category: 'graphic-design',
      tags: ['pets', 'art'],
      isPublic: true,
      status: 'published',
      sellerId: seller.id,
      rating: 0,
      reviewCount: 0,
      viewer: { isOwner: true },
    });
    expect(gig.images).toHaveLength(1);
    expect(gig.images[0]?.detail).toMatch(/^\/uploads\/[0-9a-f]+-detail\.webp$/);

    const asVisitor = await t.app.inject({ method: 'GET', url: `/api/gigs/${gig.id}` });
    expect(asVisitor.statusCode).toBe(200);
    expect(asVisitor.json<GigDetail>().viewer).toEqual({ isOwner: false, isFavorite: false, canDelete: false });

    const picture = await t.app.inject({ method: 'GET', url: gig.images[0]?.card ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['an 81-character title', { title: 'x'.repeat(81) }, 'Title must be 80 characters or less'],
    ['a blank title', { title: '   ' }, GIG_MESSAGES.requiredSection],
    ['a 151-character short description', { shortDescription: 'x'.repeat(151) }, GIG_MESSAGES.shortDescriptionTooLong],
    ['a price of 4', { price: 4 }, GIG_MESSAGES.priceRange],
    ['a price of 1001', { price: 1001 }, GIG_MESSAGES.priceRange],
    ['a delivery of 0 days', { deliveryDays: 0 }, GIG_MESSAGES.deliveryRange],
    ['a delivery of 31 days', { deliveryDays: 31 }, GIG_MESSAGES.deliveryRange],
    ['an unknown category', { category: 'cooking' as never }, GIG_MESSAGES.requiredSection],
    ['no description', { description: '' }, GIG_MESSAGES.descriptionRequired],
    ['a 1001-character description', { description: 'x'.repeat(1001) }, GIG_MESSAGES.descriptionTooLong],
    ['no tags', { tags: [] }, GIG_MESSAGES.tagsRequired],
    ['6 tags', { tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, GIG_MESSAGES.tagsMax],
    ['duplicate tags', { tags: ['logo', 'Logo'] }, GIG_MESSAGES.tagDuplicate],
  ])('refuses %s with the specification message', async (_name, overrides, message) => {
    const seller = await freelancer();
    const response = await create(seller, overrides);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details?.map((d) => d.message)).toContain(message);
  });

  it('requires 1 to 5 images', async () => {
    const seller = await freelancer({ isPro: true });
    const none = await create(seller, { imageIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorBody>().error.details?.map((d) => d.message)).toContain(GIG_MESSAGES.imagesRequired);

    const sixIds = await uploadImages(t.app, seller.cookie, 6);
    const six = await create(seller, { imageIds: sixIds });
    expect(six.statusCode).toBe(400);
    expect(six.json<ErrorBody>().error.details?.map((d) => d.message)).toContain(GIG_MESSAGES.imagesMax);

    // Five of the same pictures (a user holds at most 10 that no gig uses).
    const five = await create(seller, { imageIds: sixIds.slice(0, 5) });
    expect(five.statusCode).toBe(201);
    expect(five.json<GigDetail>().images).toHaveLength(5);
  });

  it("refuses another freelancer's upload, and an upload already used by another gig", async () => {
    const owner = await freelancer({ isPro: true });
    const thief = await freelancer();
    const theirs = (await uploadImages(t.app, owner.cookie, 1)).join('');
    const stolen = await create(thief, { imageIds: [theirs] });
    expect(stolen.statusCode).toBe(422);

    expect((await create(owner, { imageIds: [theirs] })).statusCode).toBe(201);
    const reused = await create(owner, { imageIds: [theirs] });
    expect(reused.statusCode).toBe(422);
  });

  it('refuses visitors (401) and buyers (403)', async () => {
    const buyer = await buildUser(t.app, t.database.db, { role: 'buyer' });
    const visitor = await t.app.inject({ method: 'POST', url: '/api/gigs', payload: gigInput({ imageIds: [] }) });
    expect(visitor.statusCode).toBe(401);
    const asBuyer = await t.app.inject({
      method: 'POST',
      url: '/api/gigs',
      headers: { cookie: buyer.cookie },
      payload: gigInput({ imageIds: ['7d1f4c1e-5f7e-4a43-9d55-3d7c0c5f2b11'] }),
    });
    expect(asBuyer.statusCode).toBe(403);
  });

  it('stops a free freelancer at 2 active gigs with the limit message, and a Pro at 10', async () => {
    const seller = await freelancer();
    expect((await create(seller)).statusCode).toBe(201);
    expect((await create(seller)).statusCode).toBe(201);
    const third = await create(seller);
    expect(third.statusCode).toBe(422);
    const body = third.json<{ error: { message: string; details: { code: string; limit: number } } }>();
    expect(body.error.message).toMatch(/^Gig Limit Reached/);
    expect(body.error.details).toMatchObject({ reason: 'GIG_LIMIT_REACHED', limit: 2 });

    const limit = await t.app.inject({ method: 'GET', url: '/api/me/gig-limit', headers: { cookie: seller.cookie } });
    expect(limit.json<GigLimit>()).toEqual({ used: 2, limit: 2, isPro: false, reached: true });

    // Deleting one frees a slot.
    const mine = await t.app.inject({ method: 'GET', url: `/api/users/${seller.id}/gigs` });
    const first = mine.json<{ gigs: { id: string }[] }>().gigs[0];
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/gigs/${first?.id ?? ''}`,
      headers: { cookie: seller.cookie },
    });
    expect(del.statusCode).toBe(204);
    expect((await create(seller)).statusCode).toBe(201);

    const pro = await freelancer({ isPro: true });
    for (let i = 0; i < 10; i++) await buildGig(t.database.db, pro.id, { isPro: true });
    const eleventh = await create(pro);
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json<ErrorBody>().error.message).toMatch(/^Gig Limit Reached/);
    const proLimit = await t.app.inject({ method: 'GET', url: '/api/me/gig-limit', headers: { cookie: pro.cookie } });
    expect(proLimit.json<GigLimit>()).toEqual({ used: 10, limit: 10, isPro: true, reached: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/me/gig-limit' })).statusCode).toBe(401);
  });

  it('keeps a gig private while its seller awaits parental consent, and publishes it on consent', async () => {
    const minor = await freelancer();
    await setConsent(t.database.db, minor.id, 'pending');
    const response = await create(minor, { title: 'Consentpending bracelet making' });
    expect(response.statusCode).toBe(201);
    const gig = response.json<GigDetail>();
    expect(gig.isPublic).toBe(false);
    expect(gig.awaitingConsent).toBe(true);

    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/${gig.id}` })).statusCode).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: `/api/gigs/${gig.id}`, headers: { cookie: minor.cookie } });
    expect(own.statusCode).toBe(200);
    expect((await explore('search=consentpending')).total).toBe(0);
    const publicList = await t.app.inject({ method: 'GET', url: `/api/users/${minor.id}/gigs` });
    expect(publicList.json<{ gigs: unknown[] }>().gigs).toHaveLength(0);
    const ownList = await t.app.inject({
      method: 'GET',
      url: `/api/users/${minor.id}/gigs`,
      headers: { cookie: minor.cookie },
    });
    expect(ownList.json<{ gigs: unknown[] }>().gigs).toHaveLength(1);
    expect((await gigPage(gig.id)).status).toBe(404);

    await setConsent(t.database.db, minor.id, 'granted');
    await createGigsService({ db: t.database.db, clock: systemClock }).refreshSellerGigVisibility(
      t.database.db,
      minor.id,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/${gig.id}` })).statusCode).toBe(200);
    expect((await explore('search=consentpending')).total).toBe(1);
  });
});

describe('image uploads', () => {
  it('stores a picture in three WebP sizes', async () => {
    const seller = await freelancer();
    const response = await uploadImage(t.app, seller.cookie, await pngImage(900, 600));
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string; thumbUrl: string; cardUrl: string; detailUrl: string; width: number }>();
    expect(body.thumbUrl).toMatch(/-thumb\.webp$/);
    expect(body.cardUrl).toMatch(/-card\.webp$/);
    expect(body.detailUrl).toMatch(/-detail\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: body.cardUrl });
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses a PDF renamed .jpg by its content', async () => {
    const seller = await freelancer();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const response = await uploadImage(t.app, seller.cookie, pdf, { filename: 'photo.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.message).toBe('Only JPEG, PNG or WebP images are allowed');
  });

  it('refuses a 30-megapixel PNG', async () => {
    const seller = await freelancer();
    const big = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#3366aa' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await uploadImage(t.app, seller.cookie, big);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.message).toBe('Images can be at most 25 megapixels');
  });

  it('refuses files over 5 MB with 413', async () => {
    const seller = await freelancer();
    const png = await pngImage();
    const padded = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await uploadImage(t.app, seller.cookie, padded);
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 400 when no file is sent in the field "file"', async () => {
    const seller = await freelancer();
    const response = await uploadImage(t.app, seller.cookie, await pngImage(), { field: 'picture' });
    expect(response.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/images',
      headers: { cookie: seller.cookie },
      payload: { file: 'not a file' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('accepts only freelancers', async () => {
    const buyer = await buildUser(t.app, t.database.db, { role: 'buyer' });
    expect((await uploadImage(t.app, undefined, await pngImage())).statusCode).toBe(401);
    expect((await uploadImage(t.app, buyer.cookie, await pngImage())).statusCode).toBe(403);
  });
});

describe("a seller's gigs", () => {
  it('answers 404 for an unknown seller', async () => {
    for (const id of ['no-such-user', '7d1f4c1e-5f7e-4a43-9d55-3d7c0c5f2b11']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/users/${id}/gigs` })).statusCode).toBe(404);
    }
  });
});

describe('editing and deleting', () => {
  it('lets the owner edit, refuses others, and keeps unknown ids 404', async () => {
    const seller = await freelancer({ isPro: true });
    const other = await freelancer();
    const gig = (await create(seller)).json<GigDetail>();

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/gigs/${gig.id}`,
      headers: { cookie: seller.cookie },
      payload: {
        title: 'Renamed service',
        price: 40,
        imageIds: [gig.images[0]?.id ?? '', ...(await uploadImages(t.app, seller.cookie, 1))],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<GigDetail>()).toMatchObject({ title: 'Renamed service', price: 40 });
    expect(edit.json<GigDetail>().images).toHaveLength(2);
    expect(edit.json<GigDetail>().images[0]?.id).toBe(gig.images[0]?.id);

    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/gigs/${gig.id}`,
      headers: { cookie: seller.cookie },
      payload: { price: 1001 },
    });
    expect(bad.statusCode).toBe(400);

    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/gigs/${gig.id}`,
      headers: { cookie: other.cookie },
      payload: { title: 'Mine now' },
    });
    expect(foreign.statusCode).toBe(403);

    for (const id of ['7d1f4c1e-5f7e-4a43-9d55-3d7c0c5f2b11', 'not-a-uuid', "1' or '1'='1"]) {
      const url = `/api/gigs/${encodeURIComponent(id)}`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'PATCH', url, headers: { cookie: seller.cookie }, payload: { title: 'x' } }))
          .statusCode,
      ).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: seller.cookie } })).statusCode).toBe(404);
    }
  });

  it('soft-deletes: the gig disappears everywhere but its row stays', async () => {
    const seller = await freelancer();
    const gig = (await create(seller, { title: 'Vanishingword tutoring' })).json<GigDetail>();
    expect((await explore('search=vanishingword')).total).toBe(1);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/gigs/${gig.id}`,
      headers: { cookie: seller.cookie },
    });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/${gig.id}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/gigs/${gig.id}`, headers: { cookie: seller.cookie } }))
        .statusCode,
    ).toBe(404);
    expect((await explore('search=vanishingword')).total).toBe(0);
    const rows = await t.database.db.query.gigs.findFirst({ where: (g, { eq }) => eq(g.id, gig.id) });
    expect(rows?.deletedAt).toBeInstanceOf(Date);
  });
});

describe('explore and search', () => {
  let seller: TestUser;
  let proSeller: TestUser;
  beforeAll(async () => {
    seller = await freelancer();
    proSeller = await freelancer({ isPro: true });
    const db = t.database.db;
    const day = 86_400_000;
    await buildGig(db, seller.id, {
      title: 'Zebrafolk website design',
      priceCents: 5000,
      rating: 4.9,
      reviewCount: 10,
      deliveryDays: 1,
      category: 'web-development',
      createdAt: new Date(Date.now() - 5 * day),
    });
    await buildGig(db, seller.id, {
      title: 'Zebrafolk logo designs',
      priceCents: 1500,
      rating: 3.5,
      reviewCount: 3,
      deliveryDays: 7,
      createdAt: new Date(Date.now() - 4 * day),
    });
    await buildGig(db, proSeller.id, {
      title: 'Zebrafolk poster',
      priceCents: 30000,
      rating: 3.2,
      reviewCount: 2,
      deliveryDays: 14,
      isPro: true,
      createdAt: new Date(Date.now() - 10 * day),
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
    expect(byPrice.gigs.slice(1).map((g) => g.price)).toEqual([15, 20, 50]);
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
    const small = await explore('search=manyword&minPrice=10&maxPrice=20');
    expect(small).toMatchObject({ total: 1000, totalIsExact: true });

    // Without search: a category's total is exact at any size (the counters of decision 0026),
    // a filtered view is exact up to 1,000 and estimated above.
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from gigs where is_public and category_slug = 'writing'`,
    );
    const writing = Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
    expect(writing).toBeGreaterThanOrEqual(1100);
    expect(await explore('category=writing')).toMatchObject({ total: writing, totalIsExact: true, hasMore: true });
    expect(await explore('category=writing&minPrice=10&maxPrice=20')).toMatchObject({
      total: 1000,
      totalIsExact: true,
    });
    const filtered = await explore('category=writing&maxDelivery=3');
    expect(filtered.totalIsExact).toBe(false);
    expect(filtered.total).toBeGreaterThan(1000);
    expect(await explore('category=writing&minPrice=10&maxPrice=20&page=43')).toMatchObject({
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
    expect(await titles('minPrice=10&maxPrice=30')).toEqual(['Photography lessons', 'Zebrafolk logo designs']);
    expect(await titles('minPrice=100&maxPrice=200')).toEqual(['Zebrafolk poster']);
    expect(await titles('minRating=4')).toEqual(['Photography lessons', 'Zebrafolk website design']);
    expect(await titles('maxDelivery=3')).toEqual(['Photography lessons', 'Zebrafolk website design']);
    expect(await titles('maxDelivery=1')).toEqual(['Zebrafolk website design']);
    expect(await titles('proOnly=true')).toEqual(['Zebrafolk poster']);
  });

  it.each([
    'minPrice=-1',
    'maxPrice=201',
    'minPrice=100&maxPrice=105',
    'minPrice=abc',
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

describe('page meta', () => {
  it('writes the title, description, picture and schema.org Product', async () => {
    const seller = await freelancer();
    const gig = (await create(seller, { title: 'Meta test gig', price: 42.5 })).json<GigDetail>();
    const meta = await gigPage(gig.id);
    expect(meta).toMatchObject({
      title: 'Meta test gig | TeenFreelance',
      description: gig.shortDescription,
      type: 'product',
      status: 200,
      jsonLd: { '@type': 'Product', name: 'Meta test gig', offers: { price: '42.50', priceCurrency: 'USD' } },
    });
    expect(meta?.image).toMatch(/^http:\/\/localhost:3000\/uploads\/.+-detail\.webp$/);
    expect(meta?.jsonLd).not.toHaveProperty('aggregateRating');
    expect((await gigPage('7d1f4c1e-5f7e-4a43-9d55-3d7c0c5f2b11')).status).toBe(404);
    expect((await gigPage('nope')).status).toBe(404);

    const rated = await buildGig(t.database.db, seller.id, { title: 'Rated', rating: 4.8, reviewCount: 12 });
    const ratedMeta = await gigPage(rated.id);
    expect(ratedMeta?.jsonLd).toMatchObject({ aggregateRating: { ratingValue: 4.8, reviewCount: 12 } });
  });
});
