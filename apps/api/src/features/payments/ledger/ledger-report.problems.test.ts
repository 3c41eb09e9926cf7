import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEDGER_PROBLEMS_LISTED } from '@teenfreelance/contracts/admin-ledger';
import { selectRows } from '../../../db/client.ts';
import { actOk, deliveredOrder, placedOrder } from '../../../testing/order-helpers.ts';
import { insertPosting } from './ledger.repository.ts';
import { ALL_PASS, orderWithoutPostings, passing, readReport, reportTestApp } from './ledger-report.test-helpers.ts';

/**
 * Each check reports a problem when the ledger is broken. The ledger is
 * append-only and refuses uneven postings, so each case breaks a database of
 * its own (one describe block each) behind the code's back, with SQL, and
 * reads what the Money tab then says.
 */

describe('an order paid without its postings (as one paid before the ledger existed)', () => {
  const r = reportTestApp();
  const db = () => r.t.database.db;

  it('is named by number under the orders check, and escrow lacks its total', async () => {
    const { order } = await placedOrder(r.t.app, db(), { priceCents: 4000 });
    expect(passing(await readReport(r.t, r.admin))).toEqual(ALL_PASS);
    const legacy = await orderWithoutPostings(db(), order.id, 'paid');

    const report = await readReport(r.t, r.admin);
    const { checks } = report;
    expect(passing(report)).toEqual({ ...ALL_PASS, orders: false, escrow: false });
    expect(checks.orders.withoutPayment).toEqual({ count: 1, orders: [legacy] });
    expect(checks.orders.withoutCompletion.count).toBe(0);
    expect(checks.escrow.expectedCents - checks.escrow.escrowCents).toBe(order.totalCents);
  });

  it('a completed one lacks its completion too, a refunded one its refund', async () => {
    const { order } = await placedOrder(r.t.app, db(), { priceCents: 1000 });
    const completed = await orderWithoutPostings(db(), order.id, 'completed');
    const refunded = await orderWithoutPostings(db(), order.id, 'cancelled');

    const { checks } = await readReport(r.t, r.admin);
    expect(checks.orders.withoutPayment.count).toBe(3);
    expect(checks.orders.withoutPayment.orders.map((o) => o.number)).toEqual(
      expect.arrayContaining([completed.number, refunded.number]),
    );
    expect(checks.orders.withoutCompletion).toEqual({ count: 1, orders: [completed] });
    expect(checks.orders.withoutRefund).toEqual({ count: 1, orders: [refunded] });
  });

  it(`counts them all and names the newest ${LEDGER_PROBLEMS_LISTED}`, async () => {
    const { order } = await placedOrder(r.t.app, db(), { priceCents: 1000 });
    for (let i = 0; i < LEDGER_PROBLEMS_LISTED; i += 1) await orderWithoutPostings(db(), order.id, 'paid');
    const { checks } = await readReport(r.t, r.admin);
    expect(checks.orders.withoutPayment.count).toBe(LEDGER_PROBLEMS_LISTED + 3);
    expect(checks.orders.withoutPayment.orders).toHaveLength(LEDGER_PROBLEMS_LISTED);
  });
});

describe('a paid order moved on without the ledger', () => {
  const r = reportTestApp();
  const db = () => r.t.database.db;

  it('completed behind its back: no completion posting, and escrow still holds it', async () => {
    const { order } = await deliveredOrder(r.t.app, db(), { priceCents: 2000 });
    await db().execute(sql`update orders set status = 'completed', completed_at = now() where id = ${order.id}`);
    const { checks } = await readReport(r.t, r.admin);
    expect(checks.orders.withoutCompletion).toEqual({ count: 1, orders: [{ id: order.id, number: order.number }] });
    expect(checks.orders.withoutPayment.count).toBe(0);
    expect(checks.escrow).toEqual({ ok: false, escrowCents: order.totalCents, expectedCents: 0 });
  });

  it('cancelled and refunded behind its back: no refund posting', async () => {
    const { order } = await placedOrder(r.t.app, db(), { priceCents: 2000 });
    await db().execute(sql`update orders set status = 'cancelled', cancelled_at = now() where id = ${order.id}`);
    await db().execute(sql`update payments set status = 'refunded', refunded_at = now() where order_id = ${order.id}`);
    const { checks } = await readReport(r.t, r.admin);
    expect(checks.orders.withoutRefund).toEqual({ count: 1, orders: [{ id: order.id, number: order.number }] });
  });
});

describe('a posting whose entries do not sum to zero', () => {
  const r = reportTestApp();
  const db = () => r.t.database.db;

  it('is named with what it sums to, and so is the sum of the whole ledger', async () => {
    await placedOrder(r.t.app, db());
    await db().execute(sql`insert into ledger_accounts (kind) values ('pro_plan_revenue') on conflict do nothing`);
    const eventId = randomUUID();
    // The database refuses it at commit (a deferred trigger); a replica session's writes fire no trigger.
    const postingId = await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      const [posting] = await selectRows<{ id: string }>(
        tx,
        sql`insert into ledger_transactions (event_kind, event_id, created_at)
          values ('pro_charge', ${eventId}, now()) returning id`,
      );
      // 100 taken from card payments, 99 given to Pro revenue, each balance moved as its entry says.
      const lines = sql`(select id, case kind when 'card_payments' then -100 else 99 end as cents
        from ledger_accounts where kind in ('card_payments', 'pro_plan_revenue'))`;
      await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount_cents, created_at)
        select ${posting?.id}, id, cents, now() from ${lines} l`);
      await tx.execute(sql`update ledger_accounts a set balance_cents = balance_cents + l.cents
        from ${lines} l where l.id = a.id`);
      return posting?.id;
    });

    const report = await readReport(r.t, r.admin);
    expect(passing(report)).toEqual({ ...ALL_PASS, zeroSum: false });
    expect(report.checks.zeroSum).toEqual({
      ok: false,
      ledgerSumCents: -1,
      unevenCount: 1,
      uneven: [{ postingId, eventKind: 'pro_charge', eventId, order: null, sumCents: -1 }],
    });
  });
});

describe("an account's balance that is not the sum of its entries", () => {
  const r = reportTestApp();
  const db = () => r.t.database.db;

  it('is named with the balance kept and the sum of its entries', async () => {
    const { buyer, seller, order } = await deliveredOrder(r.t.app, db(), { priceCents: 3000 });
    await actOk(r.t.app, buyer, order.id, { action: 'accept' });
    expect(passing(await readReport(r.t, r.admin))).toEqual(ALL_PASS);
    // Balances are not append-only (each posting moves them): a stray update drifts one.
    await db().execute(sql`update ledger_accounts set balance_cents = balance_cents + 500
      where kind = 'seller_pending' and user_id = ${seller.id}`);

    const report = await readReport(r.t, r.admin);
    expect(passing(report)).toEqual({ ...ALL_PASS, accounts: false });
    expect(report.checks.accounts).toEqual({
      ok: false,
      driftedCount: 1,
      drifted: [
        {
          accountId: expect.any(String),
          kind: 'seller_pending',
          seller: { id: seller.id, name: 'Sam Seller' },
          storedCents: 3500,
          entriesCents: 3000,
        },
      ],
    });
    expect(report.sellers.pendingCents).toBe(3500);
  });
});

describe('escrow that holds more than the open orders', () => {
  const r = reportTestApp();
  const db = () => r.t.database.db;

  it('says what it holds and what the open orders total', async () => {
    const { order } = await placedOrder(r.t.app, db(), { priceCents: 2000 });
    // A balanced posting into escrow for no order: the ledger adds up, the orders do not.
    await db().transaction((tx) =>
      insertPosting(tx, {
        event: { kind: 'order_payment', id: randomUUID() },
        at: new Date(order.createdAt),
        lines: [
          { account: { kind: 'card_payments' }, amountCents: -700 },
          { account: { kind: 'escrow' }, amountCents: 700 },
        ],
      }),
    );
    const report = await readReport(r.t, r.admin);
    expect(passing(report)).toEqual({ ...ALL_PASS, escrow: false });
    expect(report.checks.escrow).toEqual({
      ok: false,
      escrowCents: order.totalCents + 700,
      expectedCents: order.totalCents,
    });
  });
});
