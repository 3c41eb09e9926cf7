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
 * Each delivery run also says how many cores the bench client, the sender's and
 * the recipient's server processes and the whole machine were busy on
 * (/proc), since the client, PostgreSQL and the servers share the machine.
 *
 * Options: --seconds=10 (per delivery run), --rate=100 (messages a second), --idle=2000 (idle connections),
 * --cpu-prof=<dir> (the server processes write V8 CPU profiles there when they stop).
 */
import os from 'node:os';
import type WebSocket from 'ws';
import { openPostgres, type Database } from '../apps/api/src/db/client.ts';
import { seedUser } from '../e2e/fixtures/users.ts';
import {
  connect,
  freshDatabase,
  makePairs,
  sessionCookieName,
  sessionCookieValue,
  startServer,
  type Server,
} from './lib/live-setup.ts';
import { measureDelivery, type DeliveryFigures } from './lib/delivery.ts';
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
  const cpuProfileDir = process.argv.find((arg) => arg.startsWith('--cpu-prof='))?.slice('--cpu-prof='.length);
  const url = await freshDatabase();
  const handle = await openPostgres(url, { max: 4 });
  const db = handle.db;
  const [first, second] = await Promise.all([startServer(url, { cpuProfileDir }), startServer(url, { cpuProfileDir })]);
  const servers = [first, second];
  try {
    const probe = await seedUser(db, { name: 'Bench Probe' });
    const cookieName = await sessionCookieName(first, probe.email, probe.password);
    console.log(`Seeding ${PAIRS * 2} buyer/seller pairs...`);
    const samePairs = await makePairs(db, PAIRS, cookieName);
    const crossPairs = await makePairs(db, PAIRS, cookieName);
    console.log(`Delivering ${rate} messages a second for ${seconds} s, twice...`);
    const same = await measureDelivery(db, first, first, samePairs, seconds, rate);
    const cross = await measureDelivery(db, first, second, crossPairs, seconds, rate);
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
    const coresRow = (name: string, f: DeliveryFigures) => [
      name,
      f.cores.client.toFixed(2),
      f.cores.sender.toFixed(2),
      f.cores.recipient.toFixed(2),
      f.cores.database.toFixed(2),
      `${f.cores.machine.toFixed(2)} of ${os.availableParallelism()}`,
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
    console.log(
      `\nCores busy during each run (machine load average: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}):`,
    );
    printTable(
      ['sender -> recipient', 'bench client', 'sender server', 'recipient server', 'PostgreSQL', 'whole machine'],
      [coresRow('one process', same), coresRow('two processes (PostgreSQL)', cross)],
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
      loadAverage: os.loadavg(),
      ratePerSecond: rate,
      seconds,
      pairs: PAIRS,
      sameProcess: same,
      twoProcesses: cross,
      idle: idleFigures,
    };
  } finally {
    // Waited for, so that CPU profiles are written before the run ends.
    await Promise.all(
      servers.map((server) => {
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        server.child.kill('SIGTERM');
        return exited;
      }),
    );
    await handle.close();
  }
}
