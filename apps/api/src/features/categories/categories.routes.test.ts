import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@teenfreelance/contracts/categories';
import { buildGig, buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

type Body = { categories: { slug: string; name: string; icon: string; gigCount: number }[] };

describe('GET /api/categories', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counts = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    return new Map(response.json<Body>().categories.map((c) => [c.slug, c.gigCount]));
  };

  it('lists the thirteen categories of the specification in order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    const body = response.json<Body>();
    expect(body.categories.map(({ slug, name, icon }) => ({ slug, name, icon }))).toEqual(
      CATEGORIES.map(({ slug, name, icon }) => ({ slug, name, icon })),
    );
  });

  it('counts public gigs live, and only public ones', async () => {
    const before = await counts();
    const seller = await buildUser(t.app, t.database.db, { role: 'freelancer' });
    await buildGig(t.database.db, seller.id, { category: 'music' });
    await buildGig(t.database.db, seller.id, { category: 'music' });
    await buildGig(t.database.db, seller.id, { category: 'music', isPublic: false });
    const after = await counts();
    expect(after.get('music')).toBe((before.get('music') ?? 0) + 2);
    expect(after.get('voice-over')).toBe(before.get('voice-over'));
  });
});
