import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGig, buildUser, type TestUser } from '../../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

describe('favourites', () => {
  let t: TestContext;
  let buyer: TestUser;
  let gigA: string;
  let gigB: string;
  let hidden: string;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await buildUser(t.app, t.database.db, { role: 'buyer' });
    const seller = await buildUser(t.app, t.database.db, { role: 'freelancer' });
    gigA = (await buildGig(t.database.db, seller.id, { title: 'Saved one' })).id;
    gigB = (await buildGig(t.database.db, seller.id, { title: 'Saved two' })).id;
    hidden = (await buildGig(t.database.db, seller.id, { title: 'Draft', isPublic: false })).id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie?: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

  it('saves, lists (most recent first), reports and removes, idempotently', async () => {
    expect((await call('PUT', `/api/me/favorites/${gigA}`, buyer.cookie)).json()).toEqual({ gigId: gigA, saved: true });
    expect((await call('PUT', `/api/me/favorites/${gigA}`, buyer.cookie)).statusCode).toBe(200);
    expect((await call('PUT', `/api/me/favorites/${gigB}`, buyer.cookie)).statusCode).toBe(200);
    const list = await call('GET', '/api/me/favorites', buyer.cookie);
    expect(list.json<{ gigs: { id: string }[] }>().gigs.map((g) => g.id)).toEqual([gigB, gigA]);
    expect((await call('GET', `/api/me/favorites/${gigA}`, buyer.cookie)).json()).toEqual({ gigId: gigA, saved: true });
    const detail = await call('GET', `/api/gigs/${gigA}`, buyer.cookie);
    expect(detail.json<{ viewer: { isFavorite: boolean } }>().viewer.isFavorite).toBe(true);

    expect((await call('DELETE', `/api/me/favorites/${gigA}`, buyer.cookie)).json()).toEqual({
      gigId: gigA,
      saved: false,
    });
    expect((await call('DELETE', `/api/me/favorites/${gigA}`, buyer.cookie)).statusCode).toBe(200);
    const after = await call('GET', '/api/me/favorites', buyer.cookie);
    expect(after.json<{ gigs: { id: string }[] }>().gigs.map((g) => g.id)).toEqual([gigB]);
  });

  it('keeps each user’s favourites to themselves', async () => {
    const other = await buildUser(t.app, t.database.db, { role: 'freelancer' });
    expect((await call('GET', '/api/me/favorites', other.cookie)).json()).toEqual({ gigs: [] });
    expect((await call('GET', `/api/me/favorites/${gigB}`, other.cookie)).json()).toEqual({
      gigId: gigB,
      saved: false,
    });
  });

  it('refuses visitors and unknown or non-public gigs', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect((await call(method, `/api/me/favorites/${gigA}`)).statusCode).toBe(401);
    }
    expect((await call('GET', '/api/me/favorites')).statusCode).toBe(401);
    expect((await call('PUT', `/api/me/favorites/${hidden}`, buyer.cookie)).statusCode).toBe(404);
    expect((await call('PUT', '/api/me/favorites/7d1f4c1e-5f7e-4a43-9d55-3d7c0c5f2b11', buyer.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('PUT', '/api/me/favorites/not-a-uuid', buyer.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/me/favorites/not-a-uuid', buyer.cookie)).statusCode).toBe(200);
  });
});
