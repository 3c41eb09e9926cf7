import { randomUUID } from 'node:crypto';
import {
  ADMIN_ACTIONS_PATH,
  ADMIN_HELD_MESSAGES_PATH,
  ADMIN_REINSTATE_PATH,
  ADMIN_RESTRICTIONS_PATH,
  adminHeldMessagePath,
  ADMIN_AUDIT_PATH,
  ADMIN_DISMISS_PATH,
  ADMIN_MINORS_PATH,
  ADMIN_REPORTS_PATH,
  adminMinorActionPath,
  type MinorAccount,
  type ReportQueue,
} from '@teenfreelance/contracts/admin';
import { ADMIN_LEDGER_PATH } from '@teenfreelance/contracts/admin-ledger';
import { conversationMessagesPath, CONVERSATIONS_PATH, type Message } from '@teenfreelance/contracts/messages';
import { REPORTS_PATH } from '@teenfreelance/contracts/safety';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/orders.ts';
import { users } from '../../../db/schema/users.ts';
import { buildGig, buildUser, type TestUser } from '../../../testing/factories.ts';
import { pay } from '../../../testing/order-helpers.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

describe('moderation', () => {
  let t: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.app, t.database.db, { role: 'admin', name: 'Ada Admin' });
  });
  afterAll(() => t.close());

  const call = (who: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

  it('refuses every admin endpoint to anyone but an admin, before reading anything', async () => {
    const buyer = await buildUser(t.app, t.database.db, { role: 'buyer' });
    const freelancer = await buildUser(t.app, t.database.db, { role: 'freelancer' });
    const endpoints = [
      ['GET', ADMIN_REPORTS_PATH],
      ['POST', ADMIN_DISMISS_PATH],
      ['GET', ADMIN_MINORS_PATH],
      ['POST', adminMinorActionPath('someone', 'resend-consent')],
      ['POST', adminMinorActionPath('someone', 'revoke-consent')],
      ['GET', ADMIN_AUDIT_PATH],
      ['POST', ADMIN_ACTIONS_PATH],
      ['GET', ADMIN_HELD_MESSAGES_PATH],
      ['POST', adminHeldMessagePath('00000000-0000-4000-8000-000000000000', 'deliver')],
      ['POST', adminHeldMessagePath('00000000-0000-4000-8000-000000000000', 'remove')],
      ['GET', ADMIN_RESTRICTIONS_PATH],
      ['POST', ADMIN_REINSTATE_PATH],
      ['GET', ADMIN_LEDGER_PATH],
    ] as const;
    for (const [method, url] of endpoints) {
      for (const who of [buyer, freelancer]) {
        const answer = await call(who, method, url, method === 'POST' ? {} : undefined);
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.json()).toMatchObject({ error: { details: { reason: 'NOT_AN_ADMIN' } } });
      }
      expect((await call(null, method, url)).statusCode).toBe(401);
    }
  });

  it('queues reports by what they report with the message as written, and dismisses them on the record', async () => {
    const seller = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Sly Seller' });
    const gig = await buildGig(t.database.db, seller.id);
    const reporters: TestUser[] = [];
    let messageId = '';
    for (const name of ['Rae One', 'Rae Two']) {
      const buyer = await buildUser(t.app, t.database.db, { role: 'buyer', name });
      reporters.push(buyer);
      const started = await call(buyer, 'POST', CONVERSATIONS_PATH, { gigId: gig.id });
      const conversationId = started.json<{ id: string }>().id;
      await call(buyer, 'POST', conversationMessagesPath(conversationId), { clientId: randomUUID(), text: 'Hi!' });
      const sent = await call(seller, 'POST', conversationMessagesPath(conversationId), {
        clientId: randomUUID(),
        text: 'Pay me on the side at sly@example.com',
      });
      messageId = sent.json<Message>().id;
      await call(buyer, 'POST', REPORTS_PATH, {
        targetKind: 'message',
        targetId: messageId,
        reason: 'contact_outside',
      });
    }
    await call(reporters[0] ?? admin, 'POST', REPORTS_PATH, {
      targetKind: 'gig',
      targetId: gig.id,
      reason: 'fake',
      note: 'Copied pictures',
    });
    await call(reporters[1] ?? admin, 'POST', REPORTS_PATH, { targetKind: 'gig', targetId: gig.id, reason: 'spam' });

    const most = (await call(admin, 'GET', `${ADMIN_REPORTS_PATH}?sort=most`)).json<ReportQueue>();
    const gigGroup = most.groups.find((group) => group.targetId === gig.id);
    expect(gigGroup).toMatchObject({
      targetKind: 'gig',
      reportCount: 2,
      reasons: expect.arrayContaining(['fake', 'spam']),
      notes: ['Copied pictures'],
      reported: { id: seller.id, name: 'Sly Seller' },
    });
    const newest = (await call(admin, 'GET', ADMIN_REPORTS_PATH)).json<ReportQueue>();
    expect(newest.groups[0]?.targetId).toBe(gig.id);
    const messageGroup = newest.groups.find((group) => group.targetId === messageId);
    expect(messageGroup?.context).toMatchObject({
      text: 'Pay me on the side at sly@example.com',
      thread: [
        { sender: 'Rae Two', text: 'Hi!' },
        { sender: 'Sly Seller', text: 'Pay me on the side at sly@example.com' },
      ],
    });

    const noReason = await call(admin, 'POST', ADMIN_DISMISS_PATH, { targetKind: 'gig', targetId: gig.id });
    expect(noReason.statusCode).toBe(400);
    const dismissed = await call(admin, 'POST', ADMIN_DISMISS_PATH, {
      targetKind: 'gig',
      targetId: gig.id,
      reason: 'Pictures are the seller’s own',
    });
    expect(dismissed.json()).toEqual({ resolved: 2 });
    expect(
      (await call(admin, 'GET', ADMIN_REPORTS_PATH)).json<ReportQueue>().groups.map((g) => g.targetId),
    ).not.toContain(gig.id);
    expect(
      (await call(admin, 'POST', ADMIN_DISMISS_PATH, { targetKind: 'gig', targetId: gig.id, reason: 'Again' }))
        .statusCode,
    ).toBe(404);
    const bell = await call(reporters[0] ?? admin, 'GET', '/api/notifications');
    expect(bell.json<{ notifications: { title: string }[] }>().notifications[0]?.title).toBe('We reviewed your report');
    const audit = (await call(admin, 'GET', ADMIN_AUDIT_PATH)).json<{
      entries: { action: string; reason: string; admin: { name: string } }[];
    }>();
    expect(audit.entries[0]).toMatchObject({
      action: 'dismiss_reports',
      reason: 'Pictures are the seller’s own',
      admin: { name: 'Ada Admin' },
    });
  });

  it("lists teen freelancers' consent and revokes it at a parent's request: gigs hidden, open orders refunded", async () => {
    const teen = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Tess Teen' });
    await t.database.db.update(users).set({ isMinor: true, parentalConsent: 'granted' }).where(eq(users.id, teen.id));
    const gig = await buildGig(t.database.db, teen.id, { title: 'Teen bracelets' });
    const buyer = await buildUser(t.app, t.database.db, { role: 'buyer' });
    expect((await pay(t.app, buyer, gig.id)).statusCode).toBe(201);
    const listed = (await call(admin, 'GET', ADMIN_MINORS_PATH)).json<{ minors: MinorAccount[] }>();
    expect(listed.minors.find((minor) => minor.id === teen.id)).toMatchObject({
      parentalConsent: 'granted',
      publicGigs: 1,
    });

    const refused = await call(admin, 'POST', adminMinorActionPath(teen.id, 'revoke-consent'), {});
    expect(refused.statusCode).toBe(400);
    const revoked = await call(admin, 'POST', adminMinorActionPath(teen.id, 'revoke-consent'), {
      reason: 'Parent phoned to withdraw consent',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<MinorAccount>()).toMatchObject({ parentalConsent: 'pending', publicGigs: 0 });
    expect((await call(null, 'GET', `/api/gigs/${gig.id}`)).statusCode).toBe(404);
    // As when the guardian withdraws consent on /family: the order is cancelled and refunded.
    const open = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.sellerId, teen.id));
    expect(open.map((order) => order.status)).toEqual(['cancelled']);
    const bell = await call(teen, 'GET', '/api/notifications');
    expect(bell.json<{ notifications: { title: string }[] }>().notifications[0]?.title).toBe(
      'Parental consent was withdrawn',
    );
    expect(
      (await call(admin, 'POST', adminMinorActionPath(teen.id, 'revoke-consent'), { reason: 'Twice' })).statusCode,
    ).toBe(409);
    expect((await call(admin, 'POST', adminMinorActionPath('nobody', 'resend-consent'))).statusCode).toBe(404);
  });
});
