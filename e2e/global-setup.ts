import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createRunDatabase } from './fixtures/database.ts';
import { startMailbox } from './fixtures/mailbox.ts';
import { ARTIFACTS_DIR } from './fixtures/paths.ts';
import { buildApp, findFreePort, startServer } from './fixtures/server.ts';
import { startTestOidcProvider } from '../apps/api/src/testing/oidc.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the one server of this run listens, e.g. http://127.0.0.1:40123 */
    baseURL: string;
    /** The e2e mailbox's reader (fixtures/mailbox.ts); empty when E2E_BASE_URL points at your own server. */
    mailboxURL: string;
    /** The server's PostgreSQL database, where fixtures seed users, sessions and gigs (fixtures/users.ts). */
    databaseURL: string;
    /** The server's AUTH_SECRET, which signs the session cookies the fixtures set. */
    authSecret: string;
  }
}

/**
 * Builds once, then starts one server on a free port for all browser journeys of
 * the run, as `npm start` does but on a fresh PostgreSQL database of its own (it
 * migrates and seeds the demo data there; uploads go to a fresh DATA_DIR), so the
 * journeys' fixtures can seed users and sessions into it while it runs
 * (docs/decisions/0031). The database is dropped at the end.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });

  // E2E_BASE_URL=http://127.0.0.1:3000 runs the journeys against a server you started
  // yourself (quicker while writing them); it must hold the demo data, and journeys that
  // seed need its database and secret (E2E_DATABASE_URL, E2E_AUTH_SECRET).
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseURL', external.replace(/\/$/, ''));
    project.provide('mailboxURL', process.env.E2E_MAILBOX_URL ?? '');
    project.provide('databaseURL', process.env.E2E_DATABASE_URL ?? '');
    project.provide('authSecret', process.env.E2E_AUTH_SECRET ?? '');
    return undefined;
  }

  buildApp();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'teenfreelance-e2e-'));
  const logFile = path.join(ARTIFACTS_DIR, 'server.log');
  // The server's mail (consent and reset links) goes to a real SMTP peer the journeys can read.
  const mailbox = await startMailbox();
  // Google sign-in against a real OpenID provider on 127.0.0.1 (oidc-provider); it must answer
  // discovery before the server starts, and knows the server's callback URL, hence the port chosen here.
  const port = await findFreePort();
  const oidc = await startTestOidcProvider({ redirectUris: [`http://127.0.0.1:${port}/api/auth/callback/google`] });
  // Made last, so that a failure before it leaves no database behind.
  const database = await createRunDatabase().catch(async (error: unknown) => {
    await oidc.close();
    await mailbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  // Known to the fixtures, which sign the session cookies they set with it.
  const authSecret = randomBytes(32).toString('base64url');
  const server = await startServer({
    dataDir,
    logFile,
    port,
    timeoutMs: 180_000,
    env: {
      DATABASE_URL: database.url,
      // Demo data as on a laptop's first `npm start`, for the journeys that show it.
      SEED_DEMO: 'true',
      AUTH_SECRET: authSecret,
      SMTP_URL: mailbox.smtpUrl,
      // Payouts settled in seconds, so a journey can withdraw and see it paid (earnings clear in the default 7
      // days: a withdrawing journey lets its seller's pass, fixtures/ledger.ts).
      PAYOUT_SETTLE_SECONDS: '2',
      // The family sweeps every 2 s, so a journey's guardian gets their weekly summary at once.
      FAMILY_SWEEP_SECONDS: '2',
      ...oidc.env,
    },
  }).catch(async (error: unknown) => {
    await oidc.close();
    await mailbox.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  console.log(
    `e2e: server ready at ${server.url} in ${Math.round(server.readyMs)} ms (log: ${path.relative(process.cwd(), logFile)})`,
  );
  project.provide('baseURL', server.url);
  project.provide('mailboxURL', mailbox.readerUrl);
  project.provide('databaseURL', database.url);
  project.provide('authSecret', authSecret);

  return async () => {
    await server.stop();
    await oidc.close();
    await mailbox.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
