import { CHECKOUT_TEXTS } from '@teenfreelance/contracts/checkout';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { payments } from '../../db/schema/payments.ts';
import { unavailable } from '../../http/errors.ts';
import type { CompleteFn } from './idempotency.ts';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider.ts';
import { declined, insertPayment } from './payment-records.ts';

type PaymentValues = typeof payments.$inferInsert;
export type SucceededCharge = Extract<ChargeResult, { status: 'succeeded' }>;

export interface ChargeOnceDeps {
  db: Database;
  clock: Clock;
  paymentProvider: PaymentProvider;
  log: FastifyBaseLogger;
}

export interface ChargeOnceRequest<T> {
  /** The `complete` of the idempotent request this runs in (payments/idempotency.ts). */
  complete: CompleteFn<T>;
  charge: ChargeRequest;
  /** The payment row's fields known before the charge (who, what for, how much). */
  payment: Pick<PaymentValues, 'userId' | 'purpose' | 'amountCents'>;
  /** Work after a successful charge that must not be part of the write (it commits on its own). */
  beforeWrite?: () => Promise<void>;
  /**
   * Writes what was paid for and its payment row (`payment`, status
   * `succeeded`), and stores the answer with `complete`, in `tx`.
   */
  write(tx: DbOrTx, paid: { result: SucceededCharge; payment: PaymentValues; now: Date }): Promise<T>;
  /** What the person is told when the write fails after the charge: the charge is refunded. */
  notRecorded: string;
}

/**
 * Asks the provider for a charge; a provider that fails or cannot be reached
 * (not a decline) is logged and answered 503 with checkout's words.
 */
export async function chargeOrUnavailable(
  { paymentProvider, log }: Pick<ChargeOnceDeps, 'paymentProvider' | 'log'>,
  request: ChargeRequest,
): Promise<ChargeResult> {
  try {
    return await paymentProvider.charge(request);
  } catch (error) {
    log.error({ err: error }, 'payment provider failed');
    throw unavailable(CHECKOUT_TEXTS.retryLater);
  }
}

/** A payment row's fields for one attempt: who and what for, the provider and the card it names. */
export function paymentAttempt<P extends Pick<PaymentValues, 'userId' | 'purpose' | 'amountCents'>>(
  payment: P,
  paymentProvider: Pick<PaymentProvider, 'name'>,
  result: ChargeResult,
) {
  return { ...payment, provider: paymentProvider.name, cardBrand: result.cardBrand, cardLast4: result.cardLast4 };
}

/**
 * Charges first, then one transaction writes the effects, the payment and the
 * stored answer; a declined card is recorded with its refusal as the answer,
 * and a write that fails after the charge refunds it and stores that failure,
 * so no retry with the key ever charges or grants anything again (orders and
 * the Pro plan alike; the provider's key is the caller's).
 */
export function createChargeOnce(deps: ChargeOnceDeps) {
  const { db, clock, paymentProvider } = deps;

  return async function chargeOnce<T>(request: ChargeOnceRequest<T>): Promise<T> {
    const result = await chargeOrUnavailable(deps, request.charge);
    const attempt = paymentAttempt(request.payment, paymentProvider, result);
    if (result.status === 'declined') {
      const refusal = declined(result.declineCode);
      await db.transaction(async (tx) => {
        await insertPayment(tx, {
          ...attempt,
          status: 'declined',
          declineCode: result.declineCode,
          createdAt: clock.now(),
        });
        await request.complete(tx, { status: refusal.status, error: refusal });
      });
      throw refusal;
    }

    await request.beforeWrite?.();
    const now = clock.now();
    try {
      return await db.transaction((tx) =>
        request.write(tx, {
          result,
          payment: { ...attempt, status: 'succeeded', providerRef: result.chargeRef, createdAt: now },
          now,
        }),
      );
    } catch (error) {
      // Charged, but not recorded: the money goes back, and every retry with the key is told so.
      deps.log.error({ err: error }, 'payment not recorded after its charge: refunding');
      await paymentProvider.refund(result.chargeRef);
      const failure = unavailable(request.notRecorded);
      await db.transaction(async (tx) => {
        await insertPayment(tx, {
          ...attempt,
          status: 'refunded',
          providerRef: result.chargeRef,
          createdAt: now,
          refundedAt: clock.now(),
        });
        await request.complete(tx, { status: failure.status, error: failure });
      });
      throw failure;
    }
  };
}

export type ChargeOnce = ReturnType<typeof createChargeOnce>;
