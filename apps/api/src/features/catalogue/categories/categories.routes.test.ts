import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CATEGORIES } from '@teenfreelance/contracts/categories';
import { gigs } from '../../../db/schema/gigs.ts';
import { buildGig, buildUser } from '../../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

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

  it('keeps the counts as gigs are published, hidden, moved, deleted and inserted in bulk', async () => {
    const seller = await buildUser(t.app, t.database.db, { role: 'freelancer' });
    const before = await counts();
    const moved = await buildGig(t.database.db, seller.id, { category: 'translation' });
    const hidden = await buildGig(t.database.db, seller.id, { category: 'translation' });
    const draft = await buildGig(t.database.db, seller.id, { category: 'translation', isPublic: false });
    expect((await counts()).get('translation')).toBe((before.get('translation') ?? 0) + 2);

    await t.database.db.update(gigs).set({ categorySlug: 'data-entry' }).where(eq(gigs.id, moved.id));
    await t.database.db.update(gigs).set({ isPublic: false }).where(eq(gigs.id, hidden.id));
    await t.database.db.update(gigs).set({ isPublic: true }).where(eq(gigs.id, draft.id));
    let now = await counts();
    expect(now.get('translation')).toBe((before.get('translation') ?? 0) + 1);
    expect(now.get('data-entry')).toBe((before.get('data-entry') ?? 0) + 1);

    // Deleting through the API (a soft delete) and deleting the row both count.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/gigs/${draft.id}`,
      headers: { cookie: seller.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    await t.database.db.delete(gigs).where(eq(gigs.id, moved.id));
    now = await counts();
    expect(now.get('translation')).toBe(before.get('translation'));
    expect(now.get('data-entry')).toBe(before.get('data-entry'));

    // One statement writing many rows in several categories.
    await t.database.db.insert(gigs).values(
      (['writing', 'writing', 'video', 'video', 'video'] as const).map((category, i) => ({
        sellerId: seller.id,
        title: `Bulk gig ${i}`,
        shortDescription: 'A short description',
        description: 'A longer description of the service.',
        priceCents: 1000,
        deliveryDays: 2,
        categorySlug: category,
        tags: ['bulk'],
        status: 'published' as const,
        isPublic: i !== 0,
      })),
    );
    now = await counts();
    expect(now.get('writing')).toBe((before.get('writing') ?? 0) + 1);
    expect(now.get('video')).toBe((before.get('video') ?? 0) + 3);
  });
});
