import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { loggerOptions } from './http/logging.ts';
import { ensureWritableDir } from './config/data-dir.ts';
import { ConfigError, loadConfig, type Config } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { lockDataDir } from './db/lock.ts';
import { openReadReplica, type ReadReplica } from './db/read-replica.ts';
import { isFirstPgliteStart, openDatabase } from './db/open.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts.ts';
import { hasDemoData, prepareDemoAssets, seedDemoData } from './db/seed/seed.ts';
import type { ObjectStorage } from './platform/storage/object-storage.ts';
import { openObjectStorage } from './platform/storage/open-storage.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// From apps/api/src or apps/api/dist alike, the web build is apps/web/dist.
const WEB_DIST = path.resolve(here, '../../web/dist');
const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  process.stderr.write(`TeenFreelance could not start: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
    ensureWritableDir(config.dataDir);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let releaseLock: () => void = () => undefined;
  let database: DatabaseHandle;
  let storage: ObjectStorage;
  try {
    if (!config.databaseUrl) releaseLock = lockDataDir(config.dataDir);
    // DATA_DIR, or the bucket with S3_BUCKET (checked now: a wrong setting stops the start).
    storage = await openObjectStorage(config);
    // On a first start the demo pictures are drawn while the embedded database is created.
    const assets = config.seedDemo && isFirstPgliteStart(config) ? prepareDemoAssets(storage) : undefined;
    assets?.catch(() => undefined);
    database = await openDatabase(config, async (handle) => {
      if (config.seedDemo)
        await seedDemoData(handle.db, {
          storage,
          now: systemClock.now(),
          clearingDays: config.earningsClearingDays,
          ...(assets ? { assets } : {}),
        });
    });
  } catch (error) {
    releaseLock();
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // The catalogue's public reads go to a streaming replica with DATABASE_READ_URL (decision 0090).
  const readReplica: ReadReplica | undefined = config.databaseReadUrl
    ? await openReadReplica(config.databaseReadUrl, database)
    : undefined;
  const closeDatabases = async () => {
    await readReplica?.close();
    await database.close();
  };
  const app: FastifyInstance = await buildApp({
    config,
    database,
    ...(readReplica ? { readReplica } : {}),
    webDistDir: WEB_DIST,
    storage,
    logger: loggerOptions(config),
    // The server listens while the background queue finishes starting; writes wait for it (decision 0053).
    background: { startInBackground: true },
  });

  let closing = false;
  const shutdown = (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    app
      .close()
      .then(closeDatabases)
      .then(() => {
        releaseLock();
        process.exit(exitCode);
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        releaseLock();
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  // Nothing that must happen later (emails, sweeps) would without the background queue: a server whose
  // queue cannot start stops, as it did when the queue started before it listened.
  app.backgroundStarted.catch((error: unknown) => {
    process.stderr.write(
      `TeenFreelance could not start its background queue: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    shutdown('background queue', 1);
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await closeDatabases().catch(() => undefined);
    releaseLock();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      fail(`port ${config.port} is already in use: stop the other server or set PORT to a free port`);
    }
    throw error;
  }

  const replicaNote = readReplica ? ', catalogue reads from a replica' : '';
  const lines = [`TeenFreelance is running at ${config.publicUrl} (database: ${database.kind}${replicaNote})`];
  if (await hasDemoData(database.db)) {
    if (config.isProduction) {
      // Seeded before production refused demo data: their shared password is public, so say so loudly.
      lines.push(
        `Warning: this database holds the demo accounts (${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}), whose password is public: delete them`,
      );
    } else {
      lines.push(`Demo accounts (password: ${DEMO_PASSWORD}):`);
      for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.label.padEnd(15)} ${a.email}`);
    }
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`TeenFreelance could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
