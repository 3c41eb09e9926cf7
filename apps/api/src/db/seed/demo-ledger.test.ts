import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EARNINGS_CLEARING_DAYS } from '@teenfreelance/contracts/earnings';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { findOrderPostings } from '../../features/payments/ledger/ledger.repository.ts';
import { ledgerInvariants, platformBalances, sellerBalances } from '../../testing/ledger-helpers.ts';
import { createTestApp, sessionCookie, type TestContext } from '../../testing/test-app.ts';
import {
  PAYOUT_ACCOUNT_PATH,
  WITHDRAWALS_PATH,
  type PayoutAccountState,
  type WithdrawalsState,
} from '@teenfreelance/contracts/payouts';
import { EARNINGS_PATH, type Earnings } from '@teenfreelance/contracts/seller-earnings';
import { hashPassword } from '../../features/accounts/security/password-hash.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { seedAndReadDemoData, type DemoData } from './demo-rules.load.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('the demo money is in the ledger, as the payments would have posted it', () => {
  let t: TestContext;
  let d: DemoData;
  const now = new Date();
  // Seeding the whole demo takes seconds, and a minute or more on a busy machine.
  beforeAll(async () => {
    t = await createTestApp();
    d = await seedAndReadDemoData(t.database.db, now, await hashPassword(DEMO_PASSWORD));
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it('balances: every posting and the whole ledger sum to zero, every balance is its entries', async () => {
    expect(await ledgerInvariants(t.database.db)).toEqual({ total: 0, unbalanced: 0, drifted: 0 });
  });

  it('holds in escrow exactly what buyers paid for orders neither completed nor cancelled', async () => {
    const open = d.orders.filter((order) => order.status !== 'completed' && order.status !== 'cancelled');
    const balances = await platformBalances(t.database.db);
    expect(open.length).toBeGreaterThan(0);
    expect(balances.escrow).toBe(sum(open.map((order) => order.totalCents)));
    const completed = d.orders.filter((order) => order.status === 'completed');
    expect(balances.platform_fees).toBe(sum(completed.map((order) => order.feeCents)));
    const pro = d.payments.filter((payment) => payment.purpose === 'pro' && payment.status === 'succeeded');
    expect(pro.length).toBeGreaterThan(0);
    expect(balances.pro_plan_revenue).toBe(sum(pro.map((payment) => payment.amountCents)));
  });

  it('gives each order the postings of its history: paid, then refunded or completed and cleared', async () => {
    for (const order of d.orders) {
      const kinds = (await findOrderPostings(t.database.db, order.id)).map((posting) => posting.eventKind);
      if (order.status === 'cancelled') expect(kinds, order.number).toEqual(['order_payment', 'order_refund']);
      else if (order.status !== 'completed' || !order.completedAt)
        expect(kinds, order.number).toEqual(['order_payment']);
      else if (order.completedAt.getTime() + DEFAULT_EARNINGS_CLEARING_DAYS * DAY_MS <= now.getTime())
        expect(kinds, order.number).toEqual(['order_payment', 'order_completion', 'earnings_cleared']);
      else expect(kinds, order.number).toEqual(['order_payment', 'order_completion']);
    }
  });

  it('leaves the demo freelancer with earnings both pending and available, their completed orders’ prices', async () => {
    const maya = d.account('freelancer');
    const completed = d.orders.filter((order) => order.sellerId === maya.id && order.status === 'completed');
    const balances = await sellerBalances(t.database.db, maya.id);
    expect(balances.pending).toBeGreaterThan(0);
    expect(balances.available).toBeGreaterThan(0);
    expect(balances.pending + balances.available + balances.paidOut).toBe(
      sum(completed.map((order) => order.priceCents)),
    );
  });

  it('shows Maya her parent’s payout account and one paid withdrawal, as she would see them signed in', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: DEMO_ACCOUNTS[0]?.email, password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const get = async <T>(url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { cookie: sessionCookie(signIn) } })).json<T>();

    expect((await get<PayoutAccountState>(PAYOUT_ACCOUNT_PATH)).account).toMatchObject({
      owner: 'guardian',
      guardianName: 'Anita Patel',
      last4: '6789',
    });
    const { withdrawals } = await get<WithdrawalsState>(WITHDRAWALS_PATH);
    expect(withdrawals).toHaveLength(1);
    expect(withdrawals[0]).toMatchObject({ status: 'paid', account: { owner: 'guardian', last4: '6789' } });
    const maya = await sellerBalances(t.database.db, d.account('freelancer').id);
    expect(maya.paidOut).toBe(withdrawals[0]?.amountCents);
    // The Earnings tab's lines: no running balance below zero, the withdrawal after what it took.
    const earnings = await get<Earnings>(EARNINGS_PATH);
    expect(earnings.withdrawnCents).toBe(maya.paidOut);
    for (const line of earnings.lines) {
      expect(line.availableAfterCents, line.kind).toBeGreaterThanOrEqual(0);
      expect(line.pendingAfterCents, line.kind).toBeGreaterThanOrEqual(0);
    }
  });
});
