import { describe, expect, it } from 'vitest';
import { PAYMENT_VERIFICATION_PATH, type PaymentVerification } from '@teenfreelance/contracts/card-check';
import { manualClock } from '../../../testing/clock.ts';
import { buildUser, type TestUser } from '../../../testing/factories.ts';
import { refusal } from '../../../testing/job-helpers.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { TEST_CARDS } from '../simulated-provider.ts';

const clock = manualClock(Date.UTC(2026, 10, 28, 10));
const t = testAppForTests(() => ({ clock }));

const card = (overrides: Record<string, string> = {}) => ({
  fullName: 'Ada Buyer',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  ...overrides,
});
const check = (who: TestUser, body: object) =>
  t.app.inject({ method: 'POST', url: PAYMENT_VERIFICATION_PATH, headers: { cookie: who.cookie }, payload: body });
const status = async (who: TestUser) =>
  (
    await t.app.inject({ method: 'GET', url: PAYMENT_VERIFICATION_PATH, headers: { cookie: who.cookie } })
  ).json<PaymentVerification>();

describe('the $0 card check', () => {
  it('verifies a good card and keeps when; a declined or expired card leaves the user unverified', async () => {
    const buyer = await buildUser(t.app, t.database.db);
    expect(await status(buyer)).toEqual({ verifiedAt: null, card: null });

    expect(refusal(await check(buyer, card({ cardNumber: TEST_CARDS.declined })))).toMatchObject({
      status: 422,
      reason: 'CARD_DECLINED',
    });
    expect(refusal(await check(buyer, card({ cardNumber: TEST_CARDS.expired })))).toMatchObject({
      status: 422,
      reason: 'CARD_EXPIRED',
    });
    expect((await check(buyer, card({ cardNumber: '4242 4242 4242 4241' }))).statusCode).toBe(400);
    expect((await status(buyer)).verifiedAt).toBeNull();

    const verified = await check(buyer, card());
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<PaymentVerification>()).toEqual({
      verifiedAt: '2026-11-28T10:00:00.000Z',
      card: { brand: 'Visa', last4: '4242' },
    });
    expect(await status(buyer)).toEqual({ verifiedAt: '2026-11-28T10:00:00.000Z', card: null });
  });

  it('needs a session, and allows few checks an hour (card testing)', async () => {
    expect((await t.app.inject({ method: 'POST', url: PAYMENT_VERIFICATION_PATH, payload: card() })).statusCode).toBe(
      401,
    );
    const buyer = await buildUser(t.app, t.database.db);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await check(buyer, card({ cardNumber: TEST_CARDS.declined }))).statusCode).toBe(422);
    }
    expect((await check(buyer, card())).statusCode).toBe(429);
    expect((await status(buyer)).verifiedAt).toBeNull();
  });
});
