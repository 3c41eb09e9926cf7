import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { ReadReplica } from '../db/read-replica.ts';

/**
 * Set on the answer to every write that succeeded: for this long, the
 * browser's reads go to the primary, so it sees what it just wrote whatever
 * the replica's lag (decision 0090).
 */
export const RECENT_WRITE_COOKIE = 'tf.wrote';
export const READ_YOUR_WRITES_SECONDS = 10;

/**
 * Where the catalogue's public reads go (home, explore, search, categories,
 * gig and profile pages): the replica when the request may read it, else the
 * primary. Writes and every other read always use the primary.
 */
export interface CatalogueReads {
  /** The database for this request's public catalogue reads. */
  db(): Database;
  /** The primary, for a second look when the replica did not have a row (it may not have it yet). */
  primary: Database;
  /**
   * True when this request must see its own client's writes: it reads the
   * primary and bypasses shared caches that replica reads may have filled.
   */
  mustSeeOwnWrites(): boolean;
}

/** Reads without a replica: everything on the primary. */
export function primaryReads(db: Database): CatalogueReads {
  return { db: () => db, primary: db, mustSeeOwnWrites: () => false };
}

interface RequestReads {
  useReplica: boolean;
  pinned: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const RECENT_WRITE_PATTERN = new RegExp(`(?:^|;\\s*)${RECENT_WRITE_COOKIE.replace('.', '\\.')}=`);

/**
 * Routes each request's catalogue reads (decision 0090): a GET without the
 * recent-write cookie reads the replica while the replica is current; a
 * request that carries it, or any write, reads the primary. The choice is kept
 * for the request's whole async chain (AsyncLocalStorage), which includes the
 * server-rendered page's in-process reads, made with the visitor's cookie.
 * Outside a request (scheduled work) reads go to the primary.
 */
export function registerReadRouting(
  app: FastifyInstance,
  { primary, replica, secureCookie }: { primary: Database; replica: ReadReplica; secureCookie: boolean },
): CatalogueReads {
  const storage = new AsyncLocalStorage<RequestReads>();
  const cookie = [
    `${RECENT_WRITE_COOKIE}=1`,
    `Max-Age=${READ_YOUR_WRITES_SECONDS}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(secureCookie ? ['Secure'] : []),
  ].join('; ');

  app.addHook('onRequest', (request, _reply, done) => {
    const pinned = !SAFE_METHODS.has(request.method) || RECENT_WRITE_PATTERN.test(request.headers.cookie ?? '');
    storage.run({ pinned, useReplica: !pinned && replica.isCurrent() }, done);
  });
  app.addHook('onSend', async (request, reply) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) void reply.header('set-cookie', cookie);
  });

  return {
    db: () => (storage.getStore()?.useReplica ? replica.db : primary),
    primary,
    mustSeeOwnWrites: () => storage.getStore()?.pinned ?? false,
  };
}

/**
 * One read from the request's read database, asked again of the primary when
 * the replica had no row (a gig or profile made a moment ago that it has not
 * replayed yet) or when `mustBeFresh` says the row is the reader's own (their
 * edit from another device). Answers the row and the database it came from,
 * for the reads that follow.
 */
export async function readFreshEnough<T>(
  reads: CatalogueReads,
  read: (db: Database) => Promise<T | undefined>,
  mustBeFresh: (row: T) => boolean = () => false,
): Promise<{ row: T | undefined; db: Database }> {
  const db = reads.db();
  const row = await read(db);
  if (db === reads.primary || (row !== undefined && !mustBeFresh(row))) return { row, db };
  return { row: await read(reads.primary), db: reads.primary };
}
