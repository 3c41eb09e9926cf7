import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { unavailable } from '../../http/errors.ts';
import type { LedgerService } from './ledger/ledger.service.ts';
import type { PaymentProvider } from './payment-provider.ts';
import {
  findOrderPayment,
  markPaymentPartlyRefunded,
  markPaymentRefunded,
  type PaymentRow,
} from './payment-records.ts';

/**
 * What other areas ask of payments about an order's money. Orders hold no
 * payment rows and never call the provider: they go through this service,
 * which services.ts gives them.
 */
export interface PaymentsService {
  /**
   * The payment an order was paid with (succeeded, or refunded since), read
   * through `db` (a transaction's handle when the caller is inside one);
   * undefined for an order without one.
   */
  findOrderPayment(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined>;
  /**
   * Gives back an order's succeeded payment through the provider and marks it
   * refunded at `at`, in the caller's transaction `tx` (a cancellation). Does
   * nothing when nothing was charged or it was refunded already.
   *
   * @throws AppError `UNAVAILABLE` ('The refund could not be made just now, so
   * the order was not cancelled. Please try again.') when the provider fails:
   * the caller's transaction rolls back, so the order stays as it was.
   */
  refundOrderPayment(tx: DbOrTx, orderId: string, at: Date): Promise<void>;
  /**
   * Gives back `amountCents` of an order's succeeded payment through the
   * provider (an order completed with a partial refund by agreement, decision
   * 0082), records it on the payment and posts it to the ledger, in the
   * caller's transaction `tx`. Does nothing when nothing was charged or
   * something was refunded already.
   *
   * @throws AppError `UNAVAILABLE` when the provider fails: the caller's
   * transaction rolls back, so the order stays as it was.
   */
  refundOrderPart(tx: DbOrTx, orderId: string, amountCents: number, at: Date): Promise<void>;
  /**
   * Posts a completed order's money in the caller's transaction `tx` (the
   * completion's): the price to the seller's pending earnings, the fee to the
   * platform (ledger/ledger.service.ts). At most once per order.
   */
  recordOrderCompletion(
    tx: DbOrTx,
    order: { id: string; sellerId: string; priceCents: number; feeCents: number },
    at: Date,
  ): Promise<void>;
}

export interface PaymentsServiceDeps {
  paymentProvider: PaymentProvider;
  log: FastifyBaseLogger;
  ledgerService: Pick<LedgerService, 'postOrderRefund' | 'postOrderPartialRefund' | 'postOrderCompletion'>;
}

export function createPaymentsService({ paymentProvider, log, ledgerService }: PaymentsServiceDeps): PaymentsService {
  return {
    findOrderPayment,

    async refundOrderPayment(tx, orderId, at) {
      const payment = await findOrderPayment(tx, orderId);
      if (!payment || payment.status !== 'succeeded' || !payment.providerRef) return;
      try {
        await paymentProvider.refund(payment.providerRef);
      } catch (error) {
        log.error({ err: error, orderId }, 'refund failed');
        throw unavailable('The refund could not be made just now, so the order was not cancelled. Please try again.');
      }
      await markPaymentRefunded(tx, payment.id, at);
      await ledgerService.postOrderRefund(tx, { paymentId: payment.id, orderId, totalCents: payment.amountCents, at });
    },

    async refundOrderPart(tx, orderId, amountCents, at) {
      const payment = await findOrderPayment(tx, orderId);
      if (!payment || payment.status !== 'succeeded' || !payment.providerRef || payment.refundedCents !== null) return;
      try {
        // The order's key: a retry after a crash between the provider and the commit refunds the part once.
        await paymentProvider.refund(payment.providerRef, { amountCents, idempotencyKey: `partial-refund:${orderId}` });
      } catch (error) {
        log.error({ err: error, orderId }, 'partial refund failed');
        throw unavailable('The refund could not be made just now, so the order was not completed. Please try again.');
      }
      await markPaymentPartlyRefunded(tx, payment.id, amountCents, at);
      await ledgerService.postOrderPartialRefund(tx, { paymentId: payment.id, orderId, amountCents, at });
    },

    async recordOrderCompletion(tx, order, at) {
      await ledgerService.postOrderCompletion(tx, {
        orderId: order.id,
        sellerId: order.sellerId,
        priceCents: order.priceCents,
        feeCents: order.feeCents,
        at,
      });
    },
  };
}
