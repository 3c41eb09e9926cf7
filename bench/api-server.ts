/**
 * The server bench/api measures, in its own process: the real app (buildApp) on
 * a bench database, plus one route that only exists here and answers cached
 * bytes from memory, as the floor of what the same server can do.
 * Usage (by bench/api.ts): node --import tsx bench/api-server.ts <database-url | pglite:dir> [explore-cache-ms]
 * (without it, the app's default cache). With BENCH_DATABASE_READ_URL, the catalogue reads that
 * streaming replica (decision 0090).
 * Prints `ready <port>` on stdout, then serves until killed.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import { openReadReplica } from '../apps/api/src/db/read-replica.ts';
import { gigs } from '../apps/api/src/db/schema/gigs.ts';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: api-server.ts <database-url>');

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tf-bench-api-')),
  AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth-0123456789',
  PUBLIC_URL: 'http://127.0.0.1',
  ...(databaseUrl.startsWith('pglite:') ? {} : { DATABASE_URL: databaseUrl }),
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
});
const database = databaseUrl.startsWith('pglite:')
  ? await openPglite({ dataDir: databaseUrl.slice('pglite:'.length) })
  : await openPostgres(databaseUrl, { max: 10 });
// Without the argument, the answer cache the app has by default (bench/load measures the app as shipped).
const cacheArgument = process.argv[3];
const exploreCacheMs = cacheArgument === undefined ? undefined : Number(cacheArgument);
const readUrl = process.env.BENCH_DATABASE_READ_URL;
const readReplica = readUrl ? await openReadReplica(readUrl, database) : undefined;
const app = await buildApp({
  config,
  database,
  ...(readReplica ? { readReplica } : {}),
  logger: false,
  exploreCacheMs,
});

// The same bytes, from memory: POST stores them, GET replays them.
const cached = new Map<string, Buffer>();
app.post('/bench/memory/:name', { config: {} }, async (request, reply) => {
  cached.set((request.params as { name: string }).name, Buffer.from(JSON.stringify(request.body)));
  return reply.status(204).send();
});
app.get('/bench/memory/:name', async (request, reply) => {
  const body = cached.get((request.params as { name: string }).name);
  return reply.type('application/json; charset=utf-8').send(body ?? Buffer.from('{}'));
});

// Gig writes: `count` gigs inserted one statement at a time, as the gig service
// inserts one (every index and the category counters' trigger included), each
// timed, then deleted. Answers the durations in milliseconds.
app.post('/bench/insert-gigs/:count', async (request) => {
  const count = Number((request.params as { count: string }).count);
  const durations: number[] = [];
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const [row] = await database.db
      .insert(gigs)
      .values({
        sellerId: 'bench-seller-1',
        title: `Design a playful bench logo for your band ${i}`,
        shortDescription: 'A playful logo with source files and two revisions, delivered on time.',
        description:
          'Logo design for bands and clubs: sketches, a vector logo, colour variants and source files. '.repeat(8),
        priceCents: 2500,
        deliveryDays: 3,
        categorySlug: 'graphic-design',
        tags: ['logo', 'band'],
        status: 'published',
        isPublic: true,
        isPro: false,
      })
      .returning({ id: gigs.id });
    durations.push(performance.now() - started);
    if (row) ids.push(row.id);
  }
  for (const id of ids) await database.db.delete(gigs).where(eq(gigs.id, id));
  return { durations };
});

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}\n`);
const stop = async () => {
  await app.close();
  await readReplica?.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
