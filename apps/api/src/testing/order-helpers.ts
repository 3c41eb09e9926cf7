import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  checkoutPath,
  checkoutPayPath,
  IDEMPOTENCY_KEY_HEADER,
  proposalCheckoutPath,
  proposalCheckoutPayPath,
  type CheckoutPayInput,
  type CheckoutQuote,
  type PayInput,
} from '@teenfreelance/contracts/checkout';
import { PRO_UPGRADE_PATH } from '@teenfreelance/contracts/pro-plan';
import {
  orderPath,
  orderTransitionsPath,
  type Order,
  type GigRequirement,
  type OrderAction,
  type OrderTransitionInput,
} from '@teenfreelance/contracts/orders';
import type { Database } from '../db/client.ts';
import { gigs } from '../db/schema/gigs.ts';
import { systemClock } from '../clock.ts';
import type { ManualClock } from './clock.ts';
import type { PaymentProvider } from '../features/payments/payment-provider.ts';
import { createSimulatedPaymentProvider, TEST_CARDS } from '../features/payments/simulated-provider.ts';
import { buildGig, buildUser, type TestUser } from './factories.ts';

/**
 * The simulated payment provider on the real clock, for a test outside the
 * payments area that gives it to createTestApp and then reads what it charged
 * and refunded (`charges()`).
 */
export const createTestPaymentProvider = () => createSimulatedPaymentProvider({ clock: systemClock });

/**
 * The test provider whose charges a test can hold in flight, to act while a
 * payment is under way (retry its key, change the price). `holdCharges()`:
 * charges wait until `release()`; `started` resolves when the first reaches
 * the provider. `chargesFor(buyerId)`: that buyer's checkout charges.
 */
export function createHoldablePaymentProvider() {
  const simulated = createTestPaymentProvider();
  let gate: Promise<void> | null = null;
  let charging: (() => void) | null = null;
  const provider: PaymentProvider = {
    name: simulated.name,
    charge: async (request) => {
      charging?.();
      if (gate) await gate;
      return simulated.charge(request);
    },
    refund: (ref, part) => simulated.refund(ref, part),
    checkCard: (card) => simulated.checkCard(card),
  };
  function holdCharges() {
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const started = new Promise<void>((resolve) => (charging = resolve));
    const release = () => {
      open();
      gate = null;
      charging = null;
    };
    return { started, release };
  }
  /** Checkout's provider keys are `order:{buyer}:{Idempotency-Key}`. */
  const chargesFor = (buyerId: string) =>
    simulated.charges().filter((charge) => charge.idempotencyKey.startsWith(`order:${buyerId}:`));
  return { provider, holdCharges, chargesFor };
}

/** A payment form that the simulated provider accepts (the card can be swapped for a test card that declines). */
export function payBody(overrides: Partial<PayInput> = {}): PayInput {
  return {
    fullName: 'Maya Buyer',
    email: 'maya@example.com',
    billingAddress: '1 Main Street, Springfield',
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/49',
    cvc: '123',
    ...overrides,
  };
}

/** `POST /api/me/plan/pro` with a card (the test card that succeeds unless told). */
export function upgrade(
  app: FastifyInstance,
  who: TestUser,
  card: Partial<ReturnType<typeof payBody>> = {},
  key = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: PRO_UPGRADE_PATH,
    headers: { cookie: who.cookie, [IDEMPOTENCY_KEY_HEADER]: key },
    payload: payBody(card),
  });
}

/**
 * The total `buyer` is shown for `quotePath` now (`GET /api/checkout/…`), as the
 * checkout page sends it with the payment. When the quote is refused (an unknown
 * gig, a seller, a blocked buyer), 0: the payment is refused for the same reason
 * before its total is compared.
 */
export async function quotedTotalOf(app: FastifyInstance, buyer: TestUser, quotePath: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: quotePath, headers: { cookie: buyer.cookie } });
  return response.statusCode === 200 ? response.json<CheckoutQuote>().totalCents : 0;
}

/**
 * POST …/pay as `buyer`, with a fresh Idempotency-Key unless one is given.
 * Without `quotedTotalCents` in `body`, pays the total the quote shows now, as
 * a buyer on the checkout page does.
 */
export async function pay(
  app: FastifyInstance,
  buyer: TestUser,
  gigId: string,
  body: PayInput & Partial<Pick<CheckoutPayInput, 'quotedTotalCents' | 'dueDate'>> = payBody(),
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  const quotedTotalCents = body.quotedTotalCents ?? (await quotedTotalOf(app, buyer, checkoutPath(gigId)));
  return app.inject({
    method: 'POST',
    url: checkoutPayPath(gigId),
    headers: { cookie: buyer.cookie, 'idempotency-key': key },
    payload: { ...body, quotedTotalCents },
  });
}

/**
 * POST …/pay for a hired proposal as its poster, with a fresh Idempotency-Key
 * unless one is given; pays the total the quote shows now unless told which.
 */
export async function payProposal(
  app: FastifyInstance,
  poster: TestUser,
  proposalId: string,
  { quotedTotalCents, key = randomUUID() }: { quotedTotalCents?: number; key?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: proposalCheckoutPayPath(proposalId),
    headers: { cookie: poster.cookie, 'idempotency-key': key },
    payload: {
      ...payBody(),
      quotedTotalCents: quotedTotalCents ?? (await quotedTotalOf(app, poster, proposalCheckoutPath(proposalId))),
    },
  });
}

/** POST …/transitions as `who`. */
export function act(
  app: FastifyInstance,
  who: TestUser,
  orderId: string,
  input: OrderTransitionInput,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: orderTransitionsPath(orderId),
    headers: { cookie: who.cookie },
    payload: input,
  });
}

/** Like `act`, expecting 200: the order after the action. */
export async function actOk(app: FastifyInstance, who: TestUser, orderId: string, input: OrderTransitionInput) {
  const response = await act(app, who, orderId, input);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Order>();
}

/**
 * `act`, `actOk` and reading an order, each action a second after the last on
 * `clock`: a frozen clock gives timeline events one timestamp, and the
 * timeline must list them in the order they were made.
 */
export function actionsOnClock(app: () => FastifyInstance, clock: ManualClock) {
  const later = (who: TestUser, orderId: string, input: OrderTransitionInput) => {
    clock.advance(1000);
    return act(app(), who, orderId, input);
  };
  return {
    act: later,
    async actOk(who: TestUser, orderId: string, input: OrderTransitionInput): Promise<Order> {
      const response = await later(who, orderId, input);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Order>();
    },
    get: async (who: TestUser, id: string) =>
      (await app().inject({ method: 'GET', url: orderPath(id), headers: { cookie: who.cookie } })).json<Order>(),
  };
}

/**
 * A seller (Sam Seller) with a public gig ('Logo design', $25.00, '2 revisions'
 * unless told), a buyer (Maya Buyer) who paid for it, and the new order.
 */
export async function placedOrder(
  app: FastifyInstance,
  db: Database,
  gig: { priceCents?: number; revisions?: string; title?: string; requirements?: GigRequirement[] } = {},
) {
  const seller = await buildUser(app, db, { role: 'freelancer', name: 'Sam Seller' });
  const buyer = await buildUser(app, db, { role: 'buyer', name: 'Maya Buyer' });
  const { id: gigId } = await buildGig(db, seller.id, {
    title: gig.title ?? 'Logo design',
    priceCents: gig.priceCents ?? 2500,
  });
  await db
    .update(gigs)
    .set({ revisions: gig.revisions ?? '2 revisions', requirements: gig.requirements ?? [] })
    .where(eq(gigs.id, gigId));
  const response = await pay(app, buyer, gigId);
  expect(response.statusCode, response.body).toBe(201);
  return { seller, buyer, gigId, order: response.json<Order>() };
}

/** The order of `placedOrder`, started and delivered by its seller. */
export async function deliveredOrder(app: FastifyInstance, db: Database, gig?: Parameters<typeof placedOrder>[2]) {
  const placed = await placedOrder(app, db, gig);
  await actOk(app, placed.seller, placed.order.id, { action: 'start' });
  const order = await actOk(app, placed.seller, placed.order.id, {
    action: 'deliver',
    message: 'Here is your logo',
    fileIds: [],
  });
  return { ...placed, order };
}

/** A valid body for each action (a $25.00 order: a refund of $10.00 is in range). */
export const validTransitionBody = (action: OrderAction): OrderTransitionInput =>
  action === 'deliver'
    ? { action, message: 'Done', fileIds: [] }
    : action === 'request_revision'
      ? { action, message: 'Bigger, please' }
      : action === 'cancel' || action === 'request_cancellation'
        ? { action, reason: 'Plans changed' }
        : action === 'request_extension'
          ? { action, days: 2, reason: 'Exam week' }
          : action === 'propose_partial_refund'
            ? { action, refundCents: 1000, message: 'Half the work is done' }
            : action === 'open_dispute' || action === 'appeal_dispute'
              ? { action, statement: 'The delivery is not what we agreed' }
              : action === 'answer_dispute'
                ? { action, answer: 'It is exactly what the gig says' }
                : action === 'submit_requirements'
                  ? { action, answers: [{ text: 'A blue logo', option: null, fileId: null }] }
                  : { action };

export { TEST_CARDS };
