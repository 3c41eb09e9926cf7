/**
 * bench ledger: how long the admins' Money tab takes to read the balances and
 * run the reconciliation (docs/decisions/0074) on a large ledger: about
 * `--postings=100000` postings (several sizes: `--postings=100000,1000000`) in
 * PostgreSQL (`tf_bench_ledger_{postings}`, generated once in SQL and reused),
 * and with `--pglite` in a PGlite data directory as well. Prints the median of
 * `--runs=7` reports after one warm-up, and each statement's own median.
 */
import { existsSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import path from 'node:path';
import { LEDGER_PROBLEMS_LISTED } from '../packages/contracts/src/admin-ledger.ts';
import { systemClock } from '../apps/api/src/clock.ts';
import { openPglite, openPostgres, selectRows, type DatabaseHandle } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { createLedgerReportService } from '../apps/api/src/features/payments/ledger/ledger-report.service.ts';
import {
  checkEntrySums,
  checkOrderPostings,
  sumBalancesByKind,
} from '../apps/api/src/features/payments/ledger/ledger-report.repository.ts';
import { adminQuery, databaseUrl, withPglite } from './data.ts';
import { generateLedger, type Run } from './ledger-data.ts';
import { option, printTable, summarize, type Figures } from './lib/report.ts';

/** `--postings=100000` or a list of sizes. */
function requestedPostings(): number[] {
  const raw = process.argv.find((arg) => arg.startsWith('--postings='))?.slice('--postings='.length) ?? '100000';
  const sizes = raw.split(',').map((s) => Number(s.replace(/_/g, '')));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1_000 || n > 10_000_000)) {
    throw new Error(`--postings takes whole numbers between 1,000 and 10,000,000, got ${raw}`);
  }
  return sizes;
}

/** How many postings a generated ledger holds, or null when it was never finished. */
async function heldPostings(run: Run): Promise<number | null> {
  const done = await run(`select to_regclass('public.bench_ledger_done') as t`);
  if (!done.rows[0]?.t) return null;
  const held = await run('select postings from bench_ledger_done');
  return Number(held.rows[0]?.postings ?? 0);
}

/** The PostgreSQL database of `postings` postings, generated unless it is there already. */
async function postgresLedger(postings: number): Promise<{ handle: DatabaseHandle; generatedSeconds: number }> {
  const name = `tf_bench_ledger_${postings}`;
  const exists = await adminQuery('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount !== 0) {
    const handle = await openPostgres(databaseUrl(name), { max: 2 });
    const pool = handle.pool;
    if (pool && (await heldPostings((text) => pool.query(text))) === postings) {
      await runMigrations(handle);
      return { handle, generatedSeconds: 0 };
    }
    await handle.close();
  }
  await adminQuery(`drop database if exists "${name}" with (force)`);
  await adminQuery(`create database "${name}"`);
  const started = performance.now();
  const handle = await openPostgres(databaseUrl(name), { max: 2 });
  await runMigrations(handle);
  const pool = handle.pool;
  if (!pool) throw new Error('no pool');
  await generateLedger((text) => pool.query(text), postings);
  return { handle, generatedSeconds: (performance.now() - started) / 1000 };
}

/** The same ledger in a PGlite data directory under the system's temp folder, reused between runs. */
async function pgliteLedger(postings: number): Promise<{ handle: DatabaseHandle; generatedSeconds: number }> {
  const dir = path.join(os.tmpdir(), `tf-bench-ledger-pglite-${postings}`);
  if (existsSync(dir)) {
    const handle = await openPglite({ dataDir: dir });
    const pglite = handle.pglite;
    if (pglite && (await heldPostings((text) => pglite.query(text))) === postings) {
      await runMigrations(handle);
      return { handle, generatedSeconds: 0 };
    }
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const started = performance.now();
  const handle = await openPglite({ dataDir: dir });
  await runMigrations(handle);
  const pglite = handle.pglite;
  if (!pglite) throw new Error('no PGlite');
  await generateLedger((text) => pglite.query(text), postings);
  return { handle, generatedSeconds: (performance.now() - started) / 1000 };
}

async function timed(work: () => Promise<unknown>, runs: number): Promise<number> {
  await work(); // warm-up: plans and caches
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return summarize(times).median;
}

async function measure(label: string, handle: DatabaseHandle, runs: number) {
  const { db } = handle;
  const [counts] = await selectRows<{ postings: number; entries: number; orders: number }>(
    db,
    sql`select (select count(*) from ledger_transactions)::int as postings,
          (select count(*) from ledger_entries)::int as entries,
          (select count(*) from orders)::int as orders`,
  );
  const service = createLedgerReportService({ db, clock: systemClock });
  const report = await service.report();
  const failing = Object.entries(report.checks)
    .filter(([, check]) => !check.ok)
    .map(([name]) => name);
  return {
    database: label,
    postings: counts?.postings ?? 0,
    entries: counts?.entries ?? 0,
    orders: counts?.orders ?? 0,
    allChecksPass: failing.length === 0,
    failing,
    reportMs: await timed(() => service.report(), runs),
    balancesMs: await timed(() => sumBalancesByKind(db), runs),
    entrySumsMs: await timed(() => checkEntrySums(db, LEDGER_PROBLEMS_LISTED), runs),
    orderPostingsMs: await timed(() => checkOrderPostings(db, LEDGER_PROBLEMS_LISTED), runs),
  };
}

export async function run(): Promise<Figures> {
  const runs = option('runs', 7);
  const results = [];
  for (const postings of requestedPostings()) {
    const targets = [{ label: `PostgreSQL tf_bench_ledger_${postings}`, open: () => postgresLedger(postings) }];
    if (withPglite()) targets.push({ label: `PGlite (${postings})`, open: () => pgliteLedger(postings) });
    for (const target of targets) {
      console.log(`${target.label}: generating (or reusing) about ${postings.toLocaleString('en-US')} postings...`);
      const { handle, generatedSeconds } = await target.open();
      try {
        results.push({ ...(await measure(target.label, handle, runs)), generatedSeconds });
      } finally {
        await handle.close();
      }
    }
  }
  const ms = (value: number) => value.toFixed(1);
  printTable(
    ['database', 'postings', 'entries', 'orders', 'checks', 'report ms', 'balances', 'entry sums', 'orders ms'],
    results.map((r) => [
      r.database,
      r.postings.toLocaleString('en-US'),
      r.entries.toLocaleString('en-US'),
      r.orders.toLocaleString('en-US'),
      r.allChecksPass ? 'all pass' : `FAIL: ${r.failing.join(' ')}`,
      ms(r.reportMs),
      ms(r.balancesMs),
      ms(r.entrySumsMs),
      ms(r.orderPostingsMs),
    ]),
  );
  console.log(`\n(medians of ${runs} runs after a warm-up; the report runs its three statements in one transaction)`);
  return { runs, results };
}
