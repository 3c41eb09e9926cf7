import { useRef } from 'react';
import { isApiError } from './api-client.ts';
import { isRetryableFailure, newIdempotencyKey } from './idempotency-key.ts';

export interface PayOnce {
  /** The key for this submit of `body`. */
  keyFor(body: unknown): string;
  /** Tells how the last submit failed. */
  failed(error: unknown): void;
}

/**
 * The Idempotency-Key of each submit of a payment form: the same key when the
 * same details are sent again after an answer that never came (or a server
 * failure, or a duplicate still running), so the card is charged once; a new
 * key for anything else (other details, or after a definite refusal such as
 * a declined card).
 */
export function createPayOnce(newKey: () => string = newIdempotencyKey): PayOnce {
  let last: { key: string; body: string; error: unknown } | null = null;
  return {
    keyFor(body) {
      const json = JSON.stringify(body);
      const mayReuse =
        last !== null && last.body === json && isApiError(last.error) && isRetryableFailure(last.error.status);
      const key = mayReuse && last ? last.key : newKey();
      last = { key, body: json, error: null };
      return key;
    },
    failed(error) {
      if (last) last.error = error;
    },
  };
}

/** One {@link PayOnce} for the life of a form. */
export function usePayOnce(): PayOnce {
  const ref = useRef<PayOnce | null>(null);
  ref.current ??= createPayOnce();
  return ref.current;
}
