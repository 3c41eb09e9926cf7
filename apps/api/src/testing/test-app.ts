import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDependencies } from '../app.ts';
import { loadConfig, type Config } from '../config/env.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { ReadReplica } from '../db/read-replica.ts';
import { createTestDatabase, openTestReadReplica } from './test-database.ts';
import type { MailMessage } from '../platform/email/mailer.ts';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The replica the catalogue reads, when the test asked for one and TEST_DATABASE_READ_URL is set. */
  readReplica?: ReadReplica;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database of its own, for one test file. Requests go
 * through `app.inject()`; nothing is mocked.
 */
export async function createTestApp(
  options: {
    webDistDir?: string;
    env?: Record<string, string>;
    /** Receives the server's JSON log lines (level info and up); no log without it. */
    logStream?: { write(line: string): void };
    /** Scheduled work: off unless a test turns it on (buildApp's `background`). */
    background?: AppDependencies['background'];
    /** The services' time (a manual clock moves it by hand). */
    clock?: AppDependencies['clock'];
    paymentProvider?: AppDependencies['paymentProvider'];
    payoutProvider?: AppDependencies['payoutProvider'];
    /** Read the catalogue from the streaming replica (TEST_DATABASE_READ_URL, PostgreSQL only); lag sampled every `sampleMs`. */
    readReplica?: { sampleMs?: number };
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tf-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  const { handle, dispose } = await createTestDatabase();
  const mail = mailRecorder();
  const readReplica = options.readReplica ? await openTestReadReplica(handle, options.readReplica) : undefined;
  const app = await buildApp({
    config,
    database: handle,
    ...(readReplica ? { readReplica } : {}),
    onMailSent: mail.onMailSent,
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
    ...(options.logStream ? { logger: { level: 'info', stream: options.logStream } } : {}),
    ...(options.background ? { background: options.background } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
    ...(options.payoutProvider ? { payoutProvider: options.payoutProvider } : {}),
  });
  await app.ready();
  mail.attach(app);
  return {
    app,
    database: handle,
    ...(readReplica ? { readReplica } : {}),
    config,
    close: async () => {
      await app.close();
      await readReplica?.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const mailSent = new WeakMap<FastifyInstance, MailMessage[]>();

/** Records what an app sends: give buildApp `onMailSent`, then `attach` the app (createTestApp does both). */
export function mailRecorder() {
  const sent: MailMessage[] = [];
  return {
    onMailSent: (message: MailMessage) => {
      sent.push(message);
    },
    attach: (app: FastifyInstance) => {
      mailSent.set(app, sent);
    },
  };
}

/**
 * An `onMailSent` for another process of the same test (a second buildApp on
 * the same database): what it sends counts as sent by `app`, so a sign-up
 * whose email the other process's queue worked still finds its link.
 */
export function recordMailAs(app: FastifyInstance): (message: MailMessage) => void {
  return (message) => {
    mailSent.get(app)?.push(message);
  };
}

/** Every email a test app has sent so far, oldest first, whichever the transport (SMTP or the outbox). */
export function mailSentBy(app: FastifyInstance): readonly MailMessage[] {
  return mailSent.get(app) ?? [];
}

/**
 * The one-time token of the newest link to `/{page}` emailed to `to`, after
 * working the held email tasks `tasks` (a test app's queue keeps them).
 */
export async function emailedToken(
  app: FastifyInstance,
  { to, page, tasks }: { to: string; page: string; tasks: readonly string[] },
): Promise<string> {
  await app.runHeldTasks(tasks);
  const mail = [...mailSentBy(app)].reverse().find((m) => m.to === to && m.text.includes(`/${page}?token=`));
  const match = mail && new RegExp(`/${page}\\?token=([^\\s]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${page} link emailed to ${to}`);
  return decodeURIComponent(match[1]);
}

/** The session cookie a response set, ready to send back as a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'tf.session_token');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** JSON body of a response, typed by the caller. */
export function json<T>(response: LightMyRequestResponse): T {
  return response.json<T>();
}
