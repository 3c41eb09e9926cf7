/**
 * bench search: the database time of each kind of search (issue 36), on the
 * generated catalogues in PostgreSQL (bench/data.ts). For each size, PER_KIND
 * texts of each kind (bench/search-texts.ts: words of the catalogue,
 * half-typed words, words it does not hold, typos, phrases), each with a sort
 * drawn and a filter in a quarter of them, are asked of the explore service
 * (the answer cache off): once to warm (the text parsed, the figures a search
 * keeps loaded), then again with every statement it sends captured. Each
 * captured statement is replayed under `EXPLAIN (ANALYZE, BUFFERS)`, and its
 * planning and execution time summed: a search's database time, without the
 * round trips. The planner's estimate (an EXPLAIN itself) counts its planning.
 * Each statement is replayed `--repeat` times (3) and its quickest run kept.
 *
 * Prints, per kind, the mean, p95 and worst database time, statements and
 * buffers a search, and how many searches were over the budget (25 ms for
 * words, 50 ms for a phrase); then the mean over a search log's proportions
 * (SEARCH_LOG_SHARES; budget 2.5 ms) and the slowest searches with their
 * statements. `--sizes=100000,1000000`; `--per-kind=40`; `--repeat=3`;
 * `--code=<dir>` measures another checkout's service (exploreServiceOn).
 *
 * `--pglite` adds the smallest size's catalogue in PGlite (`npm start`'s
 * database): there the database runs in the process, so each search is timed
 * whole, in the process, its quickest of `--repeat` runs kept (statements and
 * buffers are not read there).
 */
import os from 'node:os';
import pg from 'pg';
import { exploreQuerySchema, type ExploreFilters } from '@teenfreelance/contracts/explore';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openPglite, openPostgres, type Database } from '../apps/api/src/db/client.ts';
import { createExploreService } from '../apps/api/src/features/catalogue/search/explore.service.ts';
import {
  benchDatabaseUrl,
  benchPgliteDir,
  CATEGORY_SLUGS,
  ensureBenchData,
  ensurePgliteData,
  requestedSizes,
  withPglite,
} from './data.ts';
import { seeded } from './queries.ts';
import { option, printTable, verdict, type Figures } from './lib/report.ts';
import { SEARCH_LOG_SHARES, searchText, type SearchKind } from './search-texts.ts';

const PER_KIND = option('per-kind', 40);
/** Each statement is replayed this many times and its quickest run kept: the machine is shared, and others' work only adds. */
const REPEAT = option('repeat', 3);
const WORDS_BUDGET_MS = 25;
const PHRASE_BUDGET_MS = 50;
const MEAN_BUDGET_MS = 2.5;

const SORTS = ['recommended', 'recommended', 'recommended', 'rating', 'newest', 'price-asc', 'price-desc', 'delivery'];

/**
 * The explore service measured over `db`: this tree's, or with `--code=<dir>`
 * another checkout's (`git archive <commit> apps packages | tar -x -C <dir>`),
 * to measure the code before a change on the same catalogues.
 */
async function exploreServiceOn(db: Database) {
  const dir = process.argv.find((arg) => arg.startsWith('--code='))?.slice('--code='.length);
  const file = dir && path.resolve(dir, 'apps/api/src/features/catalogue/search/explore.service.ts');
  const create = file
    ? ((await import(pathToFileURL(file).href)) as { createExploreService: typeof createExploreService })
        .createExploreService
    : createExploreService;
  return create({ db, clock: { now: () => new Date() } });
}

interface Captured {
  text: string;
  values: unknown[];
}

interface Statement {
  ms: number;
  buffers: number;
  text: string;
}

interface Measured {
  kind: SearchKind;
  query: Record<string, string>;
  ms: number;
  buffers: number;
  statements: Statement[];
  total: number;
  exact: boolean;
  cards: number;
}

/** The searches of one run: PER_KIND of each kind, seeded, so every run and size asks the same. */
function searches(): { kind: SearchKind; query: Record<string, string> }[] {
  const random = seeded(36);
  const out: { kind: SearchKind; query: Record<string, string> }[] = [];
  for (const kind of Object.keys(SEARCH_LOG_SHARES) as SearchKind[]) {
    for (let i = 0; i < PER_KIND; i += 1) {
      const query: Record<string, string> = { search: searchText(kind, random) };
      const sort = SORTS[Math.floor(random() * SORTS.length)] ?? 'recommended';
      if (sort !== 'recommended') query.sort = sort;
      const filter = random();
      if (filter < 0.12) query.category = CATEGORY_SLUGS[Math.floor(random() * CATEGORY_SLUGS.length)] ?? 'video';
      else if (filter < 0.19) query.maxPriceCents = '3000';
      else if (filter < 0.25) query.minRating = '4';
      out.push({ kind, query });
    }
  }
  return out;
}

interface PlanJson {
  Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
  Planning?: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
  'Planning Time'?: number;
  'Execution Time'?: number;
}

/** A captured statement's database time: replayed under EXPLAIN ANALYZE, or, for the planner's estimate, its planning. */
async function replay(client: pg.Client, statement: Captured): Promise<Statement> {
  const estimate = /^explain \(format json\) /i.exec(statement.text);
  const text = estimate
    ? `explain (summary, buffers, format json) ${statement.text.slice(estimate[0].length)}`
    : `explain (analyze, buffers, format json) ${statement.text}`;
  const result = await client.query<{ 'QUERY PLAN': PlanJson[] }>(text, statement.values);
  const plan = result.rows[0]?.['QUERY PLAN'][0];
  if (!plan) throw new Error(`no plan for ${statement.text}`);
  const blocks = (node?: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number }) =>
    (node?.['Shared Hit Blocks'] ?? 0) + (node?.['Shared Read Blocks'] ?? 0);
  return {
    ms: (plan['Planning Time'] ?? 0) + (plan['Execution Time'] ?? 0),
    buffers: blocks(plan.Planning) + (estimate ? 0 : blocks(plan.Plan)),
    text: statement.text.replace(/\s+/g, ' '),
  };
}

const percentileOf = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (n: number) => n.toFixed(2);

async function measureSize(size: number) {
  await ensureBenchData(size);
  const url = benchDatabaseUrl(size);
  const handle = await openPostgres(url, { max: 2 });
  const pool = handle.pool;
  if (!pool) throw new Error('no pool');
  let captured: Captured[] | undefined;
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  (pool as unknown as { query: typeof query }).query = (config, values) => {
    if (captured) {
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      const given = values ?? (config as { values?: unknown[] }).values ?? [];
      captured.push({ text, values: given as unknown[] });
    }
    return query(config, values);
  };
  const client = new pg.Client({ connectionString: url, options: '-c work_mem=16MB' });
  await client.connect();
  const service = await exploreServiceOn(handle.db);
  const results: Measured[] = [];
  try {
    for (const { kind, query: asked } of searches()) {
      const filters: ExploreFilters = exploreQuerySchema.parse(asked);
      await service.explore(filters);
      captured = [];
      const answer = await service.explore(filters);
      const sent = captured;
      captured = undefined;
      const statements: Statement[] = [];
      for (const statement of sent) {
        const runs: Statement[] = [];
        for (let i = 0; i < REPEAT; i += 1) runs.push(await replay(client, statement));
        statements.push(runs.reduce((a, b) => (b.ms < a.ms ? b : a)));
      }
      results.push({
        kind,
        query: asked,
        ms: statements.reduce((sum, s) => sum + s.ms, 0),
        buffers: statements.reduce((sum, s) => sum + s.buffers, 0),
        statements,
        total: answer.total,
        exact: answer.totalIsExact,
        cards: answer.gigs.length,
      });
    }
  } finally {
    await client.end();
    await handle.close();
  }
  return results;
}

/** The same searches on the PGlite catalogue of `size`, each timed whole in the process (quickest of REPEAT). */
async function measurePglite(size: number): Promise<Measured[]> {
  await ensurePgliteData(size);
  const handle = await openPglite({ dataDir: benchPgliteDir(size) });
  const service = await exploreServiceOn(handle.db);
  const results: Measured[] = [];
  try {
    for (const { kind, query: asked } of searches()) {
      const filters: ExploreFilters = exploreQuerySchema.parse(asked);
      let answer = await service.explore(filters);
      let quickest = Infinity;
      for (let i = 0; i < REPEAT; i += 1) {
        const started = performance.now();
        answer = await service.explore(filters);
        quickest = Math.min(quickest, performance.now() - started);
      }
      const { total, totalIsExact: exact, gigs } = answer;
      results.push({ kind, query: asked, ms: quickest, buffers: 0, statements: [], total, exact, cards: gigs.length });
    }
  } finally {
    await handle.close();
  }
  return results;
}

function report(size: number, results: Measured[], database: 'PostgreSQL' | 'PGlite' = 'PostgreSQL') {
  const inProcess = database === 'PGlite';
  const kinds = Object.keys(SEARCH_LOG_SHARES) as SearchKind[];
  const rows = kinds.map((kind) => {
    const of = results.filter((r) => r.kind === kind);
    const times = of.map((r) => r.ms).sort((a, b) => a - b);
    const budget = kind === 'phrase' ? PHRASE_BUDGET_MS : WORDS_BUDGET_MS;
    const worst = of.reduce((a, b) => (b.ms > a.ms ? b : a));
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    return {
      kind,
      mean,
      cells: [
        kind,
        String(of.length),
        ms(mean),
        ms(percentileOf(times, 50)),
        ms(percentileOf(times, 95)),
        ms(times.at(-1) ?? 0),
        inProcess ? '-' : (of.reduce((a, r) => a + r.statements.length, 0) / of.length).toFixed(1),
        inProcess ? '-' : Math.round(Math.max(...of.map((r) => r.buffers))).toString(),
        `${of.filter((r) => r.ms > budget).length} over ${budget} ms`,
        `${new URLSearchParams(worst.query).toString()} → ${worst.total}${worst.exact ? '' : '~'}`,
      ],
    };
  });
  const measure = inProcess ? 'the search in the process' : 'database time a search';
  console.log(`\n--- ${size.toLocaleString('en-US')} gigs, ${database}: ${measure} (ms)`);
  printTable(
    ['kind', 'searches', 'mean', 'p50', 'p95', 'max', 'statements', 'max buffers', 'budget', 'slowest: query → total'],
    rows.map((r) => r.cells),
  );
  const logMean = rows.reduce((sum, r) => sum + r.mean * SEARCH_LOG_SHARES[r.kind], 0);
  console.log(
    // The budget is PostgreSQL's database time at a million gigs: a small catalogue in the process is not held to it.
    `mean over a search log's proportions: ${ms(logMean)} ms${inProcess ? '' : ` (budget ${MEAN_BUDGET_MS} ms: ${verdict(logMean, MEAN_BUDGET_MS)})`}`,
  );
  console.log('slowest searches:');
  for (const r of [...results].sort((a, b) => b.ms - a.ms).slice(0, 5)) {
    console.log(`  ${ms(r.ms)} ms  ${new URLSearchParams(r.query).toString()} → ${r.total}${r.exact ? '' : '~'}`);
    for (const s of r.statements)
      console.log(`      ${ms(s.ms).padStart(8)} ms ${s.buffers} buffers  ${s.text.slice(0, 110)}`);
  }
  return { kinds: Object.fromEntries(rows.map((r) => [r.kind, r.cells])), logMean };
}

export async function run(): Promise<Figures> {
  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(
    `load average before: ${load.join(', ')} on ${os.cpus().length} cores (the figures are noisy when others run)`,
  );
  const figures: Record<string, unknown> = {};
  for (const size of requestedSizes()) {
    const results = await measureSize(size);
    figures[String(size)] = report(size, results);
  }
  if (withPglite()) {
    const smallest = Math.min(...requestedSizes());
    figures[`pglite-${smallest}`] = report(smallest, await measurePglite(smallest), 'PGlite');
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
  return { perKind: PER_KIND, repeat: REPEAT, loadBefore: load, sizes: figures };
}
