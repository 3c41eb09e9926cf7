import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { emailOutbox } from './db/schema/email.ts';
import { manualClock, type ManualClock } from './testing/clock.ts';
import { actOk, deliveredOrder, upgrade } from './testing/order-helpers.ts';
import { eventually } from './testing/eventually.ts';
import { buildUser, signUpBody } from './testing/factories.ts';
import { withDatabase } from './testing/global-setup.ts';
import { startTestS3, type TestS3 } from './testing/s3.ts';
import { startServer } from './testing/server-process.ts';
import { signUpTokenIn } from './testing/sign-up.ts';
import { createTestApp, type TestContext } from './testing/test-app.ts';
import { openTestReadReplica } from './testing/test-database.ts';
import { SIGN_UP_CONFIRM_PATH, SIGN_UP_PATH } from '@teenfreelance/contracts/auth';
import { PRO_CANCEL_PATH } from '@teenfreelance/contracts/pro-plan';
import { DAY_MS } from '@teenfreelance/contracts/time';

/** Two real server processes (`main.ts`) on one PostgreSQL, one bucket, one Redis and, when there is one, one replica. */
export interface TwoProcesses {
  t: TestContext;
  a: string;
  b: string;
  dataDirs: string[];
  /** An order delivered four days before the processes started: their first sweep completes it. */
  dueOrderId: string;
  /** An order completed in-process whose earnings were due to clear before the processes started. */
  clearingOrderId: string;
  /** A Pro seller whose month ended ten days before the processes started: their first sweep renews it. */
  renewingSellerId: string;
  /** A Pro seller who cancelled, whose month ended then too: their first sweep ends it, with no charge. */
  endingSellerId: string;
  /** Whether the processes read the catalogue from a streaming replica (TEST_DATABASE_READ_URL). */
  withReplica: boolean;
  close(): Promise<void>;
}

/**
 * Scheduled work the processes must find waiting when they start (each runs its sweeps at once), made
 * in-process on a clock that goes back: forty days back, two sellers upgrade to Pro (a month's plan,
 * over ten days before the start) and one of them cancels; eight days back, one order is delivered
 * (due for automatic completion after 3 days) and one completed (its earnings due to clear after
 * EARNINGS_CLEARING_DAYS, 7 by default).
 */
async function prepareDueWork(t: TestContext, clock: ManualClock) {
  const db = t.database.db;
  clock.set(Date.now() - 40 * DAY_MS);
  const [renewing, ending] = await Promise.all([
    buildUser(t.app, db, { role: 'freelancer', name: 'Renewing Seller' }),
    buildUser(t.app, db, { role: 'freelancer', name: 'Ending Seller' }),
  ]);
  for (const seller of [renewing, ending]) expect((await upgrade(t.app, seller)).statusCode).toBe(201);
  const cancelled = await t.app.inject({ method: 'POST', url: PRO_CANCEL_PATH, headers: { cookie: ending.cookie } });
  expect(cancelled.statusCode).toBe(200);
  clock.set(Date.now() - 8 * DAY_MS);
  const due = await deliveredOrder(t.app, db, { title: 'Due for completion' });
  const cleared = await deliveredOrder(t.app, db, { title: 'Due for clearing' });
  await actOk(t.app, cleared.buyer, cleared.order.id, { action: 'accept' });
  return {
    dueOrderId: due.order.id,
    clearingOrderId: cleared.order.id,
    renewingSellerId: renewing.id,
    endingSellerId: ending.id,
  };
}

/** Starts both processes once for the whole file (each with a DATA_DIR of its own: nothing shared on disk). */
export async function startTwoProcesses(): Promise<TwoProcesses> {
  const clock = manualClock(Date.now() - 40 * DAY_MS);
  const t = await createTestApp({ clock });
  const url = t.database.pool?.options.connectionString;
  if (!url) throw new Error('needs a PostgreSQL pool');
  const s3: TestS3 = await startTestS3();
  const work = await prepareDueWork(t, clock);
  // Waits until the replica has this file's database, when there is a replica.
  const replica = await openTestReadReplica(t.database);
  await replica?.close();
  const readUrl = process.env.TEST_DATABASE_READ_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  const shared = {
    DATABASE_URL: url,
    ...(replica && readUrl ? { DATABASE_READ_URL: withDatabase(readUrl, new URL(url).pathname.slice(1)) } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `tf-two-${randomBytes(6).toString('hex')}:` } : {}),
    ...s3.env,
    AUTH_SECRET: `two-processes-${randomBytes(16).toString('hex')}`,
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://127.0.0.1',
    // The client's address from X-Forwarded-For, as behind the deployment's proxy (deploy/Caddyfile).
    TRUST_PROXY: '127.0.0.1',
  };
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'tf-two-')));
  const children: ChildProcess[] = [];
  const started = await Promise.all(dataDirs.map((dir) => startServer({ ...shared, DATA_DIR: dir })));
  for (const server of started) children.push(server.child);
  const [first, second] = started;
  if (!first || !second) throw new Error('two servers expected');
  return {
    t,
    a: first.base,
    b: second.base,
    dataDirs,
    ...work,
    withReplica: Boolean(replica),
    close: async () => {
      await Promise.all(
        children.map((child) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')))),
      );
      await t.close();
      await s3.close();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A client address of its own for each call, so sign-ups never share a per-address limit by accident. */
export const someAddress = () => `198.51.100.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;

export interface Person {
  id: string;
  email: string;
  cookie: string;
}

/** Signs up through `base` (the form, then the emailed link from the shared outbox); answers the id and cookie. */
export async function signUpThrough(
  t: TestContext,
  base: string,
  role: 'buyer' | 'freelancer',
  name: string,
): Promise<Person> {
  const email = `${name.toLowerCase().replace(/\W/g, '')}-${randomBytes(4).toString('hex')}@example.com`;
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': someAddress() };
  const form = await fetch(`${base}${SIGN_UP_PATH}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(signUpBody(role, name, email)),
  });
  expect(form.status).toBe(202);
  // The link is emailed (decision 0066); without SMTP it is in the shared database's outbox.
  let token: string | undefined;
  await eventually(async () => {
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    token = mails.map((mail) => signUpTokenIn(mail.text ?? '')).find(Boolean);
    return token !== undefined;
  }, 90_000);
  const response = await fetch(`${base}${SIGN_UP_CONFIRM_PATH}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token }),
  });
  expect(response.status).toBe(201);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .join('; ');
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, email, cookie };
}
