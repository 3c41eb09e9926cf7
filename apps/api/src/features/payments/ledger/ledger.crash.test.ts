import crypto from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LEDGER_PATH, type LedgerReport } from '@teenfreelance/contracts/admin-ledger';
import { IDEMPOTENCY_KEY_HEADER } from '@teenfreelance/contracts/checkout';
import { orderTransitionsPath } from '@teenfreelance/contracts/orders';
import { WITHDRAWALS_PATH } from '@teenfreelance/contracts/payouts';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config/env.ts';
import { sql } from 'drizzle-orm';
import { selectRows, type DatabaseHandle } from '../../../db/client.ts';
import { openDatabase } from '../../../db/open.ts';
import { manualClock } from '../../../testing/clock.ts';
import { eventually } from '../../../testing/eventually.ts';
import { buildGig, buildUser, type TestUser } from '../../../testing/factories.ts';
import { actOk, pay } from '../../../testing/order-helpers.ts';
import { startServer, type ServerProcess } from '../../../testing/server-process.ts';
import { createTestDatabase } from '../../../testing/test-database.ts';
import { mailRecorder } from '../../../testing/test-app.ts';
import { findOrderPostings } from './ledger.repository.ts';
import { bankBody, putAccount } from '../payouts/payouts.test-helpers.ts';
import { ledgerInvariants, sellerBalances } from '../../../testing/ledger-helpers.ts';

/** Orders the burst completes, and orders completed earlier whose earnings clear during it. */
const BURST = 40;
const DUE = 30;
const PRICE_CENTS = 2_500;
/** Buyers enough that none reaches checkout's limit of payments in ten minutes. */
const BUYERS = 4;
/** Withdrawals in the burst, by another seller whose earnings cleared before it, and their amount. */
const WITHDRAWALS = 20;
const WITHDRAWAL_CENTS = 1_000;
/** Orders that earned the withdrawing seller what the withdrawals take, and a little more. */
const EARNING = 9;

/**
 * The server is killed (SIGKILL, no shutdown) in the middle of a burst of
 * money events: buyers accepting deliveries (each a completion posting) while
 * the clearing sweep, run at start, clears earlier earnings, and another
 * seller withdraws twenty times (each a withdrawal posting, then the payouts
 * sweep's payout). After a restart and the clients' retries (each withdrawal
 * with its own Idempotency-Key), every event is posted once and whole: the
 * ledger balances, each order's postings match its status, every withdrawal
 * is paid once, and no acknowledged acceptance or withdrawal is lost.
 */
/** Enough of an error answer to tell a claim still held from another refusal. */
type ErrorReason = { error?: { details?: { reason?: string } } };

describe('the ledger after the server is killed in a burst of money events', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tf-crash-'));
  // The server processes run as `npm start` does, scheduled work on; the orders are made with it off.
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    AUTH_SECRET: 'crash-test-secret-that-is-long-enough-for-better-auth',
    PUBLIC_URL: 'http://127.0.0.1',
    SEED_DEMO: 'false',
    EARNINGS_CLEARING_DAYS: '7',
    PAYOUT_SETTLE_SECONDS: '1',
  };
  let database: DatabaseHandle;
  let dispose = async () => {};
  let seller: TestUser;
  let withdrawer: TestUser;
  let admin: TestUser;
  const buyers: TestUser[] = [];
  const due: string[] = [];
  const delivered: { id: string; buyer: TestUser }[] = [];
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    if (process.env.TEST_DB === 'postgresql') {
      const fresh = await createTestDatabase();
      database = fresh.handle;
      dispose = fresh.dispose;
      env.DATABASE_URL = (database.pool?.options as { connectionString?: string } | undefined)?.connectionString ?? '';
    } else {
      database = await openDatabase(loadConfig({ ...env, NODE_ENV: 'test' }));
    }
    // The orders are made in-process, in the past: those completed ten days ago are due to clear.
    const clock = manualClock(Date.now() - 20 * DAY_MS);
    const mail = mailRecorder();
    const app = await buildApp({
      config: loadConfig({ ...env, NODE_ENV: 'test' }),
      database,
      clock,
      onMailSent: mail.onMailSent,
    });
    await app.ready();
    mail.attach(app);
    seller = await buildUser(app, database.db, { role: 'freelancer', name: 'Crash Seller' });
    admin = await buildUser(app, database.db, { role: 'admin', name: 'Crash Admin' });
    for (let i = 0; i < BUYERS; i++)
      buyers.push(await buildUser(app, database.db, { role: 'buyer', name: 'Crash Buyer' }));
    withdrawer = await buildUser(app, database.db, { role: 'freelancer', name: 'Crash Withdrawer' });
    expect((await putAccount(app, withdrawer, bankBody('pays', 'Crash Withdrawer'))).statusCode).toBe(200);
    const { id: gigId } = await buildGig(database.db, seller.id, { priceCents: PRICE_CENTS });
    const { id: withdrawerGigId } = await buildGig(database.db, withdrawer.id, { priceCents: PRICE_CENTS });
    const deliveredOrder = async (buyer: TestUser, from = { seller, gigId }) => {
      const paid = await pay(app, buyer, from.gigId);
      expect(paid.statusCode, paid.body).toBe(201);
      const { id } = paid.json<{ id: string }>();
      await actOk(app, from.seller, id, { action: 'start' });
      await actOk(app, from.seller, id, { action: 'deliver', message: 'Here it is', fileIds: [] });
      return id;
    };
    for (let i = 0; i < EARNING; i++) {
      const buyer = buyers[i % BUYERS] as TestUser;
      const id = await deliveredOrder(buyer, { seller: withdrawer, gigId: withdrawerGigId });
      await actOk(app, buyer, id, { action: 'accept' });
    }
    // The withdrawing seller's earnings (20 days old) clear before the burst, by the sweep run once here.
    clock.set(Date.now() - 12 * DAY_MS);
    await app.runHeldTasks(['earnings-clearing']);
    clock.set(Date.now() - 10 * DAY_MS);
    for (let i = 0; i < DUE; i++) {
      const buyer = buyers[i % BUYERS] as TestUser;
      const id = await deliveredOrder(buyer);
      await actOk(app, buyer, id, { action: 'accept' });
      due.push(id);
    }
    clock.set(Date.now());
    for (let i = 0; i < BURST; i++) {
      const buyer = buyers[i % BUYERS] as TestUser;
      delivered.push({ id: await deliveredOrder(buyer), buyer });
    }
    await app.close();
    if (process.env.TEST_DB !== 'postgresql') await database.close();
  }, 600_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await database.close();
    await dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('posts every completion, clearing and withdrawal once and whole, and loses nothing acknowledged', async () => {
    const accept = (base: string, { id, buyer }: (typeof delivered)[number]) =>
      fetch(`${base}${orderTransitionsPath(id)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: buyer.cookie },
        body: JSON.stringify({ action: 'accept' }),
      }).then(
        (response) => response.status,
        () => 0, // the connection died with the server
      );

    const withdrawalKeys = Array.from({ length: WITHDRAWALS }, () => crypto.randomUUID());
    const withdraw = (base: string, key: string) =>
      fetch(`${base}${WITHDRAWALS_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: withdrawer.cookie, [IDEMPOTENCY_KEY_HEADER]: key },
        body: JSON.stringify({ amountCents: WITHDRAWAL_CENTS }),
      }).then(
        async (response) => ({
          status: response.status,
          reason: ((await response.json()) as ErrorReason).error?.details?.reason,
        }),
        () => ({ status: 0, reason: undefined }),
      );

    // The burst: every acceptance and withdrawal at once, while the clearing sweep of the start runs.
    const first = await startServer(env);
    servers.push(first);
    const withdrawn = new Set<string>();
    const withdrawalAnswers = withdrawalKeys.map((key) =>
      withdraw(first.base, key).then(({ status }) => {
        if (status === 201) withdrawn.add(key);
      }),
    );
    // Killed the moment the third acceptance is acknowledged: the others are in flight.
    const acknowledged = new Set<string>();
    const answers = delivered.map((order) =>
      accept(first.base, order).then((status) => {
        if (status === 200) acknowledged.add(order.id);
        if (acknowledged.size === 3) first.child.kill('SIGKILL');
        return status;
      }),
    );
    const exit = await first.done;
    expect(exit.signal).toBe('SIGKILL');
    const statuses = await Promise.all(answers);
    await Promise.all(withdrawalAnswers);
    const killedMidway = statuses.filter((status) => status !== 200).length;
    const withdrawnBeforeKill = withdrawn.size;

    // Restarted: the clients retry what was not acknowledged; an acceptance that did land answers 409.
    const second = await startServer(env);
    servers.push(second);
    let landedUnacknowledged = 0;
    for (const order of delivered.filter(({ id }) => !acknowledged.has(id))) {
      const status = await accept(second.base, order);
      expect([200, 409]).toContain(status);
      if (status === 409) landedUnacknowledged += 1;
    }
    // Each withdrawal not acknowledged is retried with its key: answered at last (a replay if it had committed),
    // once a claim the killed process held is abandoned (a minute, idempotency.ts).
    for (const key of withdrawalKeys.filter((k) => !withdrawn.has(k))) {
      await eventually(async () => {
        const { status, reason } = await withdraw(second.base, key);
        if (status === 409 && reason === 'IDEMPOTENCY_KEY_IN_USE') return false;
        expect(status).toBe(201);
        return true;
      }, 120_000);
    }
    // The restarted sweep clears what the killed one had not; the admins' report shows it, and every check passes.
    let report: LedgerReport | undefined;
    await eventually(async () => {
      const response = await fetch(`${second.base}${ADMIN_LEDGER_PATH}`, { headers: { cookie: admin.cookie } });
      report = (await response.json()) as LedgerReport;
      return (
        report.sellers.availableCents === (DUE + EARNING) * PRICE_CENTS - WITHDRAWALS * WITHDRAWAL_CENTS &&
        report.sellers.inTransitCents === 0
      );
    }, 60_000);
    expect(report?.sellers).toEqual({
      pendingCents: BURST * PRICE_CENTS,
      availableCents: (DUE + EARNING) * PRICE_CENTS - WITHDRAWALS * WITHDRAWAL_CENTS,
      inTransitCents: 0,
      paidOutCents: WITHDRAWALS * WITHDRAWAL_CENTS,
    });
    expect(Object.values(report?.checks ?? {}).map((check) => check.ok)).toEqual([true, true, true, true]);
    second.child.kill('SIGTERM');
    await second.done;

    const db =
      process.env.TEST_DB === 'postgresql' ? database : await openDatabase(loadConfig({ ...env, NODE_ENV: 'test' }));
    if (db !== database) database = db;
    expect(await ledgerInvariants(db.db)).toEqual({ total: 0, unbalanced: 0, drifted: 0 });
    for (const { id } of delivered) {
      const kinds = (await findOrderPostings(db.db, id)).map((posting) => posting.eventKind);
      expect(kinds, id).toEqual(['order_payment', 'order_completion']);
    }
    for (const id of due) {
      const kinds = (await findOrderPostings(db.db, id)).map((posting) => posting.eventKind);
      expect(kinds, id).toEqual(['order_payment', 'order_completion', 'earnings_cleared']);
    }
    expect(await sellerBalances(db.db, seller.id)).toEqual({
      pending: BURST * PRICE_CENTS,
      available: DUE * PRICE_CENTS,
      inTransit: 0,
      paidOut: 0,
    });
    // Twenty withdrawals, each paid once: one withdrawal row, one withdrawal posting and one payout each.
    const [paid] = await selectRows<{ withdrawals: number; postings: number; payouts: number }>(
      db.db,
      sql`select (select count(*) from withdrawals where user_id = ${withdrawer.id} and status = 'paid')::int as withdrawals,
        (select count(*) from ledger_transactions where event_kind = 'withdrawal')::int as postings,
        (select count(*) from ledger_transactions where event_kind = 'payout_paid')::int as payouts`,
    );
    expect(paid).toEqual({ withdrawals: WITHDRAWALS, postings: WITHDRAWALS, payouts: WITHDRAWALS });
    console.info(
      `crash (${process.env.TEST_DB ?? 'pglite'}): ${acknowledged.size} of ${BURST} acceptances acknowledged before SIGKILL, ` +
        `${killedMidway} cut off (${landedUnacknowledged} of them had committed) and retried; ` +
        `${withdrawnBeforeKill} of ${WITHDRAWALS} withdrawals acknowledged before it, the rest retried with their keys; ` +
        `after restart every event posted once and whole (${DUE} clearings, ${BURST} completions, ${WITHDRAWALS} payouts)`,
    );
  }, 300_000);
});
