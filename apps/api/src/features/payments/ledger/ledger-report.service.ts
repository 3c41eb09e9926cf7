import { LEDGER_PROBLEMS_LISTED, type LedgerReport } from '@teenfreelance/contracts/admin-ledger';
import type { LedgerAccountKind } from '@teenfreelance/contracts/earnings';
import { orderNumberText } from '@teenfreelance/contracts/orders';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import {
  checkEntrySums,
  checkOrderPostings,
  sumBalancesByKind,
  type OrderRefRow,
  type UnevenPosting,
} from './ledger-report.repository.ts';

/**
 * The ledger's books for the admins (docs/decisions/0074): what each platform
 * account holds, what the sellers are owed by kind, and whether the ledger
 * agrees with itself and with the orders. Reads only; who may ask is the
 * caller's rule (the admin routes' guard).
 */
export interface LedgerReportService {
  /**
   * The balances and the four checks, read in one repeatable-read snapshot so
   * a payment committing meanwhile cannot make the checks disagree with each
   * other: (1) every entry and every posting sums to zero, (2) every account's
   * balance is the sum of its entries, (3) every order has its payment posting,
   * a completed one its completion and a cancelled, refunded one its refund,
   * (4) escrow equals the total of the orders paid and neither completed nor
   * refunded.
   */
  report(): Promise<LedgerReport>;
}

export interface LedgerReportServiceDeps {
  db: Database;
  clock: Clock;
}

const orderRef = (row: OrderRefRow) => ({ id: row.id, number: orderNumberText(row.number) });

const toUneven = (posting: UnevenPosting) => ({
  postingId: posting.postingId,
  eventKind: posting.eventKind,
  eventId: posting.eventId,
  order: posting.orderId && posting.orderNumber ? orderRef({ id: posting.orderId, number: posting.orderNumber }) : null,
  sumCents: posting.sumCents,
});

export function createLedgerReportService({ db, clock }: LedgerReportServiceDeps): LedgerReportService {
  return {
    async report() {
      const checkedAt = clock.now();
      const { balances, sums, orders } = await db.transaction(
        async (tx) => ({
          balances: await sumBalancesByKind(tx),
          sums: await checkEntrySums(tx, LEDGER_PROBLEMS_LISTED),
          orders: await checkOrderPostings(tx, LEDGER_PROBLEMS_LISTED),
        }),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const of = (kind: LedgerAccountKind) => balances.get(kind) ?? 0;
      const lacking = (gap: { count: number; orders: OrderRefRow[] }) => ({
        count: gap.count,
        orders: gap.orders.map(orderRef),
      });
      return {
        checkedAt: checkedAt.toISOString(),
        platform: {
          // The outside world's account goes negative as cards pay in; shown as what came in.
          cardPaymentsCents: -of('card_payments'),
          escrowCents: of('escrow'),
          platformFeesCents: of('platform_fees'),
          proPlanRevenueCents: of('pro_plan_revenue'),
        },
        sellers: {
          pendingCents: of('seller_pending'),
          availableCents: of('seller_available'),
          inTransitCents: of('payouts_in_transit'),
          paidOutCents: of('paid_out'),
        },
        checks: {
          zeroSum: {
            ok: sums.ledgerSumCents === 0 && sums.unevenCount === 0,
            ledgerSumCents: sums.ledgerSumCents,
            unevenCount: sums.unevenCount,
            uneven: sums.uneven.map(toUneven),
          },
          accounts: { ok: sums.driftedCount === 0, driftedCount: sums.driftedCount, drifted: sums.drifted },
          orders: {
            ok:
              orders.withoutPayment.count === 0 &&
              orders.withoutCompletion.count === 0 &&
              orders.withoutRefund.count === 0,
            withoutPayment: lacking(orders.withoutPayment),
            withoutCompletion: lacking(orders.withoutCompletion),
            withoutRefund: lacking(orders.withoutRefund),
          },
          escrow: {
            ok: of('escrow') === orders.openOrdersCents,
            escrowCents: of('escrow'),
            expectedCents: orders.openOrdersCents,
          },
        },
      };
    },
  };
}
