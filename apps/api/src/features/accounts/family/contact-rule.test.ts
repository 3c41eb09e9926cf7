import { describe, expect, it } from 'vitest';
import { CARD_CHECK_TEXTS, PAYMENT_VERIFICATION_PATH } from '@teenfreelance/contracts/card-check';
import { checkoutPath } from '@teenfreelance/contracts/checkout';
import { familyControlsPath } from '@teenfreelance/contracts/family-controls';
import { CONVERSATIONS_PATH } from '@teenfreelance/contracts/messages';
import { buildGig, buildUser, type TestUser } from '../../../testing/factories.ts';
import { teenWithGuardian } from '../../../testing/family-helpers.ts';
import { applyTo, postedJob, proposalAction, refusal } from '../../../testing/job-helpers.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';

const t = testAppForTests();

const startAbout = (who: TestUser, gigId: string) =>
  t.app.inject({ method: 'POST', url: CONVERSATIONS_PATH, headers: { cookie: who.cookie }, payload: { gigId } });
const quote = (who: TestUser, gigId: string) =>
  t.app.inject({ method: 'GET', url: checkoutPath(gigId), headers: { cookie: who.cookie } });
const verifyCard = async (who: TestUser) => {
  const verified = await t.app.inject({
    method: 'POST',
    url: PAYMENT_VERIFICATION_PATH,
    headers: { cookie: who.cookie },
    payload: { fullName: 'Ada Buyer', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
  });
  expect(verified.statusCode, verified.body).toBe(200);
};

/** A teen with a public gig whose guardian chose `rule`. */
async function teenWithRule(rule: 'anyone' | 'verified_buyers') {
  const { teen, guardian } = await teenWithGuardian(t.app);
  const set = await t.app.inject({
    method: 'PUT',
    url: familyControlsPath(teen.id),
    headers: { cookie: guardian.cookie },
    payload: { contactRule: rule },
  });
  expect(set.statusCode, set.body).toBe(200);
  const gig = await buildGig(t.database.db, teen.id);
  return { teen, guardian, gig };
}

const blocked = { status: 403, code: 'FORBIDDEN', reason: 'VERIFIED_PAYMENT_REQUIRED' };

describe("'Who can contact my teen'", () => {
  it('lets anyone ask about a gig and order by default', async () => {
    const { gig } = await teenWithRule('anyone');
    const buyer = await buildUser(t.app, t.database.db);
    expect((await startAbout(buyer, gig.id)).statusCode).toBe(201);
    expect((await quote(buyer, gig.id)).statusCode).toBe(200);
  });

  it('refuses an unverified buyer a conversation and checkout until they verify a card', async () => {
    const { gig } = await teenWithRule('verified_buyers');
    const buyer = await buildUser(t.app, t.database.db);
    const refused = refusal(await startAbout(buyer, gig.id));
    expect(refused).toMatchObject(blocked);
    expect(refused.message).toBe(CARD_CHECK_TEXTS.contactNeedsVerification);
    expect(refusal(await quote(buyer, gig.id))).toMatchObject(blocked);

    await verifyCard(buyer);
    expect((await startAbout(buyer, gig.id)).statusCode).toBe(201);
    expect((await quote(buyer, gig.id)).statusCode).toBe(200);
  });

  it('refuses an unverified job poster the hire of the teen, and the teen cannot change the rule', async () => {
    const { teen } = await teenWithRule('verified_buyers');
    const poster = await buildUser(t.app, t.database.db);
    const job = await postedJob(t.app, poster);
    const applied = await applyTo(t.app, teen, job.id);
    expect(applied.statusCode, applied.body).toBe(201);
    const proposalId = applied.json<{ id: string }>().id;
    expect(refusal(await proposalAction(t.app, poster, proposalId, 'hire'))).toMatchObject(blocked);
    await verifyCard(poster);
    expect((await proposalAction(t.app, poster, proposalId, 'hire')).statusCode).toBe(200);

    const bySelf = await t.app.inject({
      method: 'PUT',
      url: familyControlsPath(teen.id),
      headers: { cookie: teen.cookie },
      payload: { contactRule: 'anyone' },
    });
    expect(refusal(bySelf)).toMatchObject({ status: 403, reason: 'NOT_A_GUARDIAN' });
  });
});
