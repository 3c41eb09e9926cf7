import { describe, expect, it } from 'vitest';
import type { GigDetail } from '@teenfreelance/contracts/gigs';
import { uploadImages } from '../../../testing/gig-helpers.ts';
import { gigsTestApp } from './gigs.test-helpers.ts';

const { t, freelancer, create, explore } = gigsTestApp();

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
        priceCents: 4000,
        imageIds: [gig.images[0]?.id ?? '', ...(await uploadImages(t.app, seller.cookie, 1))],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<GigDetail>()).toMatchObject({ title: 'Renamed service', priceCents: 4000 });
    expect(edit.json<GigDetail>().images).toHaveLength(2);
    expect(edit.json<GigDetail>().images[0]?.id).toBe(gig.images[0]?.id);

    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/gigs/${gig.id}`,
      headers: { cookie: seller.cookie },
      payload: { priceCents: 100_100 },
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
