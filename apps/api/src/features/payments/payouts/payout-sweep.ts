import { formatMoney } from '@teenfreelance/contracts/money';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { findDueWithdrawals, moveWithdrawal, type WithdrawalRow } from './payouts.repository.ts';
import { returnWithdrawal, type WithdrawalReturnDeps } from './withdrawal-returns.ts';

const SWEEP_BATCH = 100;

export interface PayoutSweepDeps extends WithdrawalReturnDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  payoutProvider: PayoutProvider;
  ledgerService: WithdrawalReturnDeps['ledgerService'] & Pick<LedgerService, 'postPayoutPaid'>;
  /** How long a payout stays in transit before the provider is asked how it ended (PAYOUT_SETTLE_SECONDS). */
  settleSeconds: number;
}

/**
 * Moves every due withdrawal one step (docs/decisions/0071): a pending one is
 * sent to the provider (in transit); one in transit past its settlement time
 * is asked of the provider and ends paid or failed; an approval past its
 * expiry ends expired. Each step is one transaction guarded by the state it
 * leaves, and the ledger's unique keys post each event once, so a second
 * process running the same step changes nothing. Returns how many moved.
 */
export function createPayoutSweep(deps: PayoutSweepDeps): () => Promise<number> {
  const { db, clock } = deps;
  const settleMs = deps.settleSeconds * 1000;

  async function send(row: WithdrawalRow): Promise<boolean> {
    const { payoutRef } = await deps.payoutProvider.createPayout({
      accountRef: row.providerAccountRef,
      amountCents: row.amountCents,
      idempotencyKey: row.id,
    });
    const now = clock.now();
    const moved = await moveWithdrawal(db, row.id, 'pending', {
      status: 'in_transit',
      providerPayoutRef: payoutRef,
      nextStepAt: new Date(now.getTime() + settleMs),
      updatedAt: now,
    });
    return moved !== undefined;
  }

  async function settle(row: WithdrawalRow): Promise<boolean> {
    const state = await deps.payoutProvider.payoutState(row.providerPayoutRef ?? '');
    const now = clock.now();
    if (state.status === 'in_transit') {
      await moveWithdrawal(db, row.id, 'in_transit', {
        nextStepAt: new Date(now.getTime() + settleMs),
        updatedAt: now,
      });
      return false;
    }
    if (state.status === 'failed') {
      const reason = state.failureMessage || PAYOUT_TEXTS.failureOther;
      const failed = await db.transaction((tx) =>
        returnWithdrawal(deps, tx, row, { from: 'in_transit', to: 'failed', code: state.failureCode, reason, at: now }),
      );
      return failed !== undefined;
    }
    return db.transaction(async (tx) => {
      const paid = await moveWithdrawal(tx, row.id, 'in_transit', { status: 'paid', nextStepAt: null, updatedAt: now });
      if (!paid) return false;
      await deps.ledgerService.postPayoutPaid(tx, {
        withdrawalId: row.id,
        userId: row.userId,
        amountCents: row.amountCents,
        at: now,
      });
      await deps.notificationsService.notify(tx, {
        kind: 'payout_paid',
        userId: row.userId,
        amount: formatMoney(row.amountCents),
        last4: row.last4,
      });
      return true;
    });
  }

  async function expire(row: WithdrawalRow): Promise<boolean> {
    const now = clock.now();
    const expired = await db.transaction((tx) =>
      returnWithdrawal(deps, tx, row, {
        from: 'awaiting_approval',
        to: 'expired',
        code: 'expired',
        reason: PAYOUT_TEXTS.expiredReason,
        at: now,
      }),
    );
    return expired !== undefined;
  }

  const step = (row: WithdrawalRow) =>
    row.status === 'pending' ? send(row) : row.status === 'in_transit' ? settle(row) : expire(row);

  return async function advanceDuePayouts(): Promise<number> {
    let moved = 0;
    for (;;) {
      const due = await findDueWithdrawals(db, clock.now(), SWEEP_BATCH);
      for (const row of due) {
        try {
          if (await step(row)) moved += 1;
        } catch (error) {
          // One payout the provider cannot answer for now waits for the next run; the others go on.
          deps.log.error({ err: error, withdrawalId: row.id }, 'payout step failed');
        }
      }
      if (due.length < SWEEP_BATCH) return moved;
    }
  };
}
