/**
 * `npm run bench [-- name ...]`: runs the benchmarks in order (all when no name is
 * given), prints their figures and keeps them as JSON in bench/results/. Slow figures
 * never fail the run; only a benchmark that cannot run does (exit 1). The machine's
 * speed is measured before and after each benchmark and printed and kept with its
 * figures (lib/machine.ts), so a figure can be read against the machine it ran on.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeSpeed, machineSpeed } from './lib/machine.ts';
import type { Figures } from './lib/report.ts';

interface Benchmark {
  description: string;
  load: () => Promise<{ run: () => Figures | Promise<Figures> }>;
}

const BENCHMARKS: Record<string, Benchmark> = {
  startup: {
    description: 'npm start until GET /api/health answers: first run (create, migrate, seed) and warm start',
    load: () => import('./startup.ts'),
  },
  bundle: {
    description: 'gzip size of the JavaScript and CSS that / loads',
    load: () => import('./bundle.ts'),
  },
  lighthouse: {
    description:
      'Lighthouse 12 mobile scores and layout shift of /, /explore, /gig/{id}, its seller’s profile, /login, /register, /jobs and, signed in, /dashboard and /messages (demo data, npm start, Debian Chromium)',
    load: () => import('./lighthouse.ts'),
  },
  data: {
    description:
      'generated catalogues in PostgreSQL (tf_bench_{size}); --sizes=10000,100000 by default, --pglite adds PGlite',
    load: () => import('./data.ts'),
  },
  api: {
    description:
      'explore, filters and full-text search under load (autocannon; p95 at 1 and 4 connections, capacity at 32; 6,000 long-tailed views each, searches with unknown words, typos and phrases), cache off and on, and gig inserts, at each size (--pglite adds PGlite at the smallest)',
    load: () => import('./api.ts'),
  },
  search: {
    description:
      'database time of each kind of search (words, half-typed, not in the catalogue, typos, phrases) from EXPLAIN ANALYZE of the statements it sends (--pglite adds each search timed in the process on PGlite at the smallest size)',
    load: () => import('./search.ts'),
  },
  realtime: {
    description:
      'message delivery over the live channel at 100/s (one process, two processes) and idle connection cost',
    load: () => import('./realtime.ts'),
  },
  'send-path': {
    description:
      "each database step of sending a message on one connection (session lookup, send context, the send's transaction): server and PostgreSQL CPU, wall time",
    load: () => import('./send-path.ts'),
  },
  ledger: {
    description:
      "the admins' balances and ledger reconciliation on about 100,000 postings (--postings=, --pglite adds PGlite)",
    load: () => import('./ledger.ts'),
  },
  load: {
    description:
      "200 virtual users for 60 s in a mixed scenario (visitors, buyers, freelancers) on 100,000 gigs in PostgreSQL, two server processes behind a reverse proxy: 5xx, p50/p95/p99 of every request, req/s, each process's memory",
    load: () => import('./load.ts'),
  },
};

const RESULTS_DIR = fileURLToPath(new URL('results/', import.meta.url));

async function main(): Promise<number> {
  // Options such as --sizes=... are read by the benchmarks themselves.
  const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const unknown = requested.filter((name) => !(name in BENCHMARKS));
  if (unknown.length > 0) {
    console.error(`Unknown benchmark: ${unknown.join(', ')}. Available: ${Object.keys(BENCHMARKS).join(', ')}`);
    return 2;
  }
  const names = requested.length > 0 ? requested : Object.keys(BENCHMARKS);
  const failed: string[] = [];
  for (const name of names) {
    const benchmark = BENCHMARKS[name];
    if (benchmark === undefined) continue;
    console.log(`\n=== bench ${name}: ${benchmark.description}\n`);
    try {
      const { run } = await benchmark.load();
      const before = await machineSpeed();
      console.log(`Machine before: ${describeSpeed(before)}.\n`);
      const figures = await run();
      const after = await machineSpeed();
      console.log(`\nMachine after: ${describeSpeed(after)}.`);
      mkdirSync(RESULTS_DIR, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(RESULTS_DIR, `${name}-${stamp}.json`);
      const kept = { benchmark: name, at: new Date().toISOString(), machine: { before, after }, figures };
      writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
      console.log(`(figures saved to ${path.relative(process.cwd(), file)})`);
    } catch (error) {
      failed.push(name);
      console.error(
        `\nbench ${name} could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
  }
  if (failed.length > 0) {
    console.error(`\n${failed.length} benchmark(s) could not run: ${failed.join(', ')}`);
    return 1;
  }
  return 0;
}

process.exitCode = await main();
