/**
 * bench api: the real server (buildApp, own process) on a generated catalogue
 * of each size (bench/data.ts), measured with autocannon at 32 connections:
 * QUALITY.md's explore list as it words it (one view: the first page, default
 * sort, with the total), then explore in a category or none with its count,
 * explore with filters, and full-text search, each drawing its paths from a
 * long-tailed set of 6,000 distinct views built from the catalogue's vocabulary
 * (bench/queries.ts), with the explore cache off (the database path) and on,
 * beside the same server answering the same bytes from memory. Reports
 * p50/p95/p99 latency and requests per second, the CPU time a request took
 * with the cache off (the server's, PostgreSQL's backends' and the load
 * generator's, from /proc: all three share the machine's cores), and the p95
 * of inserting one gig (every index and trigger a gig write pays).
 *
 * Budgets (QUALITY.md for its explore list, as shipped: cache on; issue 16 for
 * the long tails, cache off): at 100,000 gigs each scenario p95
 * ≤ 20 ms and ≥ 15% of the in-memory req/s; search p95 ≤ 30 ms at 1,000,000;
 * each scenario's p95 at most 2x from the smallest size to the largest; on
 * PGlite (`--pglite`, the smallest size) p95 ≤ 50 ms. Sizes:
 * --sizes=10000,100000 (default); `npm run bench -- api --sizes=10000,100000,1000000 --pglite`.
 * BENCH_API_SECONDS sets the duration of each measurement (default 8).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  benchDatabaseUrl,
  benchPgliteDir,
  ensureBenchData,
  ensurePgliteData,
  requestedSizes,
  withPglite,
} from './data.ts';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { databasePids } from './lib/cpu.ts';
import { CONNECTIONS, load, percentile, type CpuParts, type Measurement } from './lib/load.ts';
import { printTable, verdict, type Figures } from './lib/report.ts';
import { QUERY_SETS, zipfDraw } from './queries.ts';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 8);
const WARMUP_SECONDS = 2;

function startServer(databaseUrl: string, exploreCacheMs: number): Promise<{ child: ChildProcess; base: string }> {
  const script = fileURLToPath(new URL('api-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, databaseUrl, String(exploreCacheMs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\d+)/.exec(out);
      if (match) resolve({ child, base: `http://127.0.0.1:${match[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const ms = (n: number) => n.toFixed(1);

interface ScenarioFigures {
  /** The database path: explore cache off. */
  server: Measurement;
  /** The same server with its explore cache on (decision 0024). */
  cached: Measurement;
  memory: Measurement;
}

interface Target {
  label: string;
  /** A PostgreSQL URL, or `pglite:<dir>`. */
  database: string;
}

async function measureServer(
  target: Target,
  exploreCacheMs: number,
  withMemory: boolean,
): Promise<{ scenarios: Record<string, { server: Measurement; memory?: Measurement }>; writes?: number[] }> {
  const { child, base } = await startServer(target.database, exploreCacheMs);
  // PostgreSQL's backends for the bench database are found through a connection of the bench's own; PGlite runs in the server.
  const watcher = target.database.startsWith('pglite:') ? undefined : await openPostgres(target.database, { max: 1 });
  const parts: CpuParts = {
    server: () => [child.pid ?? 0],
    database: () => (watcher ? databasePids(watcher.db) : []),
    generator: () => ['self'],
  };
  try {
    const scenarios: Record<string, { server: Measurement; memory?: Measurement }> = {};
    for (const [name, makeSet] of Object.entries(QUERY_SETS)) {
      const paths = makeSet();
      // The same draws with the cache off and on.
      const first = await fetch(`${base}${paths[0]}`);
      const body = await first.text();
      if (first.status !== 200) throw new Error(`${paths[0]} answered ${first.status}: ${body}`);
      await load(base, zipfDraw(paths, 11), WARMUP_SECONDS, parts);
      const server = await load(base, zipfDraw(paths, 42), SECONDS, parts);
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
    await stopServer(child);
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
  printTable(
    [
      'scenario',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'req/s',
      'errors',
      'cached p50',
      'cached p95',
      'cached p99',
      'cached req/s',
      'memory req/s',
      'off/memory',
      'CPU ms/req: server, database, load',
    ],
    Object.entries(scenarios).map(([name, m]) => [
      name,
      ms(m.server.p50),
      ms(m.server.p95),
      ms(m.server.p99),
      Math.round(m.server.rps).toString(),
      (m.server.errors + m.cached.errors).toString(),
      ms(m.cached.p50),
      ms(m.cached.p95),
      ms(m.cached.p99),
      Math.round(m.cached.rps).toString(),
      Math.round(m.memory.rps).toString(),
      `${((100 * m.server.rps) / m.memory.rps).toFixed(1)}%`,
      [m.server.cpuMs.server, m.server.cpuMs.database, m.server.cpuMs.generator].map((n) => n.toFixed(2)).join(', '),
    ]),
  );
  console.log(
    `gig insert, one at a time (${WRITES}): p50 ${ms(figures.insertP50)} ms, p95 ${ms(figures.insertP95)} ms`,
  );
  return figures;
}

export async function run(): Promise<Figures> {
  const sizes = requestedSizes();
  const figures: Record<string, TargetFigures> = {};
  for (const size of sizes) {
    const data = await ensureBenchData(size);
    console.log(
      `\n--- ${size.toLocaleString('en-US')} gigs, PostgreSQL (${data.reused ? 'reused' : `generated in ${data.seconds.toFixed(1)} s`})`,
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
  const at = (size: number, scenario: string) => figures[String(size)]?.scenarios[scenario];
  const modes = [
    ['cache off', 'server'],
    ['cache on', 'cached'],
  ] as const;
  for (const scenario of Object.keys(QUERY_SETS)) {
    const m = at(100_000, scenario);
    if (!m) continue;
    for (const [label, key] of modes) {
      budgets.push([`${scenario} p95 at 100,000 (${label})`, `${ms(m[key].p95)} ms`, '20 ms', verdict(m[key].p95, 20)]);
    }
    for (const [label, key] of modes) {
      const share = m[key].rps / m.memory.rps;
      budgets.push([
        `${scenario} req/s vs memory at 100,000 (${label})`,
        `${(share * 100).toFixed(1)}%`,
        '≥ 15%',
        share >= 0.15 ? 'within budget' : 'OVER BUDGET',
      ]);
    }
  }
  const search1m = at(1_000_000, 'full-text search');
  if (search1m) {
    for (const [label, key] of modes) {
      budgets.push([
        `search p95 at 1,000,000 (${label})`,
        `${ms(search1m[key].p95)} ms`,
        '30 ms',
        verdict(search1m[key].p95, 30),
      ]);
    }
  }
  if (largest > smallest) {
    for (const scenario of Object.keys(QUERY_SETS)) {
      const a = at(smallest, scenario)?.server.p95;
      const b = at(largest, scenario)?.server.p95;
      if (a && b) {
        budgets.push([
          `${scenario} p95 growth ${smallest}→${largest} (cache off)`,
          `${(b / a).toFixed(2)}x`,
          '2x',
          verdict(b / a, 2),
        ]);
      }
    }
  }
  if (pglite) {
    for (const [scenario, m] of Object.entries(pglite.scenarios)) {
      budgets.push([
        `${scenario} p95 on PGlite at ${smallest} (cache off)`,
        `${ms(m.server.p95)} ms`,
        '50 ms',
        verdict(m.server.p95, 50),
      ]);
    }
  }
  console.log('');
  printTable(['budget', 'measured', 'budget', 'verdict'], budgets);
  return { connections: CONNECTIONS, seconds: SECONDS, sizes: figures, ...(pglite ? { pglite } : {}), budgets };
}
