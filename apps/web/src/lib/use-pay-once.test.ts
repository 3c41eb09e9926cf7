import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { createPayOnce } from './use-pay-once.ts';

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30' };

function counter() {
  let n = 0;
  return () => `key-${(n += 1)}`;
}

describe('the Idempotency-Key of a payment form', () => {
  it('is sent again when the same details are retried after the answer never came or the server failed', () => {
    const payOnce = createPayOnce(counter());
    expect(payOnce.keyFor(card)).toBe('key-1');
    payOnce.failed(new ApiError(0, 'NETWORK_ERROR', 'offline'));
    expect(payOnce.keyFor(card)).toBe('key-1');
    payOnce.failed(new ApiError(503, 'INTERNAL', 'down'));
    expect(payOnce.keyFor(card)).toBe('key-1');
    payOnce.failed(new ApiError(409, 'CONFLICT', 'still running'));
    expect(payOnce.keyFor(card)).toBe('key-1');
  });

  it('is new after a definite refusal, for other details, and after a success', () => {
    const payOnce = createPayOnce(counter());
    expect(payOnce.keyFor(card)).toBe('key-1');
    payOnce.failed(new ApiError(422, 'UNPROCESSABLE', 'Your card was declined. Please use another card.'));
    expect(payOnce.keyFor(card)).toBe('key-2');
    payOnce.failed(new ApiError(0, 'NETWORK_ERROR', 'offline'));
    expect(payOnce.keyFor({ ...card, cardNumber: '5555 5555 5555 4444' })).toBe('key-3');
    expect(payOnce.keyFor({ ...card, cardNumber: '5555 5555 5555 4444' })).toBe('key-4');
  });
});
