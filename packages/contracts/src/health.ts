/**
 * Health checks, for people and for orchestrators (a load balancer, a
 * container runtime): `/api/health/live` says the process answers (restart it
 * if not), `/api/health/ready` says it can serve (send it traffic if so).
 *
 * | Method | Path              | Auth | Answer |
 * |--------|-------------------|------|--------|
 * | GET    | /api/health       | none | 200 Health; 503 UNAVAILABLE while the database cannot be reached |
 * | GET    | /api/health/live  | none | 200 Liveness, without touching the database |
 * | GET    | /api/health/ready | none | 200 Readiness; 503 UNAVAILABLE while the database cannot be reached or migrations are pending |
 */
import { z } from 'zod';

export const HEALTH_PATH = '/api/health';
export const HEALTH_LIVE_PATH = '/api/health/live';
export const HEALTH_READY_PATH = '/api/health/ready';

const databaseKindSchema = z.enum(['pglite', 'postgresql']);

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: databaseKindSchema,
});
export type Health = z.infer<typeof healthSchema>;

export const livenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof livenessSchema>;

export const readinessSchema = z.object({
  status: z.literal('ok'),
  database: databaseKindSchema,
  /** The migrations this server knows, all applied. */
  migrations: z.number().int(),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** Why a server is not ready (the 503's message). */
export const READINESS_TEXTS = {
  databaseUnreachable: 'The database cannot be reached',
  redisUnreachable: 'Redis (REDIS_URL) cannot be reached',
  storageUnreachable: 'The file storage (S3_BUCKET) cannot be reached',
  migrationsPending: (n: number) => `${n} database ${n === 1 ? 'migration is' : 'migrations are'} not applied yet`,
} as const;

/** Prometheus metrics (text format 0.0.4); not under /api: a scraper's, not the app's. */
export const METRICS_PATH = '/metrics';
