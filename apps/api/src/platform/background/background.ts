import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import { selectRows, type DatabaseHandle, type DbOrTx } from '../../db/client.ts';

/**
 * Scheduled work that must happen (decision 0038): tasks are rows in the
 * database (pg-boss, schema `pgboss`), written inside the transaction that
 * decides them, so they survive a restart and are never sent for a
 * rolled-back write; every server process works the same queues and a task
 * is claimed by one of them (FOR UPDATE SKIP LOCKED), so it runs once.
 * Never setTimeout for work that must happen.
 */
export interface BackgroundQueue {
  /** Whether tasks are queued and worked at all (tests may turn them off). */
  readonly enabled: boolean;
  /**
   * Registers the worker of a kind of task; call before `start`. A task done is
   * kept 7 days, or `deleteAfterSeconds` (a task that carries a secret).
   */
  define<T extends object>(
    name: string,
    handler: (data: T) => Promise<void>,
    options?: { deleteAfterSeconds?: number },
  ): void;
  /**
   * Queues a task inside the caller's transaction, to run after `delaySeconds`.
   * While a task with the same `singletonKey` is waiting, another is not added.
   */
  enqueue(
    tx: DbOrTx,
    name: string,
    data: object,
    options: { delaySeconds: number; singletonKey: string },
  ): Promise<void>;
  /**
   * Registers work repeated every `intervalSeconds` (a sweep that looks for
   * what is due, e.g. orders to complete): one run at a time across processes,
   * the first as the queue starts (so a restart catches up), each next queued
   * by the one before. Call before `start`.
   */
  every(name: string, intervalSeconds: number, handler: () => Promise<void>): void;
  /**
   * Works now, in this process, the tasks of `names` that a disabled queue was
   * given (it keeps them rather than send them anywhere), and those they queue in
   * turn: how a test with the queue off receives, say, a sign-up's email. A
   * sweep registered with `every` and named here runs once first.
   */
  runHeld(names: readonly string[]): Promise<void>;
  /**
   * Each repeated task (`every`), its interval and when a run of it last
   * finished in any process (null before the first): for the metrics' lag.
   */
  lastRuns(): Promise<{ task: string; intervalSeconds: number; finishedAt: Date | null }[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface BackgroundQueueOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  enabled: boolean;
  /**
   * How late a task that comes due (a delayed one, a sweep's next run) may start: how often an idle worker
   * looks. A task queued to run at once wakes the workers on commit instead (decision 0111). pg-boss's
   * minimum is 0.5.
   */
  pollingIntervalSeconds?: number;
}

/**
 * The default for `pollingIntervalSeconds`: a quarter of the one-minute sweeps' interval. Every queue's idle
 * worker in every process polls this often; at pg-boss's usual 2 seconds, the app's 32 queues kept an idle
 * process and its database busy on 3% of a core (decision 0111). While the listener is down (a dropped
 * connection, until pg-boss reconnects) a task queued to run now also waits for the poll.
 */
const DUE_TASK_LATENESS_SECONDS = 15;

/**
 * Both databases' pg-boss options. `useListenNotify`: a task queued to run now NOTIFYs on commit and wakes
 * the workers of its queue in every process (on PGlite, within the process), so workers need not poll often.
 * `registerInstance: false`: pg-boss's registry of running instances (a row per process, a heartbeat every
 * 30 s, and an event-loop-delay monitor sampling every 20 ms for it) is for its dashboard, which the app does
 * not use; the metrics have their own (decision 0114).
 */
const SHARED_OPTIONS = { useListenNotify: true, registerInstance: false } as const;

/** Failed tasks (say the SMTP server was down) are tried again this many times, a minute or more apart. */
const RETRY_LIMIT = 5;
const RETRY_DELAY_SECONDS = 60;

export function createBackgroundQueue({
  database,
  log,
  enabled,
  pollingIntervalSeconds = DUE_TASK_LATENESS_SECONDS,
}: BackgroundQueueOptions): BackgroundQueue {
  const handlers = new Map<string, (data: object) => Promise<void>>();
  const kept = new Map<string, number>();
  const repeated = new Map<string, number>();
  /** Tasks given to a disabled queue, for `runHeld`. */
  let held: { name: string; data: object }[] = [];
  let boss: PgBoss | undefined;

  function newBoss(): PgBoss {
    if (database.pglite) {
      return new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...SHARED_OPTIONS });
    }
    const connectionString = database.pool?.options.connectionString;
    if (!connectionString) throw new Error('tasks need the PostgreSQL connection string');
    // Its own small pool (workers polling never take the requests' connections) and its listener.
    return new PgBoss({ connectionString, max: 3, ...SHARED_OPTIONS });
  }

  return {
    enabled,

    define(name, handler, options) {
      handlers.set(name, handler as (data: object) => Promise<void>);
      if (options?.deleteAfterSeconds) kept.set(name, options.deleteAfterSeconds);
    },

    every(name, intervalSeconds, handler) {
      repeated.set(name, intervalSeconds);
      handlers.set(name, async () => {
        try {
          await handler();
        } finally {
          // The next run; `short` keeps one waiting, however many processes ask.
          await boss?.send(name, {}, { startAfter: intervalSeconds, singletonKey: name });
        }
      });
    },

    async enqueue(tx, name, data, { delaySeconds, singletonKey }) {
      if (!enabled) {
        held.push({ name, data });
        return;
      }
      if (!boss) throw new Error(`task ${name} queued before the background queue started`);
      await boss.send(name, data, {
        startAfter: Math.max(0, Math.round(delaySeconds)),
        singletonKey,
        db: fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql),
      });
    },

    async runHeld(names) {
      // A disabled queue's sweeps (`every`) run once here when named, as a test moves time and asks for them.
      if (!enabled) for (const name of names) if (repeated.has(name)) await handlers.get(name)?.({});
      for (;;) {
        const due = held.filter((task) => names.includes(task.name));
        if (due.length === 0) return;
        held = held.filter((task) => !names.includes(task.name));
        for (const task of due) await handlers.get(task.name)?.(task.data);
      }
    },

    async lastRuns() {
      if (!boss || repeated.size === 0) return [];
      const names = [...repeated.keys()];
      const rows = await selectRows<{ name: string; at: number | null }>(
        database.db,
        sql`select name, extract(epoch from max(completed_on))::float8 as at from pgboss.job
          where name in (${sql.join(
            names.map((name) => sql`${name}`),
            sql`, `,
          )}) and state = 'completed' group by name`,
      );
      const finished = new Map(rows.map((row) => [row.name, row.at === null ? null : new Date(Number(row.at) * 1000)]));
      return names.map((task) => ({
        task,
        intervalSeconds: repeated.get(task) ?? 0,
        finishedAt: finished.get(task) ?? null,
      }));
    },

    async start() {
      if (!enabled || boss) return;
      const started = newBoss();
      started.on('error', (error) => log.error({ err: error }, 'background queue error'));
      // Such as its listener not starting: tasks then wait for the poll.
      started.on('warning', (warning) => log.warn({ warning }, 'background queue warning'));
      await started.start();
      const notifying = new Map((await started.getQueues()).map((queue) => [queue.name, queue.notify === true]));
      for (const [name, handler] of handlers) {
        const deleteAfterSeconds = kept.get(name);
        // `short`: one waiting task per singletonKey, however many are asked for.
        await started.createQueue(name, {
          policy: 'short',
          retryLimit: RETRY_LIMIT,
          retryDelay: RETRY_DELAY_SECONDS,
          notify: true,
          ...(deleteAfterSeconds ? { deleteAfterSeconds } : {}),
        });
        // A queue made before decision 0111 exists without `notify` (createQueue leaves an existing one be).
        if (notifying.get(name) === false) await started.updateQueue(name, { notify: true });
        // A sweep's next run is due `intervalSeconds` after the last: looked for at least that often.
        const lateness = Math.max(0.5, Math.min(pollingIntervalSeconds, repeated.get(name) ?? Infinity));
        const polling = { pollingIntervalSeconds: lateness, notifyPollingIntervalSeconds: lateness };
        await started.work<object>(name, polling, async (tasks) => {
          for (const task of tasks) await handler(task.data);
        });
      }
      boss = started;
      for (const name of repeated.keys()) await started.send(name, {}, { singletonKey: name });
    },

    async stop() {
      const stopping = boss;
      boss = undefined;
      // Lets a running task finish (it is retried elsewhere if it cannot within the timeout).
      if (stopping) await stopping.stop({ graceful: true, timeout: 10_000, close: !database.pglite });
    },
  };
}

/** Methods that never write, answered while the background queue is still starting. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Holds every request that may write (any method but GET, HEAD and OPTIONS)
 * until `started()` resolves, so that a queue started after the server
 * listens (`npm start`, decision 0053) never has a task queued before it is
 * ready: pages and reads are answered at once, a write waits for the queue a
 * task of its transaction needs. Once started, a write passes without waiting.
 */
export function holdWritesUntilStarted(app: FastifyInstance, started: () => Promise<void>): void {
  let isStarted = false;
  app.addHook('onRequest', async (request) => {
    if (isStarted || READ_ONLY_METHODS.has(request.method)) return;
    await started();
    isStarted = true;
  });
}
