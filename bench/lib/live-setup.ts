/** The realtime benchmark's set-up: a fresh database, server processes, users with sessions, live connections. */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { LIVE_PATH } from '@teenfreelance/contracts/live';
import { openPostgres, type Database } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { conversations } from '../../apps/api/src/db/schema/conversations.ts';
import { newSessionCookieValue, seedUser } from '../../e2e/fixtures/users.ts';
import { adminQuery, databaseUrl } from '../data.ts';
import { startScript } from './script-process.ts';

const DATABASE = 'tf_bench_realtime';
/** The same secret bench/api-server.ts gives the server, so sessions made here are its own. */
const AUTH_SECRET = 'bench-secret-that-is-long-enough-for-better-auth-0123456789';
const SERVER = fileURLToPath(new URL('../api-server.ts', import.meta.url));

export async function freshDatabase(): Promise<string> {
  await adminQuery(`drop database if exists ${DATABASE} with (force)`);
  await adminQuery(`create database ${DATABASE}`);
  const url = databaseUrl(DATABASE);
  const handle = await openPostgres(url, { max: 2 });
  await runMigrations(handle);
  await handle.close();
  return url;
}

export interface Server {
  base: string;
  wsBase: string;
  child: ChildProcess;
  rssMb(): number;
}

/**
 * Starts bench/api-server.ts on `url` (its catalogue reads on the replica at `readUrl`, when given). With `cpuProfileDir`, the process writes a V8 CPU profile there
 * when it stops (open it in Chrome's DevTools, Performance panel).
 */
export async function startServer(
  url: string,
  options: { cpuProfileDir?: string; readUrl?: string } = {},
): Promise<Server> {
  const { child, port } = await startScript(SERVER, [url], {
    nodeArgs: options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [],
    env: { ...process.env, ...(options.readUrl ? { BENCH_DATABASE_READ_URL: options.readUrl } : {}) },
  });
  return {
    base: `http://127.0.0.1:${port}`,
    wsBase: `ws://127.0.0.1:${port}`,
    child,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    },
  };
}

/** A database session for `userId` and its signed cookie's value, for the bench server's secret. */
export function sessionCookieValue(db: Database, userId: string): Promise<string> {
  return newSessionCookieValue(db, AUTH_SECRET, userId);
}

/** The session cookie's name on a production server: read from a real sign-in's answer. */
export async function sessionCookieName(server: Server, email: string, password: string): Promise<string> {
  const response = await fetch(`${server.base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const name = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split('=')[0] ?? '')
    .find((cookieName) => cookieName.endsWith('session_token'));
  if (!name) throw new Error(`sign-in set no session cookie (${response.status})`);
  return name;
}

export interface Pair {
  conversationId: string;
  buyerCookie: string;
  sellerCookie: string;
  sellerId: string;
}

export async function makePairs(db: Database, count: number, cookieName: string): Promise<Pair[]> {
  const pairs: Pair[] = [];
  for (let i = 0; i < count; i++) {
    const [buyer, seller] = await Promise.all([
      seedUser(db, { name: `Bench Buyer ${i}` }),
      seedUser(db, { role: 'freelancer', name: `Bench Seller ${i}` }),
    ]);
    const [conversation] = await db
      .insert(conversations)
      .values({ buyerId: buyer.id, sellerId: seller.id })
      .returning({ id: conversations.id });
    if (!conversation) throw new Error('no conversation');
    pairs.push({
      conversationId: conversation.id,
      buyerCookie: `${cookieName}=${await sessionCookieValue(db, buyer.id)}`,
      sellerCookie: `${cookieName}=${await sessionCookieValue(db, seller.id)}`,
      sellerId: seller.id,
    });
  }
  return pairs;
}

/** Opens a live connection with `cookie` and resolves once it is subscribed. */
export function connect(wsBase: string, cookie: string, onFrame?: (frame: Record<string, unknown>) => void) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(`${wsBase}${LIVE_PATH}`, { headers: { cookie } });
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Record<string, unknown>;
      if (frame.type === 'live.ready') resolve(socket);
      else onFrame?.(frame);
    });
    socket.on('error', reject);
  });
}
