import type { Clock } from '../../clock.ts';
import type { Sweep } from '../housekeeping/housekeeping.ts';
import type { DbOrTx } from '../../db/client.ts';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@teenfreelance/contracts/uploads';
import { rateLimited } from '../../http/errors.ts';
import { deleteCountersBefore } from './rate-limits.repository.ts';
import { databaseCounters, type Counter, type CounterStore } from './counters.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';
import type { ReasonOf } from '@teenfreelance/contracts/errors';

/**
 * Rate limits shared by every server process: counted in the database
 * (docs/decisions/0016), or in Redis when REDIS_URL is set (0080), never in a
 * process's memory. Each key has a window that begins at its first hit (no
 * shared boundary where a burst gets twice the allowance) and a count, changed
 * atomically (one upsert, or one Lua script).
 */
export interface RateLimitRule {
  /** Hits allowed per window. */
  max: number;
  /** At most a day. */
  windowSeconds: number;
}

export interface RateLimitState {
  /** Hits counted in the current window (by `hit`, this one included). */
  count: number;
  /** `hit`: this hit is within `max`. `peek`: one more hit would be. */
  isAllowed: boolean;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

/** Windows are at most a day long; counters older than this are swept. */
/** Counters whose window began this long ago can limit nothing more: housekeeping removes them. */
const SWEEP_AFTER_MS = DAY_MS;

function secondsLeft(windowStart: Date, rule: RateLimitRule, now: Date): number {
  return Math.max(1, Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000));
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

/** The delay that `failures` failures impose after the latest of them, in seconds (0: none). */
function slowDownDelaySeconds(failures: number, rule: SlowDownRule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** (failures - rule.freeFailures));
}

/** Whole seconds still to wait before another attempt under `rule` (0: may try now). */
function waitSeconds(failures: RecentEvents, rule: SlowDownRule, now: Date): number {
  if (!failures.lastAt) return 0;
  const until = failures.lastAt.getTime() + slowDownDelaySeconds(failures.count, rule) * 1000;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** Uploads per user, gig pictures and profile pictures together (contracts/uploads.ts). */
export const UPLOADS_PER_USER: RateLimitRule = { max: UPLOAD_LIMITS.maxPerMinute, windowSeconds: 60 };

/** What a refusal under a rule says, when not the general 'Too many attempts' (docs/decisions/0059). */
export interface RateLimitRefusal {
  message: string;
  reason: ReasonOf<'RATE_LIMITED'>;
}

export interface RateLimitsService {
  /**
   * Where the counters live. With 'database', a caller may count a hit inside a statement of its own
   * (the rate_limits upsert of counterHitSet) and judge it with `assertCounted` (decision 0100).
   */
  readonly store: CounterStore['kind'];
  /** Counts one hit on `key` and says whether it is still within the rule. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitState>;
  /** Reads `key`'s count without adding to it: whether one more hit would still be allowed. */
  peek(key: string, rule: RateLimitRule): Promise<RateLimitState>;
  /**
   * Counts a hit and throws RATE_LIMITED (429 with Retry-After) once `key` is over the rule. Given `tx`, the
   * database store counts the hit in that transaction (so a send whose transaction rolls back, refused ones
   * included, counts nothing); Redis counts it at once, whatever the transaction does (decision 0080).
   * `refusal` gives the 429 words of its own and a reason a client can act on.
   */
  assertWithin(key: string, rule: RateLimitRule, tx?: DbOrTx, refusal?: RateLimitRefusal): Promise<void>;
  /** Throws RATE_LIMITED as `assertWithin` does, for a hit another statement counted (`counter` after it). */
  assertCounted(counter: Counter, rule: RateLimitRule, refusal?: RateLimitRefusal): void;
  /** Forgets `key`'s counter, e.g. an account's failed sign-ins once it signs in or resets its password. */
  clear(key: string): Promise<void>;
  /** Counts one event (e.g. a failed sign-in) on `key`; a key quiet for `forgetAfterSeconds` starts over. */
  recordRecentEvent(key: string, forgetAfterSeconds: number): Promise<RecentEvents>;
  /** The events on `key` that are not yet forgotten, without adding one. */
  readRecentEvents(key: string, forgetAfterSeconds: number): Promise<RecentEvents>;
  /** Whole seconds the failures recorded on `key` still make the next attempt wait under `rule` (0: none). */
  slowDownWaitSeconds(key: string, rule: SlowDownRule): Promise<number>;
  /**
   * Counts one upload by `userId` and refuses it (429 with the seconds to wait)
   * beyond UPLOADS_PER_USER. Called before the body is read, so a refused upload
   * costs neither bandwidth nor image decoding.
   */
  assertUploadAllowed(userId: string): Promise<void>;
}

export interface RateLimitsServiceDeps {
  /** The counters' table; a caller inside a transaction may pass a service made on its transaction. */
  db: DbOrTx;
  clock: Clock;
  /** Where the counters live: the table in `db` unless given (Redis with REDIS_URL, app.ts). */
  counters?: CounterStore;
}

export function createRateLimitsService({
  db,
  clock,
  counters = databaseCounters(db),
}: RateLimitsServiceDeps): RateLimitsService {
  const stateAfterHit = (counter: Counter, rule: RateLimitRule, now: Date): RateLimitState => ({
    count: counter.count,
    isAllowed: counter.count <= rule.max,
    retryAfterSeconds: secondsLeft(counter.windowStart, rule, now),
  });

  async function hit(key: string, rule: RateLimitRule, tx?: DbOrTx): Promise<RateLimitState> {
    const now = clock.now();
    return stateAfterHit(await counters.increment(key, now, rule.windowSeconds, tx), rule, now);
  }

  function assertAllowed(state: RateLimitState, refusal: RateLimitRefusal | undefined): void {
    if (!state.isAllowed) throw rateLimited(state.retryAfterSeconds, refusal?.message, refusal?.reason);
  }

  async function readRecentEvents(key: string, forgetAfterSeconds: number): Promise<RecentEvents> {
    const counter = await counters.read(key);
    if (!counter || counter.windowStart.getTime() + forgetAfterSeconds * 1000 <= clock.now().getTime())
      return { count: 0, lastAt: undefined };
    return { count: counter.count, lastAt: counter.windowStart };
  }

  return {
    store: counters.kind,
    hit,
    readRecentEvents,

    async peek(key, rule) {
      const now = clock.now();
      const counter = await counters.read(key);
      if (!counter || counter.windowStart.getTime() + rule.windowSeconds * 1000 <= now.getTime())
        return { count: 0, isAllowed: true, retryAfterSeconds: rule.windowSeconds };
      return {
        count: counter.count,
        isAllowed: counter.count < rule.max,
        retryAfterSeconds: secondsLeft(counter.windowStart, rule, now),
      };
    },

    async assertWithin(key, rule, tx, refusal) {
      assertAllowed(await hit(key, rule, tx), refusal);
    },

    assertCounted(counter, rule, refusal) {
      assertAllowed(stateAfterHit(counter, rule, clock.now()), refusal);
    },

    async clear(key) {
      await counters.remove(key);
    },

    async recordRecentEvent(key, forgetAfterSeconds) {
      const now = clock.now();
      const counter = await counters.record(key, now, forgetAfterSeconds);
      return { count: counter.count, lastAt: counter.windowStart };
    },

    async slowDownWaitSeconds(key, rule) {
      return waitSeconds(await readRecentEvents(key, rule.forgetAfterSeconds), rule, clock.now());
    },

    async assertUploadAllowed(userId) {
      const state = await hit(`uploads:user:${userId}`, UPLOADS_PER_USER);
      if (state.isAllowed) return;
      throw rateLimited(state.retryAfterSeconds, UPLOAD_MESSAGES.tooFast, 'UPLOAD_RATE');
    },
  };
}

/** Housekeeping: the counters old enough to limit nothing more (issue 40). */
export function oldRateLimitCountersSweep(db: DbOrTx): Sweep {
  return {
    name: 'old-rate-limit-counters',
    removeBatch: (now, limit) => deleteCountersBefore(db, new Date(now.getTime() - SWEEP_AFTER_MS), limit),
  };
}
