import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feeCents } from '@teenfreelance/contracts/orders';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { selectRows } from '../../../db/client.ts';
import { manualClock } from '../../../testing/clock.ts';
import { placedOrder } from '../../../testing/order-helpers.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { ledgerForTests, ledgerInvariants, sellerBalances } from '../../../testing/ledger-helpers.ts';

const clock = manualClock(Date.UTC(2026, 4, 1, 12));
const t = testAppForTests(() => ({ clock }));
const CLEARING_DAYS = 3;
const ledger = ledgerForTests(t, clock, CLEARING_DAYS);
const db = () => t.database.db;

/**
 * A copy of `templateId` (same buyer, seller and price) under a new id and a
 * random number, drawn again on a collision as checkout does: an order for the
 * ledger to post about.
 */
async function copyOrder(templateId: string, attempts = 5): Promise<string> {
  try {
    return await copyOrderOnce(templateId);
  } catch (error) {
    if (attempts <= 1) throw error;
    return copyOrder(templateId, attempts - 1);
  }
}

async function copyOrderOnce(templateId: string): Promise<string> {
  const columns = await selectRows<{ name: string }>(
    db(),
    sql`select column_name as name from information_schema.columns where table_name = 'orders' and column_name not in ('id', 'number') order by ordinal_position`,
  );
  const list = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
  const [row] = await selectRows<{ id: string }>(
    db(),
    sql`insert into orders (id, number, ${list})
      select gen_random_uuid(), lpad(floor(random() * 1000000)::int::text, 6, '0'), ${list} from orders where id = ${templateId}
      returning id`,
  );
  if (!row) throw new Error('order not copied');
  return row.id;
}

const operation = fc.oneof(
  fc.record({ op: fc.constant('pay' as const), order: fc.nat(3), priceCents: fc.integer({ min: 500, max: 200_000 }) }),
  fc.record({ op: fc.constant('complete' as const), order: fc.nat(3) }),
  fc.record({ op: fc.constant('refund' as const), order: fc.nat(3) }),
  fc.record({ op: fc.constant('clear' as const), days: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ op: fc.constant('withdraw' as const), amountCents: fc.integer({ min: 1, max: 300_000 }) }),
  fc.record({
    op: fc.constant('payout' as const),
    outcome: fc.constantFrom('paid', 'failed', 'declined'),
    pick: fc.nat(),
  }),
);

describe('the ledger under random sequences of money events', () => {
  it('sums to zero, keeps every balance equal to its entries, and matches a model of the seller', async () => {
    const { order: template, seller } = await placedOrder(t.app, db());
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 14 }), async (operations) => {
        // What earlier runs left pending clears first, so this run's model starts from settled balances.
        clock.advance(CLEARING_DAYS * DAY_MS);
        await ledger.clearDueEarnings();
        const start = await sellerBalances(db(), seller.id);
        const model = {
          pending: start.pending,
          available: start.available,
          inTransit: start.inTransit,
          paidOut: start.paidOut,
        };
        // This run's withdrawals still in transit: a payout ends each once, paid or with the money back.
        const inTransit: { withdrawalId: string; amountCents: number }[] = [];
        const orders = await Promise.all([0, 1, 2, 3].map(() => copyOrder(template.id)));
        const state = orders.map(() => ({ paid: 0, fee: 0, completed: false, refunded: false, paymentId: '' }));
        const pendingByOrder = new Map<number, { amount: number; clearsAt: number }>();
        for (const step of operations) {
          const at = clock.now();
          if (step.op === 'pay') {
            const s = state[step.order];
            if (!s || s.paid > 0) continue;
            s.paymentId = randomUUID();
            s.paid = step.priceCents;
            s.fee = feeCents(step.priceCents);
            await db().transaction((tx) =>
              ledger.postOrderPayment(tx, {
                paymentId: s.paymentId,
                orderId: orders[step.order] ?? '',
                totalCents: s.paid + s.fee,
                at,
              }),
            );
          } else if (step.op === 'complete') {
            const s = state[step.order];
            if (!s || s.paid === 0 || s.refunded || s.completed) continue;
            s.completed = true;
            await db().transaction((tx) =>
              ledger.postOrderCompletion(tx, {
                orderId: orders[step.order] ?? '',
                sellerId: seller.id,
                priceCents: s.paid,
                feeCents: s.fee,
                at,
              }),
            );
            model.pending += s.paid;
            pendingByOrder.set(step.order, { amount: s.paid, clearsAt: at.getTime() + CLEARING_DAYS * DAY_MS });
          } else if (step.op === 'refund') {
            const s = state[step.order];
            if (!s || s.paid === 0 || s.refunded || s.completed) continue;
            s.refunded = true;
            await db().transaction((tx) =>
              ledger.postOrderRefund(tx, {
                paymentId: s.paymentId,
                orderId: orders[step.order] ?? '',
                totalCents: s.paid + s.fee,
                at,
              }),
            );
          } else if (step.op === 'clear') {
            clock.advance(step.days * DAY_MS);
            await ledger.clearDueEarnings();
            for (const [key, item] of pendingByOrder) {
              if (item.clearsAt > clock.now().getTime()) continue;
              model.pending -= item.amount;
              model.available += item.amount;
              pendingByOrder.delete(key);
            }
          } else if (step.op === 'withdraw') {
            // As the withdrawals service does: the seller's lock and balance first, then the posting.
            const withdrawalId = randomUUID();
            const event = { withdrawalId, userId: seller.id, amountCents: step.amountCents, at };
            const posted = await db().transaction(async (tx) => {
              if (step.amountCents > (await ledger.lockAvailable(tx, seller.id))) return false;
              return ledger.postWithdrawal(tx, event);
            });
            expect(posted).toBe(step.amountCents <= model.available);
            if (posted) {
              model.available -= step.amountCents;
              model.inTransit += step.amountCents;
              inTransit.push({ withdrawalId, amountCents: step.amountCents });
            }
            // More than is available without the check: the database refuses it, and nothing moves.
            if (step.amountCents > model.available) {
              await expect(
                db().transaction((tx) => ledger.postWithdrawal(tx, { ...event, withdrawalId: randomUUID() })),
              ).rejects.toThrow();
            }
          } else {
            const [ending] = inTransit.splice(step.pick % Math.max(1, inTransit.length), 1);
            if (!ending) continue;
            const event = { ...ending, userId: seller.id, at };
            const post =
              step.outcome === 'paid'
                ? ledger.postPayoutPaid
                : step.outcome === 'failed'
                  ? ledger.postPayoutFailed
                  : ledger.postWithdrawalDeclined;
            expect(await db().transaction((tx) => post(tx, event))).toBe(true);
            // Posted again (a second sweep, a retried request): nothing moves.
            expect(await db().transaction((tx) => post(tx, event))).toBe(false);
            model.inTransit -= ending.amountCents;
            if (step.outcome === 'paid') model.paidOut += ending.amountCents;
            else model.available += ending.amountCents;
          }
        }
        expect(await sellerBalances(db(), seller.id)).toMatchObject(model);
        expect(await ledgerInvariants(db())).toEqual({ total: 0, unbalanced: 0, drifted: 0 });
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});
