import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle, DbOrTx } from '../../db/client.ts';

/**
 * Publish/subscribe across server processes through PostgreSQL LISTEN/NOTIFY
 * (see docs/decisions/0021). A writer calls `publish` inside its transaction
 * (the notification is delivered on commit, never for a rolled-back write) or
 * right after it; each process keeps one listening connection and fans the
 * payloads out to its local subscribers (SSE streams, later chat sockets).
 * PGlite delivers notifications within its one process the same way.
 */

const CHANNEL_NAME = /^[a-z][a-z0-9_]{0,62}$/;

function assertChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid realtime channel name: ${channel}`);
}

/** Sends `payload` (JSON, under 8000 bytes) to every process listening on `channel`. */
export async function publish(db: DbOrTx, channel: string, payload: unknown): Promise<void> {
  assertChannel(channel);
  await db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
}

export type RealtimeListener = (payload: unknown) => void;

export interface RealtimeHub {
  /** Calls `listener` with every payload published on `channel` (by any process). Returns the unsubscribe. */
  subscribe(channel: string, listener: RealtimeListener): Promise<() => void>;
  /** Stops listening and releases the connection. */
  close(): Promise<void>;
}

/** One per process: listens on the channels its subscribers need. */
export function createRealtimeHub(database: DatabaseHandle): RealtimeHub {
  const listeners = new Map<string, Set<RealtimeListener>>();
  const listening = new Map<string, Promise<unknown>>();
  let pgClient: Promise<pg.Client> | null = null;
  const pgliteUnlisten: (() => Promise<void>)[] = [];
  let closed = false;

  const dispatch = (channel: string, raw: string | undefined) => {
    let payload: unknown;
    try {
      payload = JSON.parse(raw ?? 'null');
    } catch {
      return;
    }
    for (const listener of listeners.get(channel) ?? []) {
      try {
        listener(payload);
      } catch {
        // One broken subscriber never stops the others.
      }
    }
  };

  // The listening connection is a client of its own, not one of the pool's: it stays open for the process's
  // life, and the pool's queries and its end() (which waits for every pooled client) never wait for it.
  const connectPg = (pool: pg.Pool): Promise<pg.Client> => {
    const client = new pg.Client(pool.options);
    const connecting = client.connect().then(() => {
      client.on('notification', (msg) => dispatch(msg.channel, msg.payload));
      client.on('error', () => {
        // The connection dropped: reconnect and listen again on every channel.
        void client.end().catch(() => undefined);
        if (closed) return;
        pgClient = null;
        setTimeout(() => {
          if (closed) return;
          const channels = [...listening.keys()];
          listening.clear();
          for (const channel of channels) void listen(channel).catch(() => undefined);
        }, 1000).unref();
      });
      return client;
    });
    connecting.catch(() => {
      pgClient = null;
    });
    return connecting;
  };

  const listen = (channel: string): Promise<unknown> => {
    let pending = listening.get(channel);
    if (pending) return pending;
    if (database.pglite) {
      pending = database.pglite
        .listen(channel, (payload) => dispatch(channel, payload))
        .then((unlisten) => pgliteUnlisten.push(unlisten));
    } else if (database.pool) {
      const pool = database.pool;
      pgClient ??= connectPg(pool);
      pending = pgClient.then((client) => client.query(`LISTEN "${channel}"`));
    } else {
      pending = Promise.resolve();
    }
    listening.set(channel, pending);
    pending.catch(() => listening.delete(channel));
    return pending;
  };

  return {
    async subscribe(channel, listener) {
      assertChannel(channel);
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(listener);
      await listen(channel);
      return () => {
        set.delete(listener);
      };
    },
    async close() {
      closed = true;
      listeners.clear();
      await Promise.all(pgliteUnlisten.splice(0).map((unlisten) => unlisten().catch(() => undefined)));
      const client = pgClient;
      pgClient = null;
      if (client) {
        try {
          await (await client).end();
        } catch {
          // never connected
        }
      }
    },
  };
}
