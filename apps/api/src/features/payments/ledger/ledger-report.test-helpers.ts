import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ADMIN_LEDGER_PATH, type LedgerReport } from '@teenfreelance/contracts/admin-ledger';
import { orderNumberText } from '@teenfreelance/contracts/orders';
import { selectRows, type DbOrTx } from '../../../db/client.ts';
import { buildUser, type TestUser } from '../../../testing/factories.ts';
import { setUpForTests } from '../../../testing/set-up-for-tests.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

/** A test app of its own (fresh database) with an admin, for the tests that follow: `r.t`, `r.admin`. */
export function reportTestApp(options: () => Parameters<typeof createTestApp>[0] = () => ({})) {
  return setUpForTests(
    async () => {
      const t = await createTestApp(options());
      const admin = await buildUser(t.app, t.database.db, { role: 'admin', name: 'Ada Admin' });
      return { t, admin };
    },
    ({ t }) => t.close(),
  );
}

/** The Money tab's answer, as the admin reads it (expects 200). */
export async function readReport(t: TestContext, admin: TestUser): Promise<LedgerReport> {
  const answer = await t.app.inject({ method: 'GET', url: ADMIN_LEDGER_PATH, headers: { cookie: admin.cookie } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<LedgerReport>();
}

/** Which checks pass, by name: what the tab shows as OK or Problem. */
export const passing = (report: LedgerReport) =>
  Object.fromEntries(Object.entries(report.checks).map(([name, check]) => [name, check.ok]));

/** Every check passes. */
export const ALL_PASS = { zeroSum: true, accounts: true, orders: true, escrow: true };

/**
 * An order as one paid before the ledger existed: a copy of `orderId`'s row
 * (the same gig, buyer and seller) under a new number, in `status`, with its
 * payment (refunded when cancelled) and no posting. Returns its id and number as the report names it.
 */
export async function orderWithoutPostings(
  db: DbOrTx,
  orderId: string,
  status: 'paid' | 'completed' | 'cancelled',
): Promise<{ id: string; number: string }> {
  const number = String(100000 + Math.floor(Math.random() * 900000));
  const [row] = await selectRows<{ id: string; number: string }>(
    db,
    sql`insert into orders (number, buyer_id, seller_id, gig_id, gig_title, price_cents, fee_cents, total_cents,
        delivery_days, revisions, status, due_at, completed_at, cancelled_at)
      select ${number}, buyer_id, seller_id, gig_id, gig_title, price_cents, fee_cents, total_cents,
        delivery_days, revisions, ${status}, due_at,
        case when ${status} = 'completed' then now() end, case when ${status} = 'cancelled' then now() end
      from orders where id = ${orderId}
      returning id, number`,
  );
  if (!row) throw new Error('the order copy returned nothing');
  const ref = { id: row.id, number: orderNumberText(row.number) };
  await db.execute(sql`insert into payments (user_id, purpose, order_id, amount_cents, status, provider, refunded_at)
    select buyer_id, 'order', id, total_cents, ${status === 'cancelled' ? 'refunded' : 'succeeded'}, 'simulated',
      case when ${status} = 'cancelled' then now() end
    from orders where id = ${row.id}`);
  return ref;
}
