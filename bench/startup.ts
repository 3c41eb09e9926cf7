/**
 * bench startup: time from spawning `node scripts/start.mjs` until GET /api/health
 * answers 200, on a fresh DATA_DIR (create, migrate, seed) and on an existing one.
 * Budgets (docs QUALITY.md): warm start at most 3 s, first run at most 15 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, startServer } from '../e2e/fixtures/server.ts';
import { printTable, summarize, verdict, type Figures, type Summary } from './lib/report.ts';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const BUDGET_FIRST_MS = 15_000;
const BUDGET_WARM_MS = 3_000;

interface Measured {
  readyMs: number;
  stopMs: number;
}

async function measure(dataDir: string): Promise<Measured> {
  const server = await startServer({ dataDir, timeoutMs: 120_000 });
  const stopMs = await server.stop();
  return { readyMs: server.readyMs, stopMs };
}

function newDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'teenfreelance-bench-startup-'));
}

export async function run(): Promise<Figures> {
  const dataDirs: string[] = [];
  try {
    console.log('Building web and api first, so that no run below includes a build...');
    if (!buildApp()) {
      // No build script: start.mjs builds what is missing on its first start; do that one untimed.
      const dir = newDataDir();
      dataDirs.push(dir);
      await measure(dir);
    }

    const first: Measured[] = [];
    for (let i = 1; i <= RUNS; i += 1) {
      const dir = newDataDir();
      dataDirs.push(dir);
      const result = await measure(dir);
      first.push(result);
      console.log(
        `first run ${i}/${RUNS}: ready in ${Math.round(result.readyMs)} ms (graceful stop ${Math.round(result.stopMs)} ms)`,
      );
    }

    // Warm starts reuse the data directory the last first run created.
    const warmDir = dataDirs[dataDirs.length - 1] ?? newDataDir();
    const warm: Measured[] = [];
    for (let i = 1; i <= RUNS; i += 1) {
      const result = await measure(warmDir);
      warm.push(result);
      console.log(
        `warm start ${i}/${RUNS}: ready in ${Math.round(result.readyMs)} ms (graceful stop ${Math.round(result.stopMs)} ms)`,
      );
    }

    const firstSummary = summarize(first.map((m) => m.readyMs));
    const warmSummary = summarize(warm.map((m) => m.readyMs));
    const stopSummary = summarize([...first, ...warm].map((m) => m.stopMs));
    const row = (label: string, summary: Summary, budget: number | undefined): string[] => [
      label,
      String(summary.runs),
      String(Math.round(summary.median)),
      String(Math.round(summary.min)),
      String(Math.round(summary.max)),
      budget === undefined ? '' : String(budget),
      budget === undefined ? '' : verdict(summary.median, budget),
    ];
    console.log('');
    printTable(
      ['start', 'runs', 'median ms', 'min ms', 'max ms', 'budget ms', 'median vs budget'],
      [
        row('first run (fresh DATA_DIR)', firstSummary, BUDGET_FIRST_MS),
        row('warm start (existing DATA_DIR)', warmSummary, BUDGET_WARM_MS),
        row('graceful stop on SIGTERM', stopSummary, undefined),
      ],
    );
    return {
      firstRunMs: firstSummary,
      warmStartMs: warmSummary,
      gracefulStopMs: stopSummary,
      budgetsMs: { firstRun: BUDGET_FIRST_MS, warmStart: BUDGET_WARM_MS },
    };
  } finally {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
