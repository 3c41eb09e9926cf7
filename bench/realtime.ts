/**
 * `npm run bench -- realtime`: message delivery over the live channel, and what
 * an idle connection costs (QUALITY.md: p99 at most 50 ms at 100 messages a
 * second, also across two server processes on one PostgreSQL).
 *
 * - Delivery: 100 buyer/seller pairs; each seller's tab is connected to
 *   `/api/live`; the buyers send 100 messages a second in all
 *   (`POST /api/conversations/:id/messages`), and each message is timed from
 *   the moment its POST starts to the moment the seller's connection receives
 *   its `message.created`. Once with sender and recipient on the same server
 *   process, once on two processes sharing the database (LISTEN/NOTIFY).
 * - Idle connections: a fresh process's resident memory before and after N
 *   idle authenticated connections, and what 1 GB would hold at that rate.
 *
 * Options: --seconds=10 (per delivery run), --rate=100 (messages a second), --idle=2000 (idle connections).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type WebSocket from 'ws';
import { openPostgres, type Database } from '../apps/api/src/db/client.ts';
import { seedUser } from '../e2e/fixtures/users.ts';
import { conversationMessagesPath } from '@teenfreelance/contracts/messages';
import {
  connect,
  freshDatabase,
  makePairs,
  sessionCookieName,
  sessionCookieValue,
  startServer,
  type Pair,
  type Server,
} from './lib/live-setup.ts';
import { printTable, verdict, type Figures } from './lib/report.ts';

const PAIRS = 100;
/** QUALITY.md's rate; --rate=N measures another. */
const BUDGET_RATE_PER_SECOND = 100;
const P99_BUDGET_MS = 50;

function option(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface DeliveryFigures {
  /** How long the sender's POST took to answer. */
  postP50: number;
  postP99: number;
  sent: number;
  delivered: number;
  refused: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

async function measureDelivery(sender: Server, recipient: Server, pairs: Pair[], seconds: number, rate: number) {
  const startedAt = new Map<string, number>();
  const latencies: number[] = [];
  const sockets = await Promise.all(
    pairs.map((pair) =>
      connect(recipient.wsBase, pair.sellerCookie, (frame) => {
        if (frame.type !== 'message.created' || frame.conversationId !== pair.conversationId) return;
        const t0 = startedAt.get(pair.conversationId);
        if (t0 === undefined) return;
        latencies.push(performance.now() - t0);
        startedAt.delete(pair.conversationId);
      }),
    ),
  );
  let sent = 0;
  let refused = 0;
  const postTimes: number[] = [];
  const total = Math.round(seconds * rate);
  const intervalMs = 1000 / rate;
  const began = performance.now();
  const posts: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    // Open loop: each message leaves at its own time, whatever the answers before it took.
    const due = began + i * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const pair = pairs[i % pairs.length];
    if (!pair) continue;
    const postStarted = performance.now();
    startedAt.set(pair.conversationId, postStarted);
    sent += 1;
    posts.push(
      fetch(`${sender.base}${conversationMessagesPath(pair.conversationId)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: pair.buyerCookie },
        body: JSON.stringify({ clientId: randomUUID(), text: `Bench message ${i}` }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          postTimes.push(performance.now() - postStarted);
          if (response.status >= 300) refused += 1;
        },
        // A connection the server dropped counts as refused; the run goes on.
        () => {
          refused += 1;
        },
      ),
    );
  }
  await Promise.all(posts);
  // Stragglers: at most two seconds more.
  for (let waited = 0; startedAt.size > refused && waited < 2000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const socket of sockets) socket.terminate();
  const sorted = [...latencies].sort((a, b) => a - b);
  const postSorted = [...postTimes].sort((a, b) => a - b);
  const figures: DeliveryFigures = {
    postP50: percentile(postSorted, 50),
    postP99: percentile(postSorted, 99),
    sent,
    delivered: latencies.length,
    refused,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
  return figures;
}

async function measureIdle(server: Server, db: Database, cookieName: string, connections: number) {
  const users = Math.max(1, Math.ceil(connections / 10));
  const cookies: string[] = [];
  for (let i = 0; i < users; i++) {
    const user = await seedUser(db, { name: `Idle ${i}` });
    cookies.push(`${cookieName}=${await sessionCookieValue(db, user.id)}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = server.rssMb();
  const sockets: WebSocket[] = [];
  // In batches, as tabs open: not every handshake at once.
  for (let i = 0; i < connections; i += 100) {
    const batch = Array.from({ length: Math.min(100, connections - i) }, (_, j) =>
      connect(server.wsBase, cookies[(i + j) % cookies.length] ?? ''),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = server.rssMb();
  for (const socket of sockets) socket.terminate();
  const perConnectionKb = ((after - before) * 1024) / connections;
  return {
    connections,
    rssBeforeMb: Math.round(before),
    rssAfterMb: Math.round(after),
    perConnectionKb: Math.round(perConnectionKb * 10) / 10,
    within1GbConnections: Math.floor(((1024 - before) * 1024) / Math.max(perConnectionKb, 0.001)),
  };
}

export async function run(): Promise<Figures> {
  const seconds = option('seconds', 10);
  const rate = option('rate', BUDGET_RATE_PER_SECOND);
  const idle = option('idle', 2000);
  const url = await freshDatabase();
  const handle = await openPostgres(url, { max: 4 });
  const db = handle.db;
  const [first, second] = await Promise.all([startServer(url), startServer(url)]);
  const servers = [first, second];
  try {
    const probe = await seedUser(db, { name: 'Bench Probe' });
    const cookieName = await sessionCookieName(first, probe.email, probe.password);
    console.log(`Seeding ${PAIRS * 2} buyer/seller pairs...`);
    const samePairs = await makePairs(db, PAIRS, cookieName);
    const crossPairs = await makePairs(db, PAIRS, cookieName);
    console.log(`Delivering ${rate} messages a second for ${seconds} s, twice...`);
    const same = await measureDelivery(first, first, samePairs, seconds, rate);
    const cross = await measureDelivery(first, second, crossPairs, seconds, rate);
    const row = (name: string, f: DeliveryFigures) => [
      name,
      String(f.sent),
      String(f.delivered),
      String(f.refused),
      f.p50.toFixed(1),
      f.p95.toFixed(1),
      f.p99.toFixed(1),
      f.max.toFixed(1),
      f.postP50.toFixed(1),
      f.postP99.toFixed(1),
      verdict(f.p99, P99_BUDGET_MS),
    ];
    printTable(
      [
        'sender -> recipient',
        'sent',
        'delivered',
        'refused',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'max ms',
        'POST p50 ms',
        'POST p99 ms',
        `p99 <= ${P99_BUDGET_MS} ms`,
      ],
      [row('one process', same), row('two processes (PostgreSQL)', cross)],
    );

    console.log(`\nOpening ${idle} idle authenticated connections on a fresh process...`);
    const fresh = await startServer(url);
    servers.push(fresh);
    const idleFigures = await measureIdle(fresh, db, cookieName, idle);
    printTable(
      ['idle connections', 'RSS before MB', 'RSS after MB', 'per connection KB', 'within 1 GB'],
      [
        [
          String(idleFigures.connections),
          String(idleFigures.rssBeforeMb),
          String(idleFigures.rssAfterMb),
          String(idleFigures.perConnectionKb),
          String(idleFigures.within1GbConnections),
        ],
      ],
    );
    return {
      ratePerSecond: rate,
      seconds,
      pairs: PAIRS,
      sameProcess: same,
      twoProcesses: cross,
      idle: idleFigures,
    };
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
    await handle.close();
  }
}
