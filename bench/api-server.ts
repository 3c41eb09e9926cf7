/**
 * The server bench/api measures, in its own process: the real app (buildApp) on
 * a bench database, plus one route that only exists here and answers cached
 * bytes from memory, as the floor of what the same server can do.
 * Usage (by bench/api.ts): node --import tsx bench/api-server.ts <database-url> [explore-cache-ms]
 * Prints `ready <port>` on stdout, then serves until killed.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openPostgres } from '../apps/api/src/db/client.ts';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: api-server.ts <database-url>');

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tf-bench-api-')),
  AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth-0123456789',
  PUBLIC_URL: 'http://127.0.0.1',
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
});
const database = await openPostgres(databaseUrl, { max: 10 });
const app = await buildApp({ config, database, logger: false, exploreCacheMs: Number(process.argv[3] ?? 0) });

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

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}\n`);
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
