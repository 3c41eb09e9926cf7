import {
  ADMIN_AUDIT_PATH,
  ADMIN_REINSTATE_PATH,
  ADMIN_RESTRICTIONS_PATH,
  type AuditEntry,
  type Restriction,
} from '@teenfreelance/contracts/admin';
import type { JobDetail } from '@teenfreelance/contracts/job-posts';
import { describe, expect, it } from 'vitest';
import { moderationTestApp } from './admin.test-helpers.ts';
import { buildGig, buildUser, TEST_PASSWORD, type TestUser } from '../../../testing/factories.ts';
import { postedJob } from '../../../testing/job-helpers.ts';
import { actOk, deliveredOrder } from '../../../testing/order-helpers.ts';
import { sellerRatesBuyer } from '../../../testing/review-helpers.ts';
import { sessionCookie } from '../../../testing/test-app.ts';

/** Undoing moderation: a suspension lifted, a hidden gig, job post or review shown again. */
describe('reinstating what moderation took away', () => {
  const { m, call, report, act, titlesOf } = moderationTestApp();
  const moderate = async (action: string, targetKind: string, targetId: string) => {
    await report(targetKind, targetId);
    expect((await act(action, targetKind, targetId)).statusCode).toBe(200);
  };
  const reinstate = (targetKind: string, targetId: string, who: TestUser = m.admin) =>
    call(who, 'POST', ADMIN_REINSTATE_PATH, { targetKind, targetId, reason: 'The appeal was upheld' });
  const restrictions = async () =>
    (await call(m.admin, 'GET', ADMIN_RESTRICTIONS_PATH)).json<{ restrictions: Restriction[] }>().restrictions;
  const signIn = (who: TestUser) =>
    m.t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: who.email, password: TEST_PASSWORD },
    });

  it('lifts a suspension: sign-in works, the gigs it hid are back, one hidden on its own stays hidden', async () => {
    const seller = await buildUser(m.t.app, m.t.database.db, { role: 'freelancer', name: 'Sam Suspended' });
    const kept = await buildGig(m.t.database.db, seller.id, { title: 'Portraits from photos' });
    const offending = await buildGig(m.t.database.db, seller.id, { title: 'Copied artwork' });
    await moderate('hide', 'gig', offending.id);
    await moderate('suspend', 'profile', seller.id);
    expect((await signIn(seller)).statusCode).toBe(403);
    expect(await restrictions()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ targetKind: 'profile', targetId: seller.id, title: 'Sam Suspended' }),
        expect.objectContaining({
          targetKind: 'gig',
          targetId: offending.id,
          owner: { id: seller.id, name: 'Sam Suspended' },
        }),
      ]),
    );

    expect((await reinstate('profile', seller.id)).json()).toEqual({ targetKind: 'profile', targetId: seller.id });
    const signedIn = await signIn(seller);
    expect(signedIn.statusCode).toBe(200);
    expect((await call(null, 'GET', `/api/gigs/${kept.id}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', `/api/gigs/${offending.id}`)).statusCode).toBe(404);
    expect(await titlesOf({ ...seller, cookie: sessionCookie(signedIn) })).toContain(
      'Your account has been reinstated',
    );
    const kinds = (await restrictions()).filter((r) => r.owner?.id === seller.id).map((r) => r.targetKind);
    expect(kinds).toEqual(['gig']);
    const audit = (await call(m.admin, 'GET', ADMIN_AUDIT_PATH)).json<{ entries: AuditEntry[] }>().entries;
    expect(audit[0]).toMatchObject({ action: 'reinstate', targetKind: 'profile', reason: 'The appeal was upheld' });

    expect((await reinstate('profile', seller.id)).statusCode).toBe(404);
    expect((await reinstate('gig', offending.id)).statusCode).toBe(200);
    expect((await call(null, 'GET', `/api/gigs/${offending.id}`)).statusCode).toBe(200);
  });

  it("opens again the job posts a client's suspension closed", async () => {
    const client = await buildUser(m.t.app, m.t.database.db, { role: 'buyer', name: 'Cal Client' });
    const job = await postedJob(m.t.app, client);
    await moderate('suspend', 'job', job.id);
    expect((await call(m.reporter, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await reinstate('profile', client.id)).statusCode).toBe(200);
    const shown = await call(m.reporter, 'GET', `/api/jobs/${job.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<JobDetail>().status).toBe('open');
  });

  it("shows a hidden review again, back in its gig's rating", async () => {
    const { buyer, seller, gigId, order } = await deliveredOrder(m.t.app, m.t.database.db);
    await actOk(m.t.app, buyer, order.id, { action: 'accept' });
    const reviewed = await call(buyer, 'POST', `/api/orders/${order.id}/review`, {
      rating: 4,
      comment: 'Good work, delivered on time and as described.',
    });
    await sellerRatesBuyer(m.t.app, seller, order.id);
    const reviewId = reviewed.json<{ id: string }>().id;
    await moderate('hide', 'review', reviewId);
    expect((await call(null, 'GET', `/api/gigs/${gigId}`)).json()).toMatchObject({ reviewCount: 0 });
    expect((await reinstate('review', reviewId)).statusCode).toBe(200);
    expect((await call(null, 'GET', `/api/gigs/${gigId}`)).json()).toMatchObject({ reviewCount: 1, rating: 4 });
    expect(await titlesOf(buyer)).toContain('A moderator restored something you posted');
  });

  it('is for admins only, and refuses what is not suspended or hidden and bad input', async () => {
    const seller = await buildUser(m.t.app, m.t.database.db, { role: 'freelancer', name: 'Never Suspended' });
    for (const who of [m.reporter, seller]) {
      expect((await call(who, 'GET', ADMIN_RESTRICTIONS_PATH)).statusCode).toBe(403);
      expect((await reinstate('profile', seller.id, who)).statusCode).toBe(403);
    }
    expect((await call(null, 'GET', ADMIN_RESTRICTIONS_PATH)).statusCode).toBe(401);
    expect((await reinstate('profile', seller.id)).statusCode).toBe(404);
    expect((await reinstate('gig', 'not-a-gig')).statusCode).toBe(404);
    expect((await reinstate('message', seller.id)).statusCode).toBe(400);
    const noReason = await call(m.admin, 'POST', ADMIN_REINSTATE_PATH, { targetKind: 'profile', targetId: seller.id });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ error: { message: 'Please say why, for the audit log' } });
  });
});
