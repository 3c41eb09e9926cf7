import { randomUUID } from 'node:crypto';
import { conversationMessagesPath, CONVERSATIONS_PATH } from '@teenfreelance/contracts/messages';
import { DATA_EXPORT_PATH, type DataExport } from '@teenfreelance/contracts/privacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGig, buildUser, type TestUser } from '../../../testing/factories.ts';
import { jobBody, postedJob, sentProposal } from '../../../testing/job-helpers.ts';
import { pay } from '../../../testing/order-helpers.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

describe('downloading one’s data', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const exportOf = async (who: TestUser) => {
    const response = await t.app.inject({ method: 'GET', url: DATA_EXPORT_PATH, headers: { cookie: who.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="teenfreelance-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    return { data: response.json<DataExport>(), text: response.body };
  };

  it("holds the user's profile, gigs, orders, conversations, job posts and proposals, and nobody else's", async () => {
    const seller = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Mia Mine' });
    const buyer = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Bob Buyer' });
    const stranger = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Sue Stranger' });
    const gig = await buildGig(t.database.db, seller.id, { title: 'Mia draws comics' });
    await buildGig(t.database.db, stranger.id, { title: 'Someone else entirely' });
    expect((await pay(t.app, buyer, gig.id)).statusCode).toBe(201);
    const started = await t.app.inject({
      method: 'POST',
      url: CONVERSATIONS_PATH,
      headers: { cookie: buyer.cookie },
      payload: { gigId: gig.id },
    });
    const conversationId = started.json<{ id: string }>().id;
    await t.app.inject({
      method: 'POST',
      url: conversationMessagesPath(conversationId),
      headers: { cookie: buyer.cookie },
      payload: { clientId: randomUUID(), text: 'Can you draw my cat?' },
    });
    const job = await postedJob(t.app, buyer, jobBody({ title: 'A comic for my club' }));
    await sentProposal(t.app, seller, job.id);

    const { data, text } = await exportOf(seller);
    expect(data.profile).toMatchObject({ id: seller.id, name: 'Mia Mine', email: seller.email, role: 'freelancer' });
    expect(data.gigs.map((g) => g.title)).toEqual(['Mia draws comics']);
    expect(data.orders).toEqual([expect.objectContaining({ title: 'Mia draws comics', myRole: 'seller' })]);
    expect(data.conversations).toEqual([
      expect.objectContaining({
        with: 'Bob Buyer',
        about: 'Mia draws comics',
        messages: [expect.objectContaining({ fromMe: false, text: 'Can you draw my cat?' })],
      }),
    ]);
    expect(data.proposals.map((p) => p.jobTitle)).toEqual(['A comic for my club']);
    expect(data.jobPosts).toEqual([]);
    // Nobody else's private fields or things: not the buyer's email, not the stranger's gig.
    expect(text).not.toContain(buyer.email);
    expect(text).not.toContain('Someone else entirely');
    expect(text).not.toContain(stranger.id);

    const bought = (await exportOf(buyer)).data;
    expect(bought.orders).toEqual([expect.objectContaining({ myRole: 'buyer' })]);
    expect(bought.jobPosts.map((j) => j.title)).toEqual(['A comic for my club']);
    expect(bought.gigs).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: DATA_EXPORT_PATH })).statusCode).toBe(401);
  });
});
