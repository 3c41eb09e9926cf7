import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { GigCard, GigDetail, GigList } from '@teenfreelance/contracts/gigs';
import { selectRows } from '../../../db/client.ts';
import type { TestUser } from '../../../testing/factories.ts';
import { multipart, pngImage, uploadImages } from '../../../testing/gig-helpers.ts';
import { upgrade } from '../../../testing/order-helpers.ts';
import { gigsTestApp } from './gigs.test-helpers.ts';

// A card shows its seller's name and picture and the gig's first picture from
// copies that triggers keep on the gig (decision 0048), and its seller's plan
// from the gig's own is_pro, which orders it. Each way one of them changes
// shows at once on every list of cards: explore, the seller's gigs and a
// buyer's favourites.

const { t, freelancer, create, explore } = gigsTestApp();

/** The gig's card on each list that shows it. */
async function cardsOf(gig: GigDetail, seller: TestUser, saver: TestUser): Promise<GigCard[]> {
  const found = (list: GigCard[]) => list.find((card) => card.id === gig.id);
  const searched = found((await explore(`search=${encodeURIComponent(gig.title)}`)).gigs);
  const sellers = await t.app.inject({ method: 'GET', url: `/api/users/${seller.id}/gigs` });
  const saved = await t.app.inject({ method: 'GET', url: '/api/me/favorites', headers: { cookie: saver.cookie } });
  const cards = [searched, found(sellers.json<GigList>().gigs), found(saved.json<GigList>().gigs)];
  expect(cards.every((card) => card !== undefined)).toBe(true);
  return cards as GigCard[];
}

async function nameOf(user: TestUser): Promise<string> {
  const [row] = await selectRows<{ name: string }>(t.database.db, sql`select name from users where id = ${user.id}`);
  return row?.name ?? '';
}

async function publishedGig(seller: TestUser, title: string, saver: TestUser): Promise<GigDetail> {
  const created = await create(seller, { title, imageIds: await uploadImages(t.app, seller.cookie, 2) });
  expect(created.statusCode, created.body).toBe(201);
  const gig = created.json<GigDetail>();
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/me/favorites/${gig.id}`,
    headers: { cookie: saver.cookie },
  });
  expect(saved.statusCode).toBe(200);
  return gig;
}

describe("a card's seller and first picture", () => {
  it("follow the seller's new name and picture", async () => {
    const seller = await freelancer();
    const saver = await freelancer();
    const gig = await publishedGig(seller, 'Knit a cosy winter scarf', saver);
    const name = await nameOf(seller);
    expect(name).not.toBe('Robin Knits');
    for (const card of await cardsOf(gig, seller, saver)) {
      expect(card.seller).toMatchObject({ id: seller.id, name, avatarUrl: null });
    }

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { cookie: seller.cookie },
      payload: { name: 'Robin Knits' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const avatar = multipart(await pngImage(400, 400), { filename: 'me.png' });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/profiles/me/avatar',
      headers: { ...avatar.headers, cookie: seller.cookie },
      payload: avatar.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { avatarUrl } = uploaded.json<{ avatarUrl: string }>();

    for (const card of await cardsOf(gig, seller, saver)) {
      expect(card.seller).toMatchObject({ name: 'Robin Knits', avatarUrl });
    }
  });

  it("follow the seller's plan, the badge and the place in the order as one", async () => {
    const seller = await freelancer();
    const saver = await freelancer();
    const gig = await publishedGig(seller, 'Tune a squeaky old bicycle', saver);
    for (const card of await cardsOf(gig, seller, saver))
      expect([card.isPro, card.seller.isPro]).toEqual([false, false]);

    const upgraded = await upgrade(t.app, seller);
    expect(upgraded.statusCode, upgraded.body).toBe(201);
    for (const card of await cardsOf(gig, seller, saver)) expect([card.isPro, card.seller.isPro]).toEqual([true, true]);
  });

  it('follow the pictures as they are reordered, replaced and removed', async () => {
    const seller = await freelancer();
    const saver = await freelancer();
    const gig = await publishedGig(seller, 'Frame a pressed flower collage', saver);
    const [first, second] = gig.images.map((image) => image.id);
    for (const card of await cardsOf(gig, seller, saver)) expect(card.image?.id).toBe(first);

    const setPictures = async (imageIds: string[]) => {
      const edited = await t.app.inject({
        method: 'PATCH',
        url: `/api/gigs/${gig.id}`,
        headers: { cookie: seller.cookie },
        payload: { imageIds },
      });
      expect(edited.statusCode, edited.body).toBe(200);
    };
    await setPictures([second ?? '', first ?? '']);
    for (const card of await cardsOf(gig, seller, saver)) expect(card.image?.id).toBe(second);

    const [third] = await uploadImages(t.app, seller.cookie, 1);
    await setPictures([third ?? '']);
    for (const card of await cardsOf(gig, seller, saver)) {
      expect(card.image?.id).toBe(third);
      expect(card.image?.card).toMatch(/-card\.webp$/);
    }

    // Pictures are only ever removed through the gig's edit, which keeps at
    // least one; removed underneath it, the card has no picture.
    await t.database.db.execute(sql`delete from gig_images where gig_id = ${gig.id}`);
    for (const card of await cardsOf(gig, seller, saver)) expect(card.image).toBeNull();
  });

  it('are copied when a gig is written straight to the table', async () => {
    const seller = await freelancer();
    const saver = await freelancer();
    const title = 'Sketch a tiny lighthouse';
    const [row] = await selectRows<{ id: string }>(
      t.database.db,
      sql`insert into gigs (seller_id, title, short_description, description, price_cents, delivery_days,
                            category_slug, status, is_public)
          values (${seller.id}, ${title}, 'Short', 'Long', 1500, 3, 'illustration', 'published', true)
          returning id`,
    );
    const gig = { id: row?.id ?? '', title } as GigDetail;
    await t.app.inject({ method: 'PUT', url: `/api/me/favorites/${gig.id}`, headers: { cookie: saver.cookie } });
    for (const card of await cardsOf(gig, seller, saver)) {
      expect(card.seller).toMatchObject({ name: await nameOf(seller) });
      expect(card.image).toBeNull();
    }
  });

  // Two sessions at once, which only PostgreSQL has: a gig written while its
  // seller's new name is not yet committed waits for it and copies it.
  it.runIf(process.env.TEST_DB === 'postgresql')('copy a rename that commits while the gig is written', async () => {
    const pool = t.database.pool;
    if (!pool) throw new Error('a pool is expected on PostgreSQL');
    const seller = await freelancer();
    const renaming = await pool.connect();
    const writing = await pool.connect();
    try {
      await renaming.query('begin');
      await renaming.query(`update users set name = 'Late Rename' where id = $1`, [seller.id]);
      const inserted = writing.query<{ seller_name: string }>(
        `insert into gigs (seller_id, title, short_description, description, price_cents, delivery_days, category_slug)
         values ($1, 'Written meanwhile', 'Short', 'Long', 1500, 3, 'writing') returning seller_name`,
        [seller.id],
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await renaming.query('commit');
      expect((await inserted).rows[0]?.seller_name).toBe('Late Rename');
    } finally {
      renaming.release();
      writing.release();
    }
  });
});
