import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { withPreparedStatements } from './pglite-statements.ts';
import * as schema from './schema.ts';

/** The database as every repository sees it, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export type DatabaseKind = 'pglite' | 'postgresql';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance, when embedded (tests snapshot it). */
  pglite?: PGlite;
  /** The pg pool, when on PostgreSQL. */
  pool?: pg.Pool;
}

/** Extensions PGlite must load on every open; PostgreSQL gets them from the migration. */
export const pgliteExtensions = { btree_gin, pg_trgm };

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
    relaxedDurability: false,
  });
  // Statements a repository names are prepared once on PGlite too (pglite-statements.ts).
  const db = drizzlePglite(withPreparedStatements(client), { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** The memory a sort or bitmap of one statement may take on each pooled connection (PostgreSQL's default: 4 MB). */
const WORK_MEM = '16MB';

function openPool(url: string, max: number, settings: string, applicationName: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    options: settings,
    // Names the connections in pg_stat_activity: the primary's from a replica's (decision 0090).
    application_name: applicationName,
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  return pool;
}

/** Each database's twin whose connections plan a named statement once (plannedOnce). */
const plannedOnceTwins = new WeakMap<Database, Database>();

/**
 * The database to prepare a named statement on whose one generic plan serves
 * every value (the pages of a category, or of all gigs: decision 0047). On
 * PostgreSQL its own few connections keep a named statement's generic plan
 * from the first run (`plan_cache_mode = force_generic_plan`): left to choose,
 * PostgreSQL compares the generic plan's cost, which assumes a tenth of the
 * rows skipped for an unknown offset, with a first page's, and planned half of
 * those pages again at every run (decision 0050). Unnamed statements (searches,
 * filtered views) stay on the other connections, planned for their values.
 * On PGlite, `db` itself.
 */
export function plannedOnce(db: Database): Database {
  return plannedOnceTwins.get(db) ?? db;
}

export async function openPostgres(
  url: string,
  options: { max?: number; applicationName?: string } = {},
): Promise<DatabaseHandle> {
  const max = options.max ?? 10;
  const name = options.applicationName ?? 'teenfreelance';
  // A search with a filter may AND the filter's bitmap with the words' (a
  // price: some 300,000 gigs at a million; a category did, 77,000, before it
  // joined the words' GIN index in decision 0103): at PostgreSQL's default
  // 4 MB the bitmap goes lossy and every gig on its pages is tested again, its
  // `search` read from TOAST (5,800 buffers against 1,200; decision 0049).
  const settings = `-c work_mem=${WORK_MEM}`;
  const pool = openPool(url, max, settings, name);
  const plannedPool = openPool(url, Math.ceil(max / 2), `${settings} -c plan_cache_mode=force_generic_plan`, name);
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  plannedOnceTwins.set(db, drizzleNodePg(plannedPool, { schema }) as unknown as Database);
  let closed = false;
  return {
    db,
    kind: 'postgresql',
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), plannedPool.end()]);
    },
  };
}

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
export async function selectRows<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}
