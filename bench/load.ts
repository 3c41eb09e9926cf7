/**
 * `npm run bench -- load`: QUALITY.md's load budget. 200 virtual users at once
 * for 60 s on PostgreSQL, in a mixed scenario, with no 5xx and a p99 of at
 * most 150 ms over every request they make.
 *
 * The marketplace is the 100,000-gig catalogue of bench/data (copied, so the
 * scenario's orders and messages never reach the catalogue the other
 * benchmarks read), served by two bench/api-server processes as shipped (the
 * explore answer cache on) behind a small reverse proxy that takes turns
 * between them (bench/lib/proxy.ts), as deploy/ runs two behind Caddy; with
 * --replica their catalogue reads go to the streaming replica on 127.0.0.1:5433
 * (.ci/start-replica, decision 0090). Each process's memory (RSS) is sampled
 * every second. Each virtual user is a person with a pause between
 * steps (uniform between half and one and a half times --think) and repeats
 * their journey until the time is up:
 *
 * - visitors (40%): home page lists, a category, a search, a gig and its view,
 *   the seller's other gigs, the job board;
 * - buyers (35%, signed in): a search, a gig, saving it, a message to its
 *   seller and the conversation, the unread counts, every third round an
 *   order paid through checkout, their orders and dashboard;
 * - freelancers (25%, signed in, the sellers of the catalogue): their
 *   dashboard, gig statistics and earnings, their orders (starting the newest
 *   that is paid), their conversations with a reply and the read mark, and
 *   their notifications.
 *
 * The first 5 s are not counted (the server compiling and its pools opening).
 * A request that gets no answer counts as an error beside the 5xx.
 *
 * Options: --users=200, --seconds=60, --think=1000 (mean pause in ms; 0 for none),
 * --gigs=100000 (the catalogue's size), --processes=2, --replica,
 * --cpu-prof=<dir> (each server writes a V8 CPU profile there when it stops).
 */
import { sql } from 'drizzle-orm';
import { openPostgres, selectRows, type Database } from '../apps/api/src/db/client.ts';
import { seedUser } from '../e2e/fixtures/users.ts';
import { adminQuery, benchDatabaseName, databaseUrl, ensureBenchData } from './data.ts';
import { buyer, Client, freelancer, visitor, type Gig, type Journey, type Sample } from './lib/load-journeys.ts';
import { percentile } from './lib/load.ts';
import { sessionCookieName, sessionCookieValue, startServer, type Server } from './lib/live-setup.ts';
import { startProxy } from './lib/proxy.ts';
import { waitForReplicaCopy, watchMemory, type MemoryFigures } from './lib/load-processes.ts';
import { QUERY_SETS, seeded, zipfDraw } from './queries.ts';
import { option, printTable, verdict, type Figures } from './lib/report.ts';

const DATABASE = 'tf_bench_load';
const WARM_UP_MS = 5_000;
const P99_BUDGET_MS = 150;
/** The streaming replica .ci/start-replica runs beside the PostgreSQL of the benchmarks. */
const REPLICA_URL = 'postgres://postgres@127.0.0.1:5433';

/** A fresh copy of the catalogue, so the scenario's writes stay out of the one bench/api measures. */
async function freshMarketplace(size: number): Promise<string> {
  await ensureBenchData(size);
  await adminQuery(`drop database if exists ${DATABASE} with (force)`);
  await adminQuery(`create database ${DATABASE} template ${benchDatabaseName(size)}`);
  return databaseUrl(DATABASE);
}

/** Public gigs with their sellers, a seller's gigs in a run, so each freelancer below has buyers writing to them. */
function publicGigs(db: Database): Promise<Gig[]> {
  return selectRows<Gig>(
    db,
    sql`select id, seller_id as "sellerId" from gigs where is_public order by seller_id, created_at limit 4000`,
  );
}

interface Person {
  journey: Journey;
  cookie?: string;
  random: () => number;
}

export async function run(): Promise<Figures> {
  const users = option('users', 200);
  if (users < 3) throw new Error('--users must be at least 3: one visitor, one buyer, one freelancer');
  const seconds = option('seconds', 60);
  const think = option('think', 1000, { zero: true });
  const size = option('gigs', 100_000);
  const processes = option('processes', 2);
  const url = await freshMarketplace(size);
  const readUrl = process.argv.includes('--replica') ? `${REPLICA_URL}/${DATABASE}` : undefined;
  if (readUrl) await waitForReplicaCopy(readUrl);
  const handle = await openPostgres(url, { max: 4 });
  const db = handle.db;
  const cpuProfileDir = process.argv.find((arg) => arg.startsWith('--cpu-prof='))?.slice('--cpu-prof='.length);
  const servers: Server[] = await Promise.all(
    Array.from({ length: processes }, () => startServer(url, { cpuProfileDir, ...(readUrl ? { readUrl } : {}) })),
  );
  const proxy = await startProxy(servers.map((server) => server.base));
  const samples: Sample[] = [];
  const memory = watchMemory(servers);
  let memoryFigures: MemoryFigures[];
  try {
    const gigs = await publicGigs(db);
    const sellers = [...new Set(gigs.map((gig) => gig.sellerId))];
    const probe = await seedUser(db, { name: 'Bench Probe' });
    const cookieName = await sessionCookieName(servers[0] as Server, probe.email, probe.password);
    const cookieFor = async (userId: string) => `${cookieName}=${await sessionCookieValue(db, userId)}`;
    const searches = zipfDraw(QUERY_SETS['full-text search']?.() ?? [], 5);

    const visitors = Math.max(1, Math.round(users * 0.4));
    const buyers = Math.max(1, Math.round(users * 0.35));
    const freelancers = users - visitors - buyers;
    const people: Person[] = [];
    for (let i = 0; i < visitors; i++) {
      const random = seeded(1000 + i);
      people.push({ journey: visitor(gigs, searches, random), random });
    }
    for (let i = 0; i < buyers; i++) {
      const random = seeded(2000 + i);
      // Each buyer writes to and buys from one of the freelancers below, so both sides have conversations and orders.
      const theirs = gigs.find((gig) => gig.sellerId === sellers[i % freelancers]) as Gig;
      const person = await seedUser(db, { name: `Bench Buyer ${i}` });
      people.push({ journey: buyer(gigs, theirs, searches, random), cookie: await cookieFor(person.id), random });
    }
    for (let i = 0; i < freelancers; i++) {
      people.push({ journey: freelancer, cookie: await cookieFor(sellers[i] as string), random: seeded(3000 + i) });
    }

    console.log(
      `${size.toLocaleString('en')} gigs, ${processes} server processes behind a reverse proxy` +
        `${readUrl ? ', catalogue reads from the streaming replica' : ''}; ` +
        `${users} virtual users (${visitors} visitors, ${buyers} buyers, ${freelancers} freelancers), ` +
        `${seconds} s after ${WARM_UP_MS / 1000} s of warm-up, ${think} ms between steps on average...`,
    );
    const countFrom = performance.now() + WARM_UP_MS;
    const endAt = countFrom + seconds * 1000;
    const record = (sample: Sample) => {
      if (performance.now() >= countFrom) samples.push(sample);
    };
    await Promise.all(
      people.map(async (person) => {
        const pause = () =>
          think > 0
            ? new Promise<void>((resolve) => setTimeout(resolve, think * (0.5 + person.random())))
            : Promise.resolve();
        // Arrivals spread over the first second, not all at one instant.
        await new Promise((resolve) => setTimeout(resolve, person.random() * 1000));
        const client = new Client(proxy.base, person.cookie, record, pause, endAt);
        for (let round = 0; performance.now() < endAt; round += 1) await person.journey(client, round);
      }),
    );
  } finally {
    memoryFigures = memory.stop();
    await proxy.close();
    await Promise.all(
      servers.map((running) => {
        const stopped = new Promise((resolve) => running.child.once('exit', resolve));
        running.child.kill('SIGTERM');
        return stopped;
      }),
    );
    await handle.close();
  }
  const figures = report(samples, { users, seconds, think });
  const shares = proxy.counts();
  memoryFigures.forEach((figure, i) =>
    console.log(
      `process ${i + 1}: ${shares[i] ?? 0} requests, RSS ${figure.startMb.toFixed(0)} MB after start, ` +
        `${figure.peakMb.toFixed(0)} MB at most, ${figure.endMb.toFixed(0)} MB at the end`,
    ),
  );
  return { ...figures, gigs: size, processes, replica: Boolean(readUrl), memory: memoryFigures };
}

function summary(samples: readonly Sample[]) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    requests: samples.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    serverErrors: samples.filter((s) => s.status >= 500).length,
    noAnswer: samples.filter((s) => s.status === 0).length,
    clientErrors: samples.filter((s) => s.status >= 400 && s.status < 500).length,
  };
}

function report(samples: readonly Sample[], run: { users: number; seconds: number; think: number }): Figures {
  const all = summary(samples);
  const bySteps = new Map<string, Sample[]>();
  for (const sample of samples) {
    const step = bySteps.get(sample.step);
    if (step) step.push(sample);
    else bySteps.set(sample.step, [sample]);
  }
  const steps = [...bySteps].map(([step, stepSamples]) => ({ step, ...summary(stepSamples) }));
  const ms = (n: number) => n.toFixed(1);
  printTable(
    ['step', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', '4xx', '5xx', 'no answer'],
    steps
      .sort((a, b) => b.p99 - a.p99)
      .map((s) => [
        s.step,
        String(s.requests),
        ms(s.p50),
        ms(s.p95),
        ms(s.p99),
        String(s.clientErrors),
        String(s.serverErrors),
        String(s.noAnswer),
      ]),
  );
  const rps = all.requests / run.seconds;
  const failed = all.serverErrors + all.noAnswer;
  console.log(
    `\nall ${all.requests} requests (${rps.toFixed(0)} req/s): p50 ${ms(all.p50)} ms, p95 ${ms(all.p95)} ms, ` +
      `p99 ${ms(all.p99)} ms: ${verdict(all.p99, P99_BUDGET_MS)} (${P99_BUDGET_MS} ms)`,
  );
  console.log(
    `5xx ${all.serverErrors}, no answer ${all.noAnswer}: ${failed === 0 ? 'within budget' : 'OVER BUDGET'} (none); ` +
      `4xx ${all.clientErrors}`,
  );
  return { ...run, rps, ...all, steps };
}
