import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  PAYOUT_ACCOUNT_PATH,
  PAYOUT_GUARDIAN_LINK_PATH,
  TEST_BANK,
  WITHDRAWALS_PATH,
  type Withdrawal,
  type WithdrawalsState,
} from '@teenfreelance/contracts/payouts';
import type { Database } from '../../../db/client.ts';
import { parentalConsents } from '../../../db/schema/parental-consents.ts';
import { users } from '../../../db/schema/users.ts';
import { buildGig, buildUser, type TestUser } from '../../../testing/factories.ts';
import { teenAwaitingConsent, refusal } from '../../../testing/job-helpers.ts';
import { actOk, pay } from '../../../testing/order-helpers.ts';
import { emailedToken as emailedLinkToken } from '../../../testing/test-app.ts';
import type { Order } from '@teenfreelance/contracts/orders';
import { PAYOUT_EMAIL_TASK } from './payouts.email-tasks.ts';
import { PAYOUT_SWEEP_TASK } from './withdrawals.service.ts';

/** The env of a payouts test app: earnings available at once, payouts a minute in transit. */
export const PAYOUT_TEST_ENV = { EARNINGS_CLEARING_DAYS: '0', PAYOUT_SETTLE_SECONDS: '60' };

/** The bank form with Stripe's test numbers: pays unless told `fails`. */
export const bankBody = (account: 'pays' | 'fails' = 'pays', holderName = 'Sam Seller') => ({
  holderName,
  routingNumber: TEST_BANK.routingNumber,
  accountNumber: account === 'pays' ? TEST_BANK.accountPays : TEST_BANK.accountFails,
});

/**
 * `seller` sells a gig at `priceCents` to a new buyer, delivers, and the buyer
 * accepts: with EARNINGS_CLEARING_DAYS=0 the price is available at once.
 */
export async function earn(app: FastifyInstance, db: Database, seller: TestUser, priceCents: number): Promise<void> {
  const buyer = await buildUser(app, db, { role: 'buyer', name: 'Maya Buyer' });
  const gig = await buildGig(db, seller.id, { title: 'Logo design', priceCents });
  const paid = await pay(app, buyer, gig.id);
  expect(paid.statusCode, paid.body).toBe(201);
  const orderId = paid.json<Order>().id;
  await actOk(app, seller, orderId, { action: 'start' });
  await actOk(app, seller, orderId, { action: 'deliver', message: 'Here it is', fileIds: [] });
  await actOk(app, buyer, orderId, { action: 'accept' });
}

/** An adult freelancer with `availableCents` to withdraw and, unless told not to, a payout account. */
export async function adultSeller(
  app: FastifyInstance,
  db: Database,
  availableCents: number,
  account: 'pays' | 'fails' | 'none' = 'pays',
) {
  const seller = await buildUser(app, db, { role: 'freelancer', name: 'Sam Seller' });
  if (availableCents > 0) await earn(app, db, seller, availableCents);
  if (account !== 'none') {
    const saved = await putAccount(app, seller, bankBody(account));
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return seller;
}

/** A 15-year-old freelancer whose parent (Pat Parent) consented, as the consent page leaves them. */
export async function consentedTeen(app: FastifyInstance, db: Database) {
  const teen = await teenAwaitingConsent(app);
  const [consent] = await db
    .update(parentalConsents)
    .set({ consentedAt: new Date(), consentedByName: 'Pat Parent', consentedRelationship: 'parent', tokenHash: null })
    .where(eq(parentalConsents.userId, teen.id))
    .returning({ parentEmail: parentalConsents.parentEmail });
  await db.update(users).set({ parentalConsent: 'granted' }).where(eq(users.id, teen.id));
  return { teen, guardianEmail: consent?.parentEmail ?? '' };
}

export const putAccount = (app: FastifyInstance, who: TestUser, body: unknown) =>
  app.inject({ method: 'PUT', url: PAYOUT_ACCOUNT_PATH, headers: { cookie: who.cookie }, payload: body as object });

export const askGuardian = (app: FastifyInstance, teen: TestUser) =>
  app.inject({ method: 'POST', url: PAYOUT_GUARDIAN_LINK_PATH, headers: { cookie: teen.cookie } });

export const withdraw = (app: FastifyInstance, who: TestUser, amountCents: number, key: string = randomUUID()) =>
  app.inject({
    method: 'POST',
    url: WITHDRAWALS_PATH,
    headers: { cookie: who.cookie, 'idempotency-key': key },
    payload: { amountCents },
  });

export async function withdrawOk(app: FastifyInstance, who: TestUser, amountCents: number): Promise<Withdrawal> {
  const response = await withdraw(app, who, amountCents);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Withdrawal>();
}

export async function withdrawals(app: FastifyInstance, who: TestUser): Promise<WithdrawalsState> {
  const response = await app.inject({ method: 'GET', url: WITHDRAWALS_PATH, headers: { cookie: who.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WithdrawalsState>();
}

/** Runs the payouts sweep once, then sends the emails it and earlier requests queued. */
export const sweepPayouts = (app: FastifyInstance) => app.runHeldTasks([PAYOUT_SWEEP_TASK, PAYOUT_EMAIL_TASK]);

/** The token of the latest payout email to `to` whose link goes to `page`. */
export const emailedToken = (app: FastifyInstance, to: string, page: string): Promise<string> =>
  emailedLinkToken(app, { to, page, tasks: [PAYOUT_EMAIL_TASK] });

export const reasonOf = (response: LightMyRequestResponse) => refusal(response).reason;
