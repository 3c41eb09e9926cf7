import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import {
  findDueClearings,
  findSellerAvailable,
  hasOrderPaymentPosting,
  insertPosting,
  lockSellerPayouts,
  type Posting,
} from './ledger.repository.ts';
import {
  clearingPosting,
  orderCompletionPosting,
  orderPartialRefundPosting,
  orderPaymentPosting,
  orderRefundPosting,
  payoutPaidPosting,
  proChargePosting,
  withdrawalPosting,
  withdrawalReturnPosting,
  type WithdrawalEvent,
} from './ledger.postings.ts';

/** The scheduled sweep that clears completed orders' earnings (pending to available). */
const EARNINGS_CLEARING_TASK = 'earnings-clearing';
const EARNINGS_CLEARING_SWEEP_SECONDS = 60;
const SWEEP_BATCH = 100;

/**
 * The one way money events reach the ledger (docs/decisions/0070). Each
 * posting is written in the caller's transaction `tx`, the one that makes the
 * change it records, and at most once per event: posting an event again does
 * nothing (the database's unique key, not only this code, sees to it).
 */
export interface LedgerService {
  /** A buyer's card paid an order's total (price and fee): card payments to escrow. */
  postOrderPayment(
    tx: DbOrTx,
    payment: { paymentId: string; orderId: string; totalCents: number; at: Date },
  ): Promise<void>;
  /**
   * An order's payment went back to the buyer's card: escrow to card payments.
   * Nothing for a payment the ledger never received (an order paid before it existed).
   */
  postOrderRefund(
    tx: DbOrTx,
    payment: { paymentId: string; orderId: string; totalCents: number; at: Date },
  ): Promise<void>;
  /**
   * Part of an order's payment went back to the buyer's card as the order
   * completed by agreement: escrow to card payments (the completion posts the
   * rest). Nothing for a payment the ledger never received.
   */
  postOrderPartialRefund(
    tx: DbOrTx,
    refund: { paymentId: string; orderId: string; amountCents: number; at: Date },
  ): Promise<void>;
  /**
   * A completed order: its total (after a partial refund, what the buyer kept
   * paying: the kept price and its fee) leaves escrow, the whole price to the
   * seller's pending balance (no seller commission) and the fee to the
   * platform. The earnings clear `EARNINGS_CLEARING_DAYS` later (at once, in
   * `tx`, when that is 0). Nothing for an order whose payment the ledger never
   * received.
   */
  postOrderCompletion(
    tx: DbOrTx,
    order: { orderId: string; sellerId: string; priceCents: number; feeCents: number; at: Date },
  ): Promise<void>;
  /** A Pro plan charge: card payments to the platform's Pro revenue. */
  postProCharge(tx: DbOrTx, payment: { paymentId: string; amountCents: number; at: Date }): Promise<void>;
  /** Clears every completed order's earnings that are due (the scheduled sweep); returns how many. */
  clearDueEarnings(): Promise<number>;
  /**
   * The seller's available balance, with their payouts lock held until `tx`
   * ends: what a withdrawal may take, no other withdrawal of theirs taking it
   * meanwhile (each payout posting below takes the same lock first).
   */
  lockAvailable(tx: DbOrTx, userId: string): Promise<number>;
  /**
   * A withdrawal: available to in transit. The database refuses it (and `tx`
   * fails) when it is more than is available. True when posted, false when the
   * withdrawal was posted already.
   */
  postWithdrawal(tx: DbOrTx, withdrawal: WithdrawalEvent): Promise<boolean>;
  /** The payout reached the bank: in transit to paid out. False when posted already. */
  postPayoutPaid(tx: DbOrTx, withdrawal: WithdrawalEvent): Promise<boolean>;
  /** The bank refused the payout: in transit back to available. False when posted already. */
  postPayoutFailed(tx: DbOrTx, withdrawal: WithdrawalEvent): Promise<boolean>;
  /** The guardian declined the withdrawal or let it expire: in transit back to available. False when posted already. */
  postWithdrawalDeclined(tx: DbOrTx, withdrawal: WithdrawalEvent): Promise<boolean>;
}

export interface LedgerServiceDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  background: Pick<BackgroundQueue, 'every'>;
  /** How many days a completed order's earnings stay pending (EARNINGS_CLEARING_DAYS); 0 clears at once. */
  clearingDays: number;
}

/** A posting in or out of a seller's payouts, behind their payouts lock (taken again harmlessly when held). */
async function postPayoutEvent(tx: DbOrTx, posting: Posting, userId: string): Promise<boolean> {
  await lockSellerPayouts(tx, userId);
  return insertPosting(tx, posting);
}

export function createLedgerService(deps: LedgerServiceDeps): LedgerService {
  const { db, clock } = deps;

  async function clearDueEarnings(): Promise<number> {
    let cleared = 0;
    for (;;) {
      const now = clock.now();
      const due = await findDueClearings(db, now, SWEEP_BATCH);
      for (const item of due) {
        // Each in its own transaction; another process clearing the same order makes this one post nothing.
        if (await db.transaction((tx) => insertPosting(tx, clearingPosting(item, now)))) cleared += 1;
      }
      if (due.length < SWEEP_BATCH) return cleared;
    }
  }

  deps.background.every(EARNINGS_CLEARING_TASK, EARNINGS_CLEARING_SWEEP_SECONDS, async () => {
    const count = await clearDueEarnings();
    if (count > 0) deps.log.info({ count }, 'earnings cleared');
  });

  return {
    async postOrderPayment(tx, payment) {
      await insertPosting(tx, orderPaymentPosting(payment));
    },

    async postOrderRefund(tx, payment) {
      if (!(await hasOrderPaymentPosting(tx, payment.orderId))) return;
      await insertPosting(tx, orderRefundPosting(payment));
    },

    async postOrderPartialRefund(tx, refund) {
      if (!(await hasOrderPaymentPosting(tx, refund.orderId))) return;
      await insertPosting(tx, orderPartialRefundPosting(refund));
    },

    async postOrderCompletion(tx, order) {
      if (!(await hasOrderPaymentPosting(tx, order.orderId))) return;
      const posted = await insertPosting(tx, orderCompletionPosting(order, deps.clearingDays));
      if (posted && deps.clearingDays === 0) {
        await insertPosting(tx, clearingPosting({ ...order, amountCents: order.priceCents }, order.at));
      }
    },

    async postProCharge(tx, payment) {
      await insertPosting(tx, proChargePosting(payment));
    },

    clearDueEarnings,

    async lockAvailable(tx, userId) {
      await lockSellerPayouts(tx, userId);
      return findSellerAvailable(tx, userId);
    },
    postWithdrawal: (tx, withdrawal) => postPayoutEvent(tx, withdrawalPosting(withdrawal), withdrawal.userId),
    postPayoutPaid: (tx, withdrawal) => postPayoutEvent(tx, payoutPaidPosting(withdrawal), withdrawal.userId),
    postPayoutFailed: (tx, withdrawal) =>
      postPayoutEvent(tx, withdrawalReturnPosting('payout_failed', withdrawal), withdrawal.userId),
    postWithdrawalDeclined: (tx, withdrawal) =>
      postPayoutEvent(tx, withdrawalReturnPosting('withdrawal_declined', withdrawal), withdrawal.userId),
  };
}
