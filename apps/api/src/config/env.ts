import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';
export { ConfigError } from './config-error.ts';
import { readOrCreateSecret } from './data-dir.ts';
import { DEFAULT_EARNINGS_CLEARING_DAYS } from '@teenfreelance/contracts/earnings';
import { DEFAULT_PAYOUT_SETTLE_SECONDS } from '@teenfreelance/contracts/payouts';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** A whole number of seconds from `min` to `max` (`maxInWords`: the maximum as people say it). */
const wholeSeconds = (name: string, min: number, max: number, maxInWords: string) =>
  z.coerce
    .number(`${name} must be a whole number of seconds`)
    .int(`${name} must be a whole number of seconds`)
    .min(min, min === 0 ? `${name} must be 0 or more` : `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max} (${maxInWords})`);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'PORT must be a whole number from 1 to 65535' })
    .int('PORT must be a whole number from 1 to 65535')
    .min(1, 'PORT must be a whole number from 1 to 65535')
    .max(65535, 'PORT must be a whole number from 1 to 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be a full URL such as https://teenfreelance.example').optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: booleanFlag.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('TeenFreelance <no-reply@teenfreelance.local>'),
  GOOGLE_ISSUER: z.url('GOOGLE_ISSUER must be a full URL such as https://accounts.google.com').optional(),
  OIDC_ISSUER: z.url('OIDC_ISSUER must be a full URL such as https://accounts.google.com').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('teenfreelance:'),
  S3_BUCKET: z.string().min(3, 'S3_BUCKET must be a bucket name').optional(),
  S3_ENDPOINT: z
    .url('S3_ENDPOINT must be a full URL such as https://s3.example.com or http://127.0.0.1:9000')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  EARNINGS_CLEARING_DAYS: z.coerce
    .number('EARNINGS_CLEARING_DAYS must be a whole number of days (0 makes earnings available at once)')
    .int('EARNINGS_CLEARING_DAYS must be a whole number of days (0 makes earnings available at once)')
    .min(0, 'EARNINGS_CLEARING_DAYS must be 0 or more')
    .max(365, 'EARNINGS_CLEARING_DAYS must be at most 365')
    .default(DEFAULT_EARNINGS_CLEARING_DAYS),
  PAYOUT_SETTLE_SECONDS: wholeSeconds('PAYOUT_SETTLE_SECONDS', 0, 7 * 86_400, '7 days').default(
    DEFAULT_PAYOUT_SETTLE_SECONDS,
  ),
  /** How often the family sweeps (birthdays, weekly summaries) look for work; the browser journeys shorten it. */
  FAMILY_SWEEP_SECONDS: wholeSeconds('FAMILY_SWEEP_SECONDS', 1, 3600, 'an hour').default(3600),
});

/** Every environment variable the server reads (deploy/compose.yaml is checked against them). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica for the catalogue's public reads (decision 0090); needs DATABASE_URL. */
  databaseReadUrl: string | undefined;
  publicUrl: string;
  authSecret: string;
  seedDemo: boolean;
  logLevel: string;
  /** SMTP server for outgoing mail; without it mail goes to the outbox table and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Google sign-in (OpenID Connect); undefined when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set. */
  google: GoogleConfig | undefined;
  /**
   * Which peers may tell us the client's address in `X-Forwarded-For` (Fastify's `trustProxy`):
   * false (the socket's address is the client's), a hop count, or the proxies' addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** Redis for the rate limits' counters (decision 0080); without it they are rows in the database. */
  redisUrl: string | undefined;
  /** Put before every key this server writes to Redis, so that several deployments can share one. */
  redisKeyPrefix: string;
  /** The bucket for uploaded files when S3_BUCKET is set (decision 0081); undefined: files in DATA_DIR. */
  s3: S3Settings | undefined;
  /** When set, GET /metrics needs `Authorization: Bearer <token>`; unset, it is open. */
  metricsToken: string | undefined;
  /** How many days a completed order's earnings stay pending before they can be withdrawn; 0 clears them at once. */
  earningsClearingDays: number;
  /** How long a simulated payout stays in transit before it is paid or fails; the payouts sweep runs as often (1 to 60 s). */
  payoutSettleSeconds: number;
  /** How often the family sweeps run (decision 0087): an hour unless FAMILY_SWEEP_SECONDS says less. */
  familySweepSeconds: number;
}

/** What S3_* configure: any S3-compatible service (AWS S3, MinIO, Garage, R2; s3rver in the tests). */
export interface S3Settings {
  bucket: string;
  /** A service other than AWS's, e.g. http://127.0.0.1:9000. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; without them the SDK's own chain (environment, instance role) is used. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
}

export type TrustProxy = false | number | string[];

export interface GoogleConfig {
  /** The OpenID issuer; its discovery document is `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * Reads and validates the environment once. Throws ConfigError with a single
 * line saying what is wrong and how to fix it.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const displayHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  const publicUrl = (e.PUBLIC_URL ?? `http://${displayHost}:${e.PORT}`).replace(/\/$/, '');
  let authSecret = e.AUTH_SECRET;
  if (!authSecret) {
    if (isProduction)
      throw new ConfigError(
        'AUTH_SECRET is required in production: set it to a random string of at least 32 characters',
      );
    authSecret = readOrCreateSecret(dataDir);
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL)
    throw new ConfigError('DATABASE_READ_URL needs DATABASE_URL: a replica is of a PostgreSQL primary');
  // The demo accounts share a password published in this repository and on /login, one of them an admin.
  if (isProduction && e.SEED_DEMO)
    throw new ConfigError(
      'SEED_DEMO cannot be on in production: the demo accounts share a published password (unset SEED_DEMO)',
    );
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    publicUrl,
    authSecret,
    // Demo data by default only on the embedded database (a PostgreSQL server is someone's real data), never in production.
    seedDemo: !isProduction && (e.SEED_DEMO ?? !e.DATABASE_URL),
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google: readGoogleConfig(e),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    s3: readS3Settings(e),
    metricsToken: e.METRICS_TOKEN,
    earningsClearingDays: e.EARNINGS_CLEARING_DAYS,
    payoutSettleSeconds: e.PAYOUT_SETTLE_SECONDS,
    familySweepSeconds: e.FAMILY_SWEEP_SECONDS,
  };
}

/** S3_*: both keys or neither (then the SDK's own chain: environment, instance role). */
function readS3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  if (!e.S3_BUCKET) return undefined;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new ConfigError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

const TRUST_PROXY_HELP =
  'Invalid TRUST_PROXY: give the number of proxies in front of the server (such as 1) or their addresses or CIDR ranges, comma-separated (such as 127.0.0.1,10.0.0.0/8)';
/** proxy-addr's names for common private ranges, which Fastify accepts in the list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset means no proxy is trusted, whatever NODE_ENV says, so a
 * client cannot choose its own address with `X-Forwarded-For`. `true` (trust
 * every peer) is refused for the same reason.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return false;
    if (hops > 10) throw new ConfigError(TRUST_PROXY_HELP);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  if (!entries.every(isProxyAddress)) throw new ConfigError(TRUST_PROXY_HELP);
  return entries;
}

/** TRUST_PROXY as Fastify's `trustProxy` option, whose types take a hop count only as a function. */
export function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  // The same rule Fastify applies to a number: trust the nearest `trust` hops.
  return (_address, hop) => hop < trust;
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

function readGoogleConfig(e: z.infer<typeof envSchema>): GoogleConfig | undefined {
  if (!e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET) return undefined;
  if (!e.GOOGLE_CLIENT_ID || !e.GOOGLE_CLIENT_SECRET)
    throw new ConfigError('Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (or neither)');
  return {
    issuer: (e.GOOGLE_ISSUER ?? e.OIDC_ISSUER ?? GOOGLE_ISSUER).replace(/\/$/, ''),
    clientId: e.GOOGLE_CLIENT_ID,
    clientSecret: e.GOOGLE_CLIENT_SECRET,
  };
}
