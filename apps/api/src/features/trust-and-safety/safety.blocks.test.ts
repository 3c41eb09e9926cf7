import { randomUUID } from 'node:crypto';
import { checkoutPath } from '@teenfreelance/contracts/checkout';
import { JOBS_PATH, jobPath, type JobPage } from '@teenfreelance/contracts/job-posts';
import { conversationMessagesPath, CONVERSATIONS_PATH } from '@teenfreelance/contracts/messages';
import { BLOCKS_PATH, blockPath, SAFETY_TEXTS, type BlockList } from '@teenfreelance/contracts/safety';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGig, buildUser, type TestUser } from '../../testing/factories.ts';
import { applyTo, postedJob } from '../../testing/job-helpers.ts';
import { pay } from '../../testing/order-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

describe('blocking', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const user = (role: 'buyer' | 'freelancer', name: string) => buildUser(t.app, t.database.db, { role, name });
  const call = (who: TestUser, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const send = (who: TestUser, conversationId: string) =>
    call(who, 'POST', conversationMessagesPath(conversationId), { clientId: randomUUID(), text: 'Hello again' });

  it("stops the blocked person's every path to the blocker, quietly, until unblocked", async () => {
    const seller = await user('freelancer', 'Bea Blocker');
    const pest = await user('buyer', 'Pat Pest');
    const gig = (await buildGig(t.database.db, seller.id, { title: 'Blocker gig' })).id;
    const started = await call(pest, 'POST', CONVERSATIONS_PATH, { gigId: gig });
    const conversationId = started.json<{ id: string }>().id;
    expect((await send(pest, conversationId)).statusCode).toBe(201);

    expect((await call(seller, 'PUT', blockPath(pest.id))).json()).toEqual({ userId: pest.id, blocked: true });
    expect((await call(seller, 'PUT', blockPath(pest.id))).statusCode).toBe(200);

    // Messages: neither way, with the one sentence that says it.
    for (const who of [pest, seller]) {
      const refused = await send(who, conversationId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        error: { message: SAFETY_TEXTS.cannotMessage, details: { reason: 'BLOCKED' } },
      });
    }
    expect((await call(pest, 'POST', CONVERSATIONS_PATH, { gigId: gig })).statusCode).toBe(403);
    expect((await call(pest, 'POST', CONVERSATIONS_PATH, { sellerId: seller.id })).statusCode).toBe(403);
    // The gig is not there for them: not its page, not its checkout, no payment.
    expect((await call(pest, 'GET', `/api/gigs/${gig}`)).statusCode).toBe(404);
    expect((await call(pest, 'GET', checkoutPath(gig))).statusCode).toBe(404);
    expect((await pay(t.app, pest, gig)).statusCode).toBe(404);
    // Everyone else still sees it.
    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/${gig}` })).statusCode).toBe(200);

    expect((await call(seller, 'DELETE', blockPath(pest.id))).json()).toEqual({ userId: pest.id, blocked: false });
    expect((await send(pest, conversationId)).statusCode).toBe(201);
    expect((await call(pest, 'GET', `/api/gigs/${gig}`)).statusCode).toBe(200);
  });

  it("hides a blocking poster's job posts from the blocked freelancer, who cannot apply", async () => {
    const poster = await user('buyer', 'Polly Poster');
    const freelancer = await user('freelancer', 'Fred Blocked');
    const job = await postedJob(t.app, poster);
    await call(poster, 'PUT', blockPath(freelancer.id));
    expect((await call(freelancer, 'GET', jobPath(job.id))).statusCode).toBe(404);
    const listed = (await call(freelancer, 'GET', JOBS_PATH)).json<JobPage>().jobs.map((j) => j.id);
    expect(listed).not.toContain(job.id);
    expect((await t.app.inject({ method: 'GET', url: JOBS_PATH })).json<JobPage>().jobs.map((j) => j.id)).toContain(
      job.id,
    );
    expect((await applyTo(t.app, freelancer, job.id)).statusCode).toBe(404);
  });

  it("leaves the blocker's gigs out of every list the blocked person reads, and only theirs", async () => {
    const seller = await user('freelancer', 'Lena Lists');
    const pest = await user('buyer', 'Pete Pest');
    const title = `Quokka sketches ${randomUUID().slice(0, 6)}`;
    await buildGig(t.database.db, seller.id, { title });
    await call(seller, 'PUT', blockPath(pest.id));
    const titles = async (who: TestUser | null, url: string) => {
      const answer = who ? await call(who, 'GET', url) : await t.app.inject({ method: 'GET', url });
      const body = answer.json<{
        gigs?: { title: string }[];
        featured?: { title: string }[];
        recent?: { title: string }[];
      }>();
      return [...(body.gigs ?? []), ...(body.featured ?? []), ...(body.recent ?? [])].map((gig) => gig.title);
    };
    for (const url of ['/api/gigs?search=quokka', '/api/gigs/home', `/api/users/${seller.id}/gigs`]) {
      expect(await titles(null, url), url).toContain(title);
      expect(await titles(pest, url), url).not.toContain(title);
    }
  });

  it('lists whom the caller blocked; refuses blocking oneself or nobody', async () => {
    const me = await user('buyer', 'List Keeper');
    const other = await user('freelancer', 'Blocked One');
    await call(me, 'PUT', blockPath(other.id));
    const list = (await call(me, 'GET', BLOCKS_PATH)).json<BlockList>();
    expect(list.blocks.map((b) => b.user)).toEqual([{ id: other.id, name: 'Blocked One', avatarUrl: null }]);
    expect((await call(me, 'GET', blockPath(other.id))).json()).toEqual({ userId: other.id, blocked: true });
    expect((await call(other, 'GET', blockPath(me.id))).json()).toEqual({ userId: me.id, blocked: false });
    const self = await call(me, 'PUT', blockPath(me.id));
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ error: { details: { reason: 'CANNOT_BLOCK_SELF' } } });
    expect((await call(me, 'PUT', blockPath('nobody-here'))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: BLOCKS_PATH })).statusCode).toBe(401);
  });
});
