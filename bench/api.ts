/**
 * bench api: the real server (buildApp, own process) on a generated catalogue
 * of each size (bench/data.ts), measured with autocannon: QUALITY.md's
 * explore list as it words it (one view: the first page, default sort, with
 * the total), then explore in a category or none with its count, explore with
 * filters, and full-text search, each drawing its paths from a long-tailed set
 * of 6,000 distinct views built from the catalogue's vocabulary
 * (bench/queries.ts; searches in a search log's proportions, words the
 * catalogue does not hold, typos and phrases among them), with the explore
 * cache off (the database path) and on, beside the same server answering the
 * same bytes from memory.
 *
 * Each scenario is measured at 1 and 4 connections, the latency a person
 * waits for (p95), and at 32, its capacity (req/s, and p95 as a capacity
 * figure: with 32 requests in flight on two cores it is about 27 times the
 * CPU a request costs). Reports the CPU time a request took with the cache
 * off at 32 (the server's, PostgreSQL's backends' and the load generator's,
 * from /proc: all three share the machine's cores), and the p95 of inserting
 * one gig (every index and trigger a gig write pays).
 *
 * Budgets (QUALITY.md, issue 36), cache off, on PostgreSQL at 100,000 and
 * 1,000,000 gigs: p95 at 4 connections at most 15 ms for explore and filters
 * and 30 ms for search; each scenario's p95 at 4 connections at most 2x from
 * the smallest size to the largest; on PGlite (`--pglite`, the smallest size)
 * p95 at 4 connections at most 50 ms. Sizes: --sizes=10000,100000 (default);
 * `npm run bench -- api --sizes=10000,100000,1000000 --pglite`.
 * BENCH_API_SECONDS sets the duration of each measurement (default 8).
 */
import { fileURLToPath } from 'node:url';
import {
  adminQuery,
  benchDatabaseUrl,
  benchPgliteDir,
  ensureBenchData,
  ensurePgliteData,
  requestedSizes,
  withPglite,
} from './data.ts';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { databasePids } from './lib/cpu.ts';
import {
  CAPACITY_CONNECTIONS,
  LATENCY_CONNECTIONS,
  load,
  percentile,
  type CpuParts,
  type Measurement,
} from './lib/load.ts';
import { printTable, verdict, type Figures } from './lib/report.ts';
import { startScript, stopScript } from './lib/script-process.ts';
import { QUERY_SETS, zipfDraw } from './queries.ts';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 8);
const WARMUP_SECONDS = 2;

async function startServer(databaseUrl: string, exploreCacheMs: number) {
  const script = fileURLToPath(new URL('api-server.ts', import.meta.url));
  const { child, port } = await startScript(script, [databaseUrl, String(exploreCacheMs)]);
  return { child, base: `http://127.0.0.1:${port}` };
}

const ms = (n: number) => n.toFixed(1);

/** A scenario measured at each number of connections (LATENCY_CONNECTIONS, then CAPACITY_CONNECTIONS). */
type ByConnections = Record<number, Measurement>;

interface ScenarioFigures {
  /** The database path: explore cache off. */
  server: ByConnections;
  /** The same server with its explore cache on (decision 0024). */
  cached: ByConnections;
  /** The same bytes from memory, at CAPACITY_CONNECTIONS: the machine's ceiling beside the figures. */
  memory: Measurement;
}

interface Target {
  label: string;
  /** A PostgreSQL URL, or `pglite:<dir>`. */
  database: string;
}

const LEVELS = [...LATENCY_CONNECTIONS, CAPACITY_CONNECTIONS];

async function measureServer(
  target: Target,
  exploreCacheMs: number,
  withMemory: boolean,
): Promise<{ scenarios: Record<string, { server: ByConnections; memory?: Measurement }>; writes?: number[] }> {
  const { child, base } = await startServer(target.database, exploreCacheMs);
  // PostgreSQL's backends for the bench database are found through a connection of the bench's own; PGlite runs in the server.
  const watcher = target.database.startsWith('pglite:') ? undefined : await openPostgres(target.database, { max: 1 });
  const parts: CpuParts = {
    server: () => [child.pid ?? 0],
    database: () => (watcher ? databasePids(watcher.db) : []),
    generator: () => ['self'],
  };
  try {
    const scenarios: Record<string, { server: ByConnections; memory?: Measurement }> = {};
    for (const [name, makeSet] of Object.entries(QUERY_SETS)) {
      const paths = makeSet();
      // The same draws with the cache off and on.
      const first = await fetch(`${base}${paths[0]}`);
      const body = await first.text();
      if (first.status !== 200) throw new Error(`${paths[0]} answered ${first.status}: ${body}`);
      await load(base, zipfDraw(paths, 11), WARMUP_SECONDS, parts);
      const server: ByConnections = {};
      for (const connections of LEVELS) {
        server[connections] = await load(base, zipfDraw(paths, 42), SECONDS, parts, connections);
      }
      let memory: Measurement | undefined;
      if (withMemory) {
        const memoryName = name.replace(/\W+/g, '-');
        await fetch(`${base}/bench/memory/${memoryName}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        memory = await load(base, () => `/bench/memory/${memoryName}`, SECONDS, parts);
      }
      scenarios[name] = { server, ...(memory ? { memory } : {}) };
    }
    let writes: number[] | undefined;
    if (withMemory) {
      const answer = await fetch(`${base}/bench/insert-gigs/${WRITES}`, { method: 'POST' });
      if (answer.status !== 200) throw new Error(`insert-gigs answered ${answer.status}: ${await answer.text()}`);
      writes = ((await answer.json()) as { durations: number[] }).durations;
    }
    return { scenarios, ...(writes ? { writes } : {}) };
  } finally {
    await watcher?.close();
    await stopScript(child);
  }
}

/** Gig inserts timed at each size, one at a time. */
const WRITES = 300;

interface TargetFigures {
  scenarios: Record<string, ScenarioFigures>;
  /** p95 of one gig insert, ms. */
  insertP95: number;
  insertP50: number;
}

/** A scenario's measurement at `connections`; every scenario is measured at each of LEVELS. */
function at(figures: ByConnections, connections: number): Measurement {
  const m = figures[connections];
  if (!m) throw new Error(`not measured at ${connections} connections`);
  return m;
}

async function measureTarget(target: Target): Promise<TargetFigures> {
  const uncached = await measureServer(target, 0, true);
  const cached = await measureServer(target, 5000, false);
  const scenarios: Record<string, ScenarioFigures> = {};
  for (const [name, m] of Object.entries(uncached.scenarios)) {
    const c = cached.scenarios[name];
    if (!c || !m.memory) continue;
    scenarios[name] = { server: m.server, cached: c.server, memory: m.memory };
  }
  const writes = [...(uncached.writes ?? [])].sort((a, b) => a - b);
  const figures = { scenarios, insertP95: percentile(writes, 95), insertP50: percentile(writes, 50) };
  const capacity = CAPACITY_CONNECTIONS;
  printTable(
    [
      'scenario (cache off)',
      'p95 @1',
      'p95 @4',
      'p50 @4',
      `req/s @${capacity}`,
      `p95 @${capacity}`,
      'errors',
      'cached p95 @4',
      `cached req/s @${capacity}`,
      'memory req/s',
      'off/memory',
      `CPU ms/req @${capacity}: server, database, load`,
    ],
    Object.entries(scenarios).map(([name, m]) => {
      const full = at(m.server, capacity);
      return [
        name,
        ms(at(m.server, 1).p95),
        ms(at(m.server, 4).p95),
        ms(at(m.server, 4).p50),
        Math.round(full.rps).toString(),
        ms(full.p95),
        LEVELS.reduce((sum, n) => sum + at(m.server, n).errors + at(m.cached, n).errors, 0).toString(),
        ms(at(m.cached, 4).p95),
        Math.round(at(m.cached, capacity).rps).toString(),
        Math.round(m.memory.rps).toString(),
        `${((100 * full.rps) / m.memory.rps).toFixed(1)}%`,
        [full.cpuMs.server, full.cpuMs.database, full.cpuMs.generator].map((n) => n.toFixed(2)).join(', '),
      ];
    }),
  );
  console.log(
    `gig insert, one at a time (${WRITES}): p50 ${ms(figures.insertP50)} ms, p95 ${ms(figures.insertP95)} ms`,
  );
  return figures;
}

/** QUALITY.md's p95 at 4 connections, cache off: search 30 ms, every other scenario 15 ms. */
const latencyBudget = (scenario: string) => (scenario === 'full-text search' ? 30 : 15);

export async function run(): Promise<Figures> {
  const sizes = requestedSizes();
  const figures: Record<string, TargetFigures> = {};
  // The buffer pool decides whether a large catalogue's pages are read from it or copied in (decision 0115).
  const sharedBuffers = (await adminQuery<{ shared_buffers: string }>('show shared_buffers')).rows[0]?.shared_buffers;
  for (const size of sizes) {
    const data = await ensureBenchData(size);
    console.log(
      `\n--- ${size.toLocaleString('en-US')} gigs, PostgreSQL (${data.reused ? 'reused' : `generated in ${data.seconds.toFixed(1)} s`}; shared_buffers ${sharedBuffers})`,
    );
    figures[String(size)] = await measureTarget({ label: String(size), database: benchDatabaseUrl(size) });
  }
  const smallest = Math.min(...sizes);
  const largest = Math.max(...sizes);
  let pglite: TargetFigures | undefined;
  if (withPglite()) {
    const data = await ensurePgliteData(smallest);
    console.log(
      `\n--- ${smallest.toLocaleString('en-US')} gigs, PGlite (${data.reused ? 'reused' : `generated in ${data.seconds.toFixed(1)} s`})`,
    );
    pglite = await measureTarget({ label: 'pglite', database: `pglite:${benchPgliteDir(smallest)}` });
  }

  const budgets: string[][] = [];
  const scenarioAt = (size: number, scenario: string) => figures[String(size)]?.scenarios[scenario];
  for (const size of [100_000, 1_000_000]) {
    for (const scenario of Object.keys(QUERY_SETS)) {
      const m = scenarioAt(size, scenario);
      if (!m) continue;
      const p95 = at(m.server, 4).p95;
      const label = `${scenario} p95 @4 at ${size.toLocaleString('en-US')} (cache off)`;
      budgets.push([label, `${ms(p95)} ms`, `${latencyBudget(scenario)} ms`, verdict(p95, latencyBudget(scenario))]);
    }
  }
  if (largest > smallest) {
    for (const scenario of Object.keys(QUERY_SETS)) {
      const a = scenarioAt(smallest, scenario);
      const b = scenarioAt(largest, scenario);
      if (a && b) {
        const growth = at(b.server, 4).p95 / at(a.server, 4).p95;
        budgets.push([
          `${scenario} p95 @4 growth ${smallest}→${largest} (cache off)`,
          `${growth.toFixed(2)}x`,
          '2x',
          verdict(growth, 2),
        ]);
      }
    }
  }
  if (pglite) {
    for (const [scenario, m] of Object.entries(pglite.scenarios)) {
      const p95 = at(m.server, 4).p95;
      budgets.push([
        `${scenario} p95 @4 on PGlite at ${smallest} (cache off)`,
        `${ms(p95)} ms`,
        '50 ms',
        verdict(p95, 50),
      ]);
    }
  }
  console.log('');
  printTable(['budget', 'measured', 'budget', 'verdict'], budgets);
  return { connections: LEVELS, seconds: SECONDS, sizes: figures, ...(pglite ? { pglite } : {}), budgets };
}
