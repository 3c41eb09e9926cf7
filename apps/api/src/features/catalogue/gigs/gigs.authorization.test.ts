import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGig, buildUser, type TestUser } from '../../../testing/factories.ts';
import { gigInput, pngImage, uploadImage, uploadImages } from '../../../testing/gig-helpers.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

/**
 * Who may change the catalogue: the exact status for every actor on every
 * state-changing endpoint. 'owner' owns the gig under test; 'freelancer' and
 * 'another freelancer' do not.
 */
type Actor = 'visitor' | 'buyer' | 'freelancer' | 'owner' | 'another freelancer' | 'admin';
const ACTORS: Actor[] = ['visitor', 'buyer', 'freelancer', 'owner', 'another freelancer', 'admin'];

const MATRIX: Record<string, Record<Actor, number>> = {
  'POST /api/gigs': { visitor: 401, buyer: 403, freelancer: 201, owner: 201, 'another freelancer': 201, admin: 403 },
  'PATCH /api/gigs/:id': {
    visitor: 401,
    buyer: 403,
    freelancer: 403,
    owner: 200,
    'another freelancer': 403,
    admin: 403,
  },
  'DELETE /api/gigs/:id': {
    visitor: 401,
    buyer: 403,
    freelancer: 403,
    owner: 204,
    'another freelancer': 403,
    admin: 204,
  },
  'POST /api/uploads/images': {
    visitor: 401,
    buyer: 403,
    freelancer: 201,
    owner: 201,
    'another freelancer': 201,
    admin: 403,
  },
  'PUT /api/me/favorites/:id': {
    visitor: 401,
    buyer: 200,
    freelancer: 200,
    owner: 200,
    'another freelancer': 200,
    admin: 200,
  },
  'DELETE /api/me/favorites/:id': {
    visitor: 401,
    buyer: 200,
    freelancer: 200,
    owner: 200,
    'another freelancer': 200,
    admin: 200,
  },
};

describe('catalogue authorization matrix', () => {
  let t: TestContext;
  const users = new Map<Actor, TestUser | undefined>();
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    users.set('visitor', undefined);
    users.set('buyer', await buildUser(t.app, db, { role: 'buyer' }));
    users.set('freelancer', await buildUser(t.app, db, { role: 'freelancer', isPro: true }));
    users.set('owner', await buildUser(t.app, db, { role: 'freelancer', isPro: true }));
    users.set('another freelancer', await buildUser(t.app, db, { role: 'freelancer', isPro: true }));
    users.set('admin', await buildUser(t.app, db, { role: 'admin' }));
  });
  afterAll(() => t.close());

  async function attempt(endpoint: string, actor: Actor): Promise<number> {
    const user = users.get(actor);
    const cookie = user ? { cookie: user.cookie } : {};
    const owner = users.get('owner');
    if (!owner) throw new Error('no owner');
    const { id: gigId } = await buildGig(t.database.db, owner.id, { isPro: true });
    switch (endpoint) {
      case 'POST /api/gigs': {
        const imageIds =
          user && actor !== 'buyer' && actor !== 'admin' ? await uploadImages(t.app, user.cookie, 1) : [];
        const payload = gigInput({ imageIds: imageIds.length ? imageIds : ['7d1f4c1e-5f7e-4a43-9d55-3d7c0c5f2b11'] });
        return (await t.app.inject({ method: 'POST', url: '/api/gigs', headers: cookie, payload })).statusCode;
      }
      case 'PATCH /api/gigs/:id':
        return (
          await t.app.inject({
            method: 'PATCH',
            url: `/api/gigs/${gigId}`,
            headers: cookie,
            payload: { title: 'New title' },
          })
        ).statusCode;
      case 'DELETE /api/gigs/:id':
        return (await t.app.inject({ method: 'DELETE', url: `/api/gigs/${gigId}`, headers: cookie })).statusCode;
      case 'POST /api/uploads/images':
        return (await uploadImage(t.app, user?.cookie, await pngImage())).statusCode;
      case 'PUT /api/me/favorites/:id':
        return (await t.app.inject({ method: 'PUT', url: `/api/me/favorites/${gigId}`, headers: cookie })).statusCode;
      case 'DELETE /api/me/favorites/:id':
        return (await t.app.inject({ method: 'DELETE', url: `/api/me/favorites/${gigId}`, headers: cookie }))
          .statusCode;
      default:
        throw new Error(`unknown endpoint ${endpoint}`);
    }
  }

  for (const [endpoint, expected] of Object.entries(MATRIX)) {
    it(`${endpoint}: ${ACTORS.map((a) => `${a} ${expected[a]}`).join(', ')}`, async () => {
      const actual: Record<string, number> = {};
      for (const actor of ACTORS) actual[actor] = await attempt(endpoint, actor);
      expect(actual).toEqual(expected);
    });
  }
});
