import { describe, expect, it } from 'vitest';
import { GIG_MESSAGES, type GigDetail, type GigLimit } from '@teenfreelance/contracts/gigs';
import { WHOLE_CENTS_MESSAGE } from '@teenfreelance/contracts/money';
import { buildGig, buildUser } from '../../../testing/factories.ts';
import { gigInput, setConsent, uploadImages } from '../../../testing/gig-helpers.ts';
import { systemClock } from '../../../clock.ts';
import { createGigsService } from './gigs.service.ts';
import { gigsTestApp, type ErrorBody } from './gigs.test-helpers.ts';

const { t, freelancer, create, gigPage, explore } = gigsTestApp();

describe('creating a gig', () => {
  it('lets a freelancer publish a gig with images, visible to everyone', async () => {
    const seller = await freelancer();
    const response = await create(seller, {
      title: 'Cheerful pet portrait painting',
      priceCents: 1999,
      tags: ['pets', 'art'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const gig = response.json<GigDetail>();
    expect(gig).toMatchObject({
      title: 'Cheerful pet portrait painting',
      priceCents: 1999,
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
    ['a price of $4.99', { priceCents: 499 }, GIG_MESSAGES.priceRange],
    ['a price of $1000.01', { priceCents: 100_001 }, GIG_MESSAGES.priceRange],
    ['a price in fractions of a cent', { priceCents: 1999.5 }, WHOLE_CENTS_MESSAGE],
    ['a price in dollars', { priceCents: undefined, price: 19.99 } as never, GIG_MESSAGES.requiredSection],
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
    // Visibility needs no reviews: a service that is never asked for them.
    const unused = () => Promise.reject(new Error('not used by refreshSellerGigVisibility'));
    const gigsService = createGigsService({
      db: t.database.db,
      clock: systemClock,
      reviewsService: { page: unused },
      safetyService: { isBlockedBy: unused },
    });
    await gigsService.refreshSellerGigVisibility(t.database.db, minor.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/${gig.id}` })).statusCode).toBe(200);
    expect((await explore('search=consentpending')).total).toBe(1);
  });
});

describe('page meta', () => {
  it('writes the title, description, picture and schema.org Product', async () => {
    const seller = await freelancer();
    const gig = (await create(seller, { title: 'Meta test gig', priceCents: 4250 })).json<GigDetail>();
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
