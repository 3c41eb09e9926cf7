import { isIP } from 'node:net';
import type { DbOrTx } from '../../db/client.ts';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@teenfreelance/contracts/uploads';
import { AppError, rateLimited } from '../../http/errors.ts';
import {
  deleteCounter,
  deleteCountersBefore,
  incrementCounter,
  readCounter,
  recordEvent,
} from './rate-limits.repository.ts';

/**
 * Rate limits kept in the database, so that every server process on one
 * PostgreSQL shares them (docs/decisions/0016). Each key has a window that
 * begins at its first hit (no shared boundary where a burst gets twice the
 * allowance) and a count, changed with one atomic upsert.
 */
export interface RateLimitRule {
  /** Hits allowed per window. */
  max: number;
  /** At most a day. */
  windowSeconds: number;
}

export interface RateLimitState {
  /** Hits counted in the current window (by hitRateLimit, this one included). */
  count: number;
  /** hitRateLimit: this hit is within `max`. peekRateLimit: one more hit would be. */
  isAllowed: boolean;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

/** Windows are at most a day long; counters older than this are swept. */
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;
/** One hit in this many also sweeps old counters, so the table stays small without a scheduler. */
const SWEEP_EVERY = 100;

function secondsLeft(windowStart: Date, rule: RateLimitRule, now: number): number {
  return Math.max(1, Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - now) / 1000));
}

/** Counts one hit on `key` and says whether it is still within the rule. */
export async function hitRateLimit(
  db: DbOrTx,
  key: string,
  rule: RateLimitRule,
  now: number = Date.now(),
): Promise<RateLimitState> {
  const counter = await incrementCounter(db, key, new Date(now), rule.windowSeconds);
  if (Math.random() * SWEEP_EVERY < 1) await deleteCountersBefore(db, new Date(now - SWEEP_AFTER_MS));
  return {
    count: counter.count,
    isAllowed: counter.count <= rule.max,
    retryAfterSeconds: secondsLeft(counter.windowStart, rule, now),
  };
}

/** Reads `key`'s count without adding to it: whether one more hit would still be allowed. */
export async function peekRateLimit(
  db: DbOrTx,
  key: string,
  rule: RateLimitRule,
  now: number = Date.now(),
): Promise<RateLimitState> {
  const counter = await readCounter(db, key);
  if (!counter || counter.windowStart.getTime() + rule.windowSeconds * 1000 <= now)
    return { count: 0, isAllowed: true, retryAfterSeconds: rule.windowSeconds };
  return {
    count: counter.count,
    isAllowed: counter.count < rule.max,
    retryAfterSeconds: secondsLeft(counter.windowStart, rule, now),
  };
}

/** Counts a hit and throws RATE_LIMITED (429 with Retry-After) once `key` is over the rule. */
export async function assertWithinRateLimit(db: DbOrTx, key: string, rule: RateLimitRule): Promise<void> {
  const state = await hitRateLimit(db, key, rule);
  if (!state.isAllowed) throw rateLimited(state.retryAfterSeconds);
}

/** Forgets `key`'s counter, e.g. an account's failed sign-ins once it signs in or resets its password. */
export async function clearRateLimit(db: DbOrTx, key: string): Promise<void> {
  await deleteCounter(db, key);
}

/**
 * A slow-down instead of a lockout (docs/decisions/0029): after `freeFailures`
 * failures, each further attempt waits a delay after the latest failure that
 * doubles from `firstDelaySeconds` up to `maxDelaySeconds`, never more.
 */
export interface SlowDownRule {
  /** Failures allowed without any wait. */
  freeFailures: number;
  /** The wait after the last free failure; it doubles with each failure after that. */
  firstDelaySeconds: number;
  /** The longest wait, so that a slow-down never becomes a lockout. */
  maxDelaySeconds: number;
  /** Failures are forgotten once none has happened for this long (at most a day: older rows are swept). */
  forgetAfterSeconds: number;
}

/** Recent events on a key: how many, and when the latest was. */
export interface RecentEvents {
  count: number;
  /** Undefined when `count` is 0. */
  lastAt: Date | undefined;
}

/** Counts one event (e.g. a failed sign-in) on `key`; a key quiet for `forgetAfterSeconds` starts over. */
export async function recordRecentEvent(
  db: DbOrTx,
  key: string,
  forgetAfterSeconds: number,
  now: number = Date.now(),
): Promise<RecentEvents> {
  const counter = await recordEvent(db, key, new Date(now), forgetAfterSeconds);
  if (Math.random() * SWEEP_EVERY < 1) await deleteCountersBefore(db, new Date(now - SWEEP_AFTER_MS));
  return { count: counter.count, lastAt: counter.windowStart };
}

/** The events on `key` that are not yet forgotten, without adding one. */
export async function readRecentEvents(
  db: DbOrTx,
  key: string,
  forgetAfterSeconds: number,
  now: number = Date.now(),
): Promise<RecentEvents> {
  const counter = await readCounter(db, key);
  if (!counter || counter.windowStart.getTime() + forgetAfterSeconds * 1000 <= now)
    return { count: 0, lastAt: undefined };
  return { count: counter.count, lastAt: counter.windowStart };
}

/** The delay that `failures` failures impose after the latest of them, in seconds (0: none). */
export function slowDownDelaySeconds(failures: number, rule: SlowDownRule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** (failures - rule.freeFailures));
}

/** Whole seconds still to wait before another attempt under `rule` (0: may try now). */
export function slowDownWaitSeconds(failures: RecentEvents, rule: SlowDownRule, now: number = Date.now()): number {
  if (!failures.lastAt) return 0;
  const until = failures.lastAt.getTime() + slowDownDelaySeconds(failures.count, rule) * 1000;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/**
 * The key under which a client address is limited. An IPv6 client usually
 * holds a whole /64 and can pick a new address in it for every request, so
 * IPv6 addresses are limited per /64; IPv4-mapped IPv6 addresses as IPv4.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail] = ip.replace(/%.*$/, '').toLowerCase().split('::');
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups =
    tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** Uploads per user, gig pictures and profile pictures together (contracts/uploads.ts). */
export const UPLOADS_PER_USER: RateLimitRule = { max: UPLOAD_LIMITS.maxPerMinute, windowSeconds: 60 };

/**
 * Counts one upload by `userId` and refuses it (429 with the seconds to wait)
 * beyond UPLOADS_PER_USER. Called before the body is read, so a refused upload
 * costs neither bandwidth nor image decoding.
 */
export async function assertUploadAllowed(db: DbOrTx, userId: string): Promise<void> {
  const state = await hitRateLimit(db, `uploads:user:${userId}`, UPLOADS_PER_USER);
  if (state.isAllowed) return;
  throw new AppError(
    'RATE_LIMITED',
    UPLOAD_MESSAGES.tooFast,
    { retryAfterSeconds: state.retryAfterSeconds, reason: 'UPLOAD_RATE' },
    { 'retry-after': String(state.retryAfterSeconds) },
  );
}
