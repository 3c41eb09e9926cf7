/**
 * bench api: the real server (buildApp, own process) on a generated catalogue
 * of each size (bench/data.ts), measured with autocannon at 32 connections:
 * explore in the default sort with its count, explore with filters, and
 * full-text search, each beside the same server answering the same bytes from
 * memory. Reports p50/p95/p99 latency and requests per second.
 *
 * Budgets (issue 4, QUALITY.md): explore p95 ≤ 20 ms at 100,000 gigs; search
 * p95 ≤ 30 ms at 1,000,000; at most 2x growth of p95 from the smallest to the
 * largest size measured. Sizes: --sizes=10000,100000 (default); add 1000000
 * explicitly: `npm run bench -- api --sizes=10000,100000,1000000`.
 * BENCH_API_SECONDS sets the duration of each measurement (default 8).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchDatabaseUrl, ensureBenchData, requestedSizes } from './data.ts';
import { printTable, verdict, type Figures } from './lib/report.ts';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 8);
const WARMUP_SECONDS = 2;

/** Each scenario rotates through its paths so the database cannot answer one cached plan/page only. */
const SCENARIOS: Record<string, string[]> = {
  'explore (default sort + count)': ['/api/gigs', '/api/gigs?page=2', '/api/gigs?sort=newest'],
  'explore with filters': [
    '/api/gigs?category=web-development&minPrice=20&maxPrice=150&minRating=4&maxDelivery=7&sort=price-asc',
    '/api/gigs?category=music&minRating=3&sort=rating',
    '/api/gigs?minPrice=50&maxPrice=120&maxDelivery=3&proOnly=true',
    '/api/gigs?category=graphic-design&maxDelivery=1&sort=newest',
  ],
  'full-text search': [
    '/api/gigs?search=logo',
    '/api/gigs?search=website%20design',
    '/api/gigs?search=podcast%20intro',
    '/api/gigs?search=cute%20stickers',
    '/api/gigs?search=translate%20spanish',
    '/api/gigs?search=minecraft',
  ],
};

interface Measurement {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function load(base: string, paths: string[], seconds: number): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode !== 200) errors += 1;
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    errors: errors + result.errors + result.timeouts,
  };
}

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
  total: string;
  /** The database path: explore cache off. */
  server: Measurement;
  /** The same server with its explore cache on (decision 0024). */
  cached: Measurement;
  memory: Measurement;
}

async function measureServer(
  size: number,
  exploreCacheMs: number,
  withMemory: boolean,
): Promise<Record<string, { total: string; server: Measurement; memory?: Measurement }>> {
  const { child, base } = await startServer(benchDatabaseUrl(size), exploreCacheMs);
  try {
    const out: Record<string, { total: string; server: Measurement; memory?: Measurement }> = {};
    for (const [name, paths] of Object.entries(SCENARIOS)) {
      const first = await fetch(`${base}${paths[0]}`);
      const body = await first.text();
      if (first.status !== 200) throw new Error(`${paths[0]} answered ${first.status}: ${body}`);
      const parsed = JSON.parse(body) as { total: number; totalIsExact: boolean };
      await load(base, paths, WARMUP_SECONDS);
      const server = await load(base, paths, SECONDS);
      let memory: Measurement | undefined;
      if (withMemory) {
        const memoryName = name.replace(/\W+/g, '-');
        await fetch(`${base}/bench/memory/${memoryName}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        memory = await load(base, [`/bench/memory/${memoryName}`], SECONDS);
      }
      out[name] = {
        total: `${parsed.total.toLocaleString('en-US')}${parsed.totalIsExact ? '' : '+'}`,
        server,
        ...(memory ? { memory } : {}),
      };
    }
    return out;
  } finally {
    await stopServer(child);
  }
}

export async function run(): Promise<Figures> {
  const sizes = requestedSizes();
  const figures: Record<string, Record<string, ScenarioFigures>> = {};
  for (const size of sizes) {
    const data = await ensureBenchData(size);
    console.log(
      `\n--- ${size.toLocaleString('en-US')} gigs (${data.reused ? 'reused' : `generated in ${data.seconds.toFixed(1)} s`})`,
    );
    const uncached = await measureServer(size, 0, true);
    const cached = await measureServer(size, 5000, false);
    const bySize: Record<string, ScenarioFigures> = {};
    for (const [name, m] of Object.entries(uncached)) {
      const c = cached[name];
      if (!c || !m.memory) continue;
      bySize[name] = { total: m.total, server: m.server, cached: c.server, memory: m.memory };
    }
    figures[String(size)] = bySize;
    printTable(
      [
        'scenario',
        'total',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'req/s',
        'errors',
        'cached p95',
        'cached req/s',
        'memory p95',
        'memory req/s',
      ],
      Object.entries(bySize).map(([name, m]) => [
        name,
        m.total,
        ms(m.server.p50),
        ms(m.server.p95),
        ms(m.server.p99),
        Math.round(m.server.rps).toString(),
        (m.server.errors + m.cached.errors).toString(),
        ms(m.cached.p95),
        Math.round(m.cached.rps).toString(),
        ms(m.memory.p95),
        Math.round(m.memory.rps).toString(),
      ]),
    );
  }

  const budgets: string[][] = [];
  const at = (size: number, scenario: string) => figures[String(size)]?.[scenario];
  // Each budget is reported for the explore cache off and on (decision 0024).
  const modes = [
    ['cache off', 'server'],
    ['cache on', 'cached'],
  ] as const;
  const explore100k = at(100_000, 'explore (default sort + count)');
  if (explore100k) {
    for (const [label, key] of modes) {
      budgets.push([
        `explore p95 at 100,000 (${label})`,
        `${ms(explore100k[key].p95)} ms`,
        '20 ms',
        verdict(explore100k[key].p95, 20),
      ]);
    }
    for (const [label, key] of modes) {
      const share = explore100k[key].rps / explore100k.memory.rps;
      budgets.push([
        `explore req/s vs memory at 100,000 (${label})`,
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
  const smallest = Math.min(...sizes);
  const largest = Math.max(...sizes);
  if (largest > smallest) {
    for (const scenario of Object.keys(SCENARIOS)) {
      const a = at(smallest, scenario)?.server.p95;
      const b = at(largest, scenario)?.server.p95;
      if (a && b) {
        const growth = b / a;
        budgets.push([
          `${scenario} p95 growth ${smallest}→${largest} (cache off)`,
          `${growth.toFixed(2)}x`,
          '2x',
          verdict(growth, 2),
        ]);
      }
    }
  }
  console.log('');
  printTable(['budget', 'measured', 'budget', 'verdict'], budgets);
  return { connections: CONNECTIONS, seconds: SECONDS, sizes: figures, budgets };
}
