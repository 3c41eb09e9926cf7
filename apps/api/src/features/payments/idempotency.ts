import { createHmac } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { ErrorBody, ErrorCode, ErrorDetails } from '@teenfreelance/contracts/errors';
import type { Clock } from '../../clock.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/payments.ts';
import { answeredBefore, type AppError, conflict, unprocessable } from '../../http/errors.ts';
import type { BackgroundQueue } from '../../platform/background/background.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';

/**
 * Requests that must take effect once, whatever the client retries: paying
 * for an order, upgrading to Pro (docs/decisions/0039). The client sends an
 * `Idempotency-Key`; the first request with it claims the key and runs; its
 * answer is stored with its effects, in the same transaction, and every retry
 * gets that answer. The same key with a different request is refused (422), a
 * retry while the first still runs is told to wait (409).
 */
export interface Idempotency {
  /**
   * Runs `work` once for this user and key. `work` must store its answer with
   * `complete(tx, answer)` inside the transaction that makes its effects; if
   * it throws before, the key is released and a retry runs afresh. Answers
   * stored as errors are thrown again as the same AppError on every retry.
   */
  run<T>(request: IdempotentRequest, work: (complete: CompleteFn<T>) => Promise<T>): Promise<IdempotentOutcome<T>>;
}

export interface IdempotentRequest {
  userId: string;
  key: string;
  /** What makes two requests the same: route and body (hashed with a server secret, never stored in clear). */
  route: string;
  body: unknown;
}

/** Stores the answer of the request, as part of the caller's transaction. */
export type CompleteFn<T> = (tx: DbOrTx, answer: StoredAnswer<T>) => Promise<void>;

export type StoredAnswer<T> = { status: number; body: T } | { status: number; error: AppError };

export interface IdempotentOutcome<T> {
  status: number;
  body: T;
  /** This answer was stored by an earlier request with the key. */
  replayed: boolean;
}

/** A request claimed this long ago that never finished (its process died) may be taken over by a retry. */
export const ABANDONED_AFTER_MS = 60_000;

/** Keys and answers are kept this long, then swept. */
export const KEPT_FOR_MS = DAY_MS;

/** Object keys sorted, so the same body always hashes alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const reused = () =>
  unprocessable('This Idempotency-Key was already used for a different request', {
    reason: 'IDEMPOTENCY_KEY_REUSED',
  });
const inUse = () =>
  conflict('This request is still being processed. Please wait a moment.', {
    reason: 'IDEMPOTENCY_KEY_IN_USE',
  });

function toStoredBody<T>(answer: StoredAnswer<T>): unknown {
  if ('error' in answer) {
    const { code, message, details } = answer.error;
    const body: ErrorBody = { error: { code, message, details: details ?? null } };
    return body;
  }
  return answer.body;
}

function errorFromStored(body: unknown): AppError {
  const { error } = body as ErrorBody;
  return answeredBefore({
    code: error.code as ErrorCode,
    message: error.message,
    details: error.details as ErrorDetails,
  });
}

/** The hourly housekeeping that forgets keys older than a day. */
export const IDEMPOTENCY_SWEEP_TASK = 'idempotency-keys-sweep';

export interface IdempotencyDeps {
  db: Database;
  clock: Clock;
  /** Keys the request fingerprints (AUTH_SECRET). */
  secret: string;
  background: Pick<BackgroundQueue, 'every'>;
}

/** Made once (services.ts) and shared by every use case that takes an Idempotency-Key. */
export function createIdempotency({ db, clock, secret, background }: IdempotencyDeps): Idempotency {
  background.every(IDEMPOTENCY_SWEEP_TASK, 3600, () => sweepIdempotencyKeys(db, clock.now()));

  const fingerprint = (route: string, body: unknown) =>
    createHmac('sha256', secret)
      .update(`${route}\n${canonical(body)}`)
      .digest('hex');

  /** Claims the key: true when this request is to run; throws or answers otherwise. */
  async function claim(userId: string, key: string, requestHash: string) {
    const now = clock.now();
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted) return { run: true as const };
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    // Swept between the insert and the read: as good as taken by another request.
    if (!row) throw inUse();
    if (row.requestHash !== requestHash) throw reused();
    if (row.state === 'done') return { run: false as const, status: row.responseStatus ?? 200, body: row.responseBody };
    // A claim whose process died: the first retry after it was abandoned takes it over.
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ updatedAt: now })
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.state, 'running'),
          lt(idempotencyKeys.updatedAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (taken) return { run: true as const };
    throw inUse();
  }

  async function release(userId: string, key: string): Promise<void> {
    await db
      .delete(idempotencyKeys)
      .where(
        and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'running')),
      );
  }

  return {
    async run<T>({ userId, key, route, body }: IdempotentRequest, work: (complete: CompleteFn<T>) => Promise<T>) {
      const claimed = await claim(userId, key, fingerprint(route, body));
      if (!claimed.run) {
        if (claimed.status >= 400) throw errorFromStored(claimed.body);
        return { status: claimed.status, body: claimed.body as T, replayed: true };
      }
      let stored: StoredAnswer<T> | undefined;
      const complete: CompleteFn<T> = async (tx, answer) => {
        await tx
          .update(idempotencyKeys)
          .set({
            state: 'done',
            responseStatus: answer.status,
            responseBody: toStoredBody(answer),
            updatedAt: clock.now(),
          })
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
        stored = answer;
      };
      try {
        const result = await work(complete);
        if (stored && 'error' in stored) throw stored.error;
        return { status: stored?.status ?? 200, body: result, replayed: false };
      } catch (error) {
        // Unless its answer was committed ('done' rows stay; a stored refusal lands here too), a retry runs afresh.
        await release(userId, key).catch(() => undefined);
        throw error;
      }
    },
  };
}

/** Deletes keys older than a day: a retry comes within minutes, not days. */
async function sweepIdempotencyKeys(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEPT_FOR_MS)));
}
