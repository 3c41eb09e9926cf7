import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { METRICS_PATH } from '@teenfreelance/contracts/health';
import type { Clock } from '../../clock.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { ReadReplica } from '../../db/read-replica.ts';
import type { BackgroundQueue } from '../background/background.ts';
import { unauthenticated } from '../../http/errors.ts';
import type { Mailer } from '../email/mailer.ts';
import type { Metrics } from './metrics.ts';

/** Seconds: from a fast API answer to a slow page. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Whether an Authorization header carries `token` as a Bearer token, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Counts every answer by method, route pattern (`unmatched` for none) and
 * status, times it, and serves `GET /metrics` in Prometheus's text format:
 * open without `METRICS_TOKEN`, otherwise only with `Authorization: Bearer`
 * and the token (401 in the error shape). Register before the routes.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  const requests = metrics.counter('http_requests_total', 'HTTP requests answered, by method, route and status');
  const durations = metrics.histogram(
    'http_request_duration_seconds',
    'Time from receiving a request to answering it, by method and route',
    DURATION_BUCKETS,
  );
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      void reply.header('www-authenticate', 'Bearer');
      throw unauthenticated('The metrics need the bearer token METRICS_TOKEN names');
    }
    void reply.header('content-type', 'text/plain; version=0.0.4; charset=utf-8').header('cache-control', 'no-store');
    return metrics.render();
  });
}

/** The database connections: a PostgreSQL pool's, or PGlite's one. */
function databaseGauges(metrics: Metrics, database: DatabaseHandle): void {
  metrics.gauge('db_pool_connections', 'Database connections of this process, by state', () => {
    const pool = database.pool;
    if (!pool) return [{ labels: { state: 'total' }, value: 1 }];
    return [
      { labels: { state: 'total' }, value: pool.totalCount },
      { labels: { state: 'idle' }, value: pool.idleCount },
      { labels: { state: 'waiting' }, value: pool.waitingCount },
    ];
  });
}

/** `mailer`, counting the emails it sent and those it failed to send. */
export function countedMailer(mailer: Mailer, metrics: Metrics): Mailer {
  const sent = metrics.counter('emails_sent_total', 'Emails sent (or kept in the outbox without SMTP)');
  const failed = metrics.counter('emails_failed_total', 'Emails that could not be sent (their task is tried again)');
  return {
    transport: mailer.transport,
    async send(message) {
      try {
        await mailer.send(message);
        sent.inc();
      } catch (error) {
        failed.inc();
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}

/**
 * The gauges read from the process and the database when scraped: its
 * database connections and, for each repeated task, the seconds it is
 * overdue (since its last run in any process, less its interval; 0 when on
 * time) and when it last ran.
 */
export function processGauges(
  metrics: Metrics,
  {
    database,
    background,
    clock,
  }: { database: DatabaseHandle; background: Pick<BackgroundQueue, 'lastRuns'>; clock: Clock },
): void {
  databaseGauges(metrics, database);
  // One read of the queue serves both gauges of a scrape (render reads every gauge at once):
  // read twice, a task finishing in between had a last run in the scrape but no lag.
  let reading: ReturnType<BackgroundQueue['lastRuns']> | undefined;
  const runs = () =>
    (reading ??= background
      .lastRuns()
      .catch(() => [])
      .finally(() => {
        reading = undefined;
      }));
  metrics.gauge('scheduled_task_lag_seconds', 'Seconds a repeated task is overdue (0 when on time)', async () =>
    (await runs()).flatMap(({ task, intervalSeconds, finishedAt }) =>
      finishedAt === null
        ? []
        : [
            {
              labels: { task },
              value: Math.max(0, (clock.now().getTime() - finishedAt.getTime()) / 1000 - intervalSeconds),
            },
          ],
    ),
  );
  metrics.gauge(
    'scheduled_task_last_run_timestamp_seconds',
    'When a repeated task last finished, in any process',
    async () =>
      (await runs()).flatMap(({ task, finishedAt }) =>
        finishedAt === null ? [] : [{ labels: { task }, value: finishedAt.getTime() / 1000 }],
      ),
  );
}

/** The streaming replica of DATABASE_READ_URL (decision 0090): whether it is read, and its connections. */
export function replicaGauges(metrics: Metrics, replica: ReadReplica): void {
  metrics.gauge(
    'read_replica_current',
    'Whether the catalogue reads the streaming replica (1), or the primary while it lags or does not answer (0)',
    () => [{ value: replica.isCurrent() ? 1 : 0 }],
  );
  metrics.gauge('read_replica_pool_connections', 'Connections of this process to the read replica, by state', () => [
    { labels: { state: 'total' }, value: replica.pool.totalCount },
    { labels: { state: 'idle' }, value: replica.pool.idleCount },
    { labels: { state: 'waiting' }, value: replica.pool.waitingCount },
  ]);
}
