import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LEDGER_PATH, type LedgerReport } from '@teenfreelance/contracts/admin-ledger';
import { orderTransitionsPath } from '@teenfreelance/contracts/orders';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config/env.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { openDatabase } from '../../../db/open.ts';
import { manualClock } from '../../../testing/clock.ts';
import { eventually } from '../../../testing/eventually.ts';
import { buildGig, buildUser, type TestUser } from '../../../testing/factories.ts';
import { actOk, pay } from '../../../testing/order-helpers.ts';
import { startServer, type ServerProcess } from '../../../testing/server-process.ts';
import { createTestDatabase } from '../../../testing/test-database.ts';
import { mailRecorder } from '../../../testing/test-app.ts';
import { findOrderPostings } from './ledger.repository.ts';
import { ledgerInvariants, sellerBalances } from '../../../testing/ledger-helpers.ts';

/** Orders the burst completes, and orders completed earlier whose earnings clear during it. */
const BURST = 40;
const DUE = 30;
const PRICE_CENTS = 2_500;
/** Buyers enough that none reaches checkout's limit of payments in ten minutes. */
const BUYERS = 4;

/**
 * The server is killed (SIGKILL, no shutdown) in the middle of a burst of
 * money events: buyers accepting deliveries (each a completion posting) while
 * the clearing sweep, run at start, clears earlier earnings. After a restart
 * and the clients' retries, every event is posted once and whole: the ledger
 * balances, each order's postings match its status, and no acknowledged
 * acceptance is lost.
 */
describe('the ledger after the server is killed in a burst of money events', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tf-crash-'));
  // The server processes run as `npm start` does, scheduled work on; the orders are made with it off.
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    AUTH_SECRET: 'crash-test-secret-that-is-long-enough-for-better-auth',
    PUBLIC_URL: 'http://127.0.0.1',
    SEED_DEMO: 'false',
    EARNINGS_CLEARING_DAYS: '7',
  };
  let database: DatabaseHandle;
  let dispose = async () => {};
  let seller: TestUser;
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
    const clock = manualClock(Date.now() - 10 * DAY_MS);
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
    const { id: gigId } = await buildGig(database.db, seller.id, { priceCents: PRICE_CENTS });
    const deliveredOrder = async (buyer: TestUser) => {
      const paid = await pay(app, buyer, gigId);
      expect(paid.statusCode, paid.body).toBe(201);
      const { id } = paid.json<{ id: string }>();
      await actOk(app, seller, id, { action: 'start' });
      await actOk(app, seller, id, { action: 'deliver', message: 'Here it is', fileIds: [] });
      return id;
    };
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

  it('posts every completion and clearing once and whole, and loses no acknowledged acceptance', async () => {
    const accept = (base: string, { id, buyer }: (typeof delivered)[number]) =>
      fetch(`${base}${orderTransitionsPath(id)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: buyer.cookie },
        body: JSON.stringify({ action: 'accept' }),
      }).then(
        (response) => response.status,
        () => 0, // the connection died with the server
      );

    // The burst: every acceptance at once, while the clearing sweep of the start runs.
    const first = await startServer(env);
    servers.push(first);
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
    const killedMidway = statuses.filter((status) => status !== 200).length;

    // Restarted: the clients retry what was not acknowledged; an acceptance that did land answers 409.
    const second = await startServer(env);
    servers.push(second);
    let landedUnacknowledged = 0;
    for (const order of delivered.filter(({ id }) => !acknowledged.has(id))) {
      const status = await accept(second.base, order);
      expect([200, 409]).toContain(status);
      if (status === 409) landedUnacknowledged += 1;
    }
    // The restarted sweep clears what the killed one had not; the admins' report shows it, and every check passes.
    let report: LedgerReport | undefined;
    await eventually(async () => {
      const response = await fetch(`${second.base}${ADMIN_LEDGER_PATH}`, { headers: { cookie: admin.cookie } });
      report = (await response.json()) as LedgerReport;
      return report.sellers.availableCents === DUE * PRICE_CENTS;
    }, 60_000);
    expect(report?.sellers).toEqual({
      pendingCents: BURST * PRICE_CENTS,
      availableCents: DUE * PRICE_CENTS,
      inTransitCents: 0,
      paidOutCents: 0,
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
    console.info(
      `crash (${process.env.TEST_DB ?? 'pglite'}): ${acknowledged.size} of ${BURST} acceptances acknowledged before SIGKILL, ` +
        `${killedMidway} cut off (${landedUnacknowledged} of them had committed) and retried; ` +
        `after restart every order posted once and whole (${DUE} clearings, ${BURST} completions)`,
    );
  }, 300_000);
});
