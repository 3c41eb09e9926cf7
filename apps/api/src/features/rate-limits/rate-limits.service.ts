import type { DbOrTx } from '../../db/client.ts';
import { rateLimited } from '../../http/errors.ts';
import { deleteCounter, deleteCountersBefore, incrementCounter, readCounter } from './rate-limits.repository.ts';

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
