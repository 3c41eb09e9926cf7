import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app.ts';
import type { Clock } from '../clock.ts';
import { openPostgres } from '../db/client.ts';
import type { TestContext } from './test-app.ts';

/**
 * Scheduled work after a restart, run once across processes: one process starts on `t`'s database
 * and queue and, on PostgreSQL, a second on a pool of its own (PGlite is one process); `check` runs
 * while both work, and both close after it. The caller has stopped `t.app` and moved the clock first.
 */
export async function withRestartedProcesses(
  t: TestContext,
  options: { clock: Clock; background: AppDependencies['background'] },
  check: () => Promise<void>,
): Promise<void> {
  const url = t.database.pool?.options.connectionString;
  const extra = url ? await openPostgres(url, { max: 4 }) : null;
  const processes: FastifyInstance[] = [];
  try {
    processes.push(await buildApp({ config: t.config, database: t.database, ...options }));
    if (extra) processes.push(await buildApp({ config: t.config, database: extra, ...options }));
    await Promise.all(processes.map((app) => app.ready()));
    await check();
  } finally {
    for (const app of processes) await app.close();
    await extra?.close();
  }
}
