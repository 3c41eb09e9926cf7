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
 * - The floor under a message, first (bench/lib/floor.ts, decision 0109): the
 *   same round trips with the least work in each and no app, at the same rate.
 * - Idle servers: what both cost, with their database, while no message is sent
 *   (scheduled work, timers): the part of a message's CPU paid at any rate.
 * - Idle connections: a fresh process's resident memory before and after N
 *   idle authenticated connections, and what 1 GB would hold at that rate.
 *
 * Each delivery run also says how many cores the bench client, the sender's and
 * the recipient's server processes and the whole machine were busy on
 * (/proc), since the client, PostgreSQL and the servers share the machine.
 *
 * Both paths are warmed up first (`--warm-up` seconds each at the rate, not counted): the figures are a running server's.
 *
 * Options: --seconds=10 (per delivery run), --rate=100 (messages a second), --idle=2000 (idle connections),
 * --repeat=1 (runs of each path, alternating; more than one adds their medians), --warm-up=10 (seconds a path),
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
import { measureDelivery, medianOf, printDeliveryRuns, type DeliveryFigures } from './lib/delivery.ts';
import { databasePids, startCpuMeter } from './lib/cpu.ts';
import { measureFloor } from './lib/floor.ts';
import { option, printTable, type Figures } from './lib/report.ts';
import { stopScript } from './lib/script-process.ts';

const PAIRS = 100;
/** QUALITY.md's rate; --rate=N measures another. */
const BUDGET_RATE_PER_SECOND = 100;
const P99_BUDGET_MS = 50;
/**
 * Seconds of warm-up on each path before the measured runs (`--warm-up=N`): long enough for V8 to have
 * optimised the send path, whose compiling took a sixth of the server's CPU in runs after 3 s (decision 0114).
 */
const WARM_UP_SECONDS = 10;
/** A warm-up round's length: fresh pairs each round keep every buyer within the 30 messages a minute. */
const WARM_UP_ROUND_SECONDS = 5;

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

/**
 * What the two servers and their database's backends cost with no message to deliver (decision 0111): the
 * part of a message's CPU that is paid at any rate, its share of a message being this over the rate.
 */
async function measureIdleCpu(db: Database, servers: readonly Server[], seconds: number) {
  // The last deliveries' answers and frames settle first.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const meter = await startCpuMeter({
    servers: () => servers.map((server) => server.child.pid ?? 0),
    database: () => databasePids(db),
  });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  // Idle shares are thousandths of a core: from the milliseconds, not the meter's two-decimal `cores`.
  const { usedMs, wallMs } = await meter.stop();
  return { serverCores: usedMs.servers / wallMs, databaseCores: usedMs.database / wallMs };
}

export async function run(): Promise<Figures> {
  const seconds = option('seconds', 10);
  const rate = option('rate', BUDGET_RATE_PER_SECOND);
  const idle = option('idle', 2000);
  const repeat = option('repeat', 1);
  const warmUp = option('warm-up', WARM_UP_SECONDS);
  const cpuProfileDir = process.argv.find((arg) => arg.startsWith('--cpu-prof='))?.slice('--cpu-prof='.length);
  const url = await freshDatabase();
  const handle = await openPostgres(url, { max: 4 });
  const db = handle.db;
  // Before the app's servers start, so that the database's backends are the floor's own.
  console.log(`The floor: the same round trips with no app, ${rate} messages a second for ${seconds} s...`);
  const floor = await measureFloor(db, url, seconds, rate);
  const [first, second] = await Promise.all([startServer(url, { cpuProfileDir }), startServer(url, { cpuProfileDir })]);
  const servers = [first, second];
  try {
    const probe = await seedUser(db, { name: 'Bench Probe' });
    const cookieName = await sessionCookieName(first, probe.email, probe.password);
    // The servers' first requests (V8 compiling, pools connecting) are not what a running server does.
    console.log(`Warming up: ${rate} messages a second for ${warmUp} s on each path, not counted...`);
    for (let left = warmUp; left > 0; left -= WARM_UP_ROUND_SECONDS) {
      const round = Math.min(left, WARM_UP_ROUND_SECONDS);
      const warmPairs = await makePairs(db, PAIRS, cookieName);
      await measureDelivery(db, first, first, warmPairs, round, rate);
      await measureDelivery(db, first, second, warmPairs, round, rate);
    }
    const same: DeliveryFigures[] = [];
    const cross: DeliveryFigures[] = [];
    for (let i = 0; i < repeat; i++) {
      // Fresh pairs each time: a buyer may send 30 messages a minute.
      const samePairs = await makePairs(db, PAIRS, cookieName);
      const crossPairs = await makePairs(db, PAIRS, cookieName);
      console.log(`Run ${i + 1} of ${repeat}: ${rate} messages a second for ${seconds} s, on one process then two...`);
      same.push(await measureDelivery(db, first, first, samePairs, seconds, rate));
      cross.push(await measureDelivery(db, first, second, crossPairs, seconds, rate));
    }
    const named = (name: string, runs: DeliveryFigures[]) =>
      runs.map((figures, i) => ({ name: repeat > 1 ? `${name}, run ${i + 1}` : name, figures }));
    const medians =
      repeat > 1
        ? [
            { name: `one process, median of ${repeat}`, figures: medianOf(same) },
            { name: `two processes, median of ${repeat}`, figures: medianOf(cross) },
          ]
        : [];
    printDeliveryRuns(
      [...named('one process', same), ...named('two processes (PostgreSQL)', cross), ...medians],
      P99_BUDGET_MS,
    );
    const app = repeat > 1 ? medianOf(same) : same[0];
    console.log(
      '\nThe floor under it (bench/lib/floor-server.ts: node:http, a read and a write that NOTIFYs, ws; no app):',
    );
    printTable(
      [
        'path',
        'delivered',
        'p50 ms',
        'p99 ms',
        'server cores',
        'PostgreSQL cores',
        'CPU ms a message',
        'the app, one process',
      ],
      [
        [
          'floor, one process',
          String(floor.delivered),
          floor.p50.toFixed(1),
          floor.p99.toFixed(1),
          String(floor.cores.server),
          String(floor.cores.database),
          floor.cpuMsPerMessage.toFixed(2),
          app ? `${app.cpuMsPerMessage.toFixed(2)} (${(app.cpuMsPerMessage / floor.cpuMsPerMessage).toFixed(1)}x)` : '',
        ],
      ],
    );

    console.log(`\nBoth servers idle for ${seconds} s (their scheduled work, timers; no messages)...`);
    const idleCpu = await measureIdleCpu(db, servers, seconds);
    const idleMsPerSecond = (idleCpu.serverCores + idleCpu.databaseCores) * 1000;
    printTable(
      ['idle, two processes', 'server cores', 'PostgreSQL cores', 'CPU ms a second', 'ms a message at the rate'],
      [
        [
          `${seconds} s`,
          idleCpu.serverCores.toFixed(3),
          idleCpu.databaseCores.toFixed(3),
          idleMsPerSecond.toFixed(1),
          (idleMsPerSecond / rate).toFixed(2),
        ],
      ],
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
      sameProcess: repeat > 1 ? { runs: same, median: medianOf(same) } : same[0],
      twoProcesses: repeat > 1 ? { runs: cross, median: medianOf(cross) } : cross[0],
      idle: idleFigures,
      idleCpu,
      floor,
    };
  } finally {
    // Waited for, so that CPU profiles are written before the run ends.
    await Promise.all(servers.map((server) => stopScript(server.child)));
    await handle.close();
  }
}
