import { describe, expect, it } from 'vitest';
import { MASK } from '@teenfreelance/contracts/contact-masking';
import { ORDERS_PATH, orderPath, type Order } from '@teenfreelance/contracts/orders';
import { DISGUISED_CONTACT_REFUSED } from '@teenfreelance/contracts/screening/contact-kinds';
import { CORPUS_OWN_HOST, ORDINARY_MESSAGES } from '@teenfreelance/contracts/screening/corpus';
import { screenText } from '@teenfreelance/contracts/screening/screen-text';
import { orderEvents } from '../../db/schema/orders.ts';
import { makeTeen, setStoredName } from '../../testing/minor-helpers.ts';
import { act, actOk, placedOrder } from '../../testing/order-helpers.ts';
import { testAppForTests } from '../../testing/set-up-for-tests.ts';
import type { TestUser } from '../../testing/factories.ts';

/** An order's timeline and names as each party reads them (docs/decisions/0065). */

// On the corpus's own host, whose links are ours and stay as written (as the messages' corpus test does).
const t = testAppForTests(() => ({ env: { PUBLIC_URL: `https://${CORPUS_OWN_HOST}` } }));
const CONTACT = 'Bigger letters please, call me on 555-867-5309 or mail tim.baker@gmail.com';
const DISGUISE = 'j o h n @ g m a i l . c o m';

const read = async (who: TestUser, orderId: string) =>
  (await t.app.inject({ method: 'GET', url: orderPath(orderId), headers: { cookie: who.cookie } })).json<Order>();

/** A placed order, its seller a teen unless told, started by the seller. */
async function startedOrder({ teenSeller = true } = {}) {
  const placed = await placedOrder(t.app, t.database.db);
  if (teenSeller) await makeTeen(t.database.db, placed.seller.id);
  await actOk(t.app, placed.seller, placed.order.id, { action: 'start' });
  return placed;
}

describe('the order timeline through the screening', () => {
  it('shows a teen seller an adult buyer’s contact details masked, and the buyer too', async () => {
    const { buyer, seller, order } = await startedOrder();
    await actOk(t.app, seller, order.id, { action: 'deliver', message: 'First draft', fileIds: [] });
    await actOk(t.app, buyer, order.id, { action: 'request_revision', message: CONTACT });
    for (const who of [seller, buyer]) {
      const event = (await read(who, order.id)).timeline.at(-1);
      expect(event?.message).toBe(`Bigger letters please, call me on ${MASK} or mail ${MASK}`);
      expect(event?.masked).toBe(true);
    }
    // The first delivery note, with nothing to hide, is as written.
    expect((await read(seller, order.id)).timeline.find((e) => e.transition === 'deliver')).toMatchObject({
      message: 'First draft',
      masked: false,
    });
  });

  it('shows adults’ orders as written', async () => {
    const { buyer, seller, order } = await startedOrder({ teenSeller: false });
    await actOk(t.app, buyer, order.id, { action: 'request_cancellation', reason: CONTACT });
    const event = (await read(seller, order.id)).timeline.at(-1);
    expect(event).toMatchObject({ message: CONTACT, masked: false });
  });

  it('refuses a disguise toward a teen on its field, and the order does not move', async () => {
    expect(screenText(DISGUISE).disguised).toBe(true);
    const { buyer, seller, order } = await startedOrder();
    const refused = await act(t.app, buyer, order.id, { action: 'request_cancellation', reason: `mail ${DISGUISE}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: DISGUISED_CONTACT_REFUSED,
        details: [{ path: 'body.reason', message: DISGUISED_CONTACT_REFUSED }],
      },
    });
    expect((await read(seller, order.id)).status).toBe('in_progress');
    // Between adults the same words go through (nothing is screened there).
    const adults = await startedOrder({ teenSeller: false });
    const kept = await act(t.app, adults.buyer, adults.order.id, {
      action: 'request_cancellation',
      reason: `mail ${DISGUISE}`,
    });
    expect(kept.statusCode).toBe(200);
  });

  it('screens a partial refund’s words like the others: a disguise refused, contact details masked', async () => {
    const { buyer, seller, order } = await startedOrder();
    const refused = await act(t.app, buyer, order.id, {
      action: 'propose_partial_refund',
      refundCents: 1000,
      message: `mail ${DISGUISE}`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([{ path: 'body.message', message: DISGUISED_CONTACT_REFUSED }]);
    expect((await read(seller, order.id)).partialRefundOffer).toBeNull();
    await actOk(t.app, buyer, order.id, { action: 'propose_partial_refund', refundCents: 1000, message: CONTACT });
    const event = (await read(seller, order.id)).timeline.at(-1);
    expect(event).toMatchObject({ transition: 'propose_partial_refund', masked: true, refundCents: 1000 });
    expect(event?.message).not.toContain('555-867-5309');
    // A teen's reason for more days, written to an adult, is not refused (only what a teen reads is held to
    // that), and shows masked to both, as every text of an order with a teen.
    await actOk(t.app, seller, order.id, { action: 'request_extension', days: 2, reason: `Exams! ${CONTACT}` });
    const asked = (await read(buyer, order.id)).timeline.at(-1);
    expect(asked).toMatchObject({ transition: 'request_extension', masked: true, days: 2 });
  });

  it('shows a teen an adult’s old name with contact details masked, in the order and its list', async () => {
    const { buyer, seller, order } = await startedOrder();
    await setStoredName(t.database.db, buyer.id, 'Text 555 321 7654 snap creep_22');
    const seen = await read(seller, order.id);
    expect(seen.buyer.name).not.toContain('321 7654');
    expect(seen.buyer.name).toContain(MASK);
    expect(seen.timeline[0]?.actorName).toBe(seen.buyer.name);
    const list = await t.app.inject({
      method: 'GET',
      url: `${ORDERS_PATH}?role=selling&status=active`,
      headers: { cookie: seller.cookie },
    });
    expect(list.body).not.toContain('creep_22');
    // The buyer reads their own name as stored.
    expect((await read(buyer, order.id)).buyer.name).toBe('Text 555 321 7654 snap creep_22');
  });

  it('brings every ordinary message of the corpus to a teen exactly as written', async () => {
    const { buyer, seller, order } = await startedOrder();
    // Stored as the transitions store them (one each would make this test slow), read through the API.
    const start = Date.parse((await read(seller, order.id)).createdAt);
    await t.database.db.insert(orderEvents).values(
      ORDINARY_MESSAGES.map((message, index) => ({
        orderId: order.id,
        fromStatus: 'in_progress' as const,
        toStatus: 'in_progress' as const,
        transition: 'request_cancellation',
        actorId: buyer.id,
        actorRole: 'buyer' as const,
        message,
        createdAt: new Date(start + (index + 1) * 60_000),
      })),
    );
    const shown = (await read(seller, order.id)).timeline
      .filter((event) => event.transition === 'request_cancellation')
      .map((event) => ({ message: event.message, masked: event.masked }));
    expect(shown).toEqual(ORDINARY_MESSAGES.map((message) => ({ message, masked: false })));
  });
});
