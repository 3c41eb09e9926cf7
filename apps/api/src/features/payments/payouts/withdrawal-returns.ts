import { formatMoney } from '@teenfreelance/contracts/money';
import type { DbOrTx } from '../../../db/client.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { queuePayoutEmail } from './payouts.email-tasks.ts';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import { findAwaitingApproval, findSeller, moveWithdrawal, type WithdrawalRow } from './payouts.repository.ts';

export interface WithdrawalReturnDeps {
  ledgerService: Pick<LedgerService, 'postPayoutFailed' | 'postWithdrawalDeclined'>;
  notificationsService: Pick<NotificationsService, 'notify'>;
  background: Pick<BackgroundQueue, 'enqueue'>;
}

/**
 * A withdrawal that will not be paid, in `tx`: moved from `from` to its end
 * (failed, declined or expired) with the reason, its money posted back to the
 * available balance, and the seller told why (notification and email). False
 * when another request or process moved it first (nothing is done twice).
 */
export async function returnWithdrawal(
  deps: WithdrawalReturnDeps,
  tx: DbOrTx,
  row: WithdrawalRow,
  end: { from: WithdrawalRow['status']; to: 'failed' | 'declined' | 'expired'; code: string; reason: string; at: Date },
): Promise<WithdrawalRow | undefined> {
  const moved = await moveWithdrawal(tx, row.id, end.from, {
    status: end.to,
    failureCode: end.code,
    failureReason: end.reason,
    nextStepAt: null,
    updatedAt: end.at,
  });
  if (!moved) return undefined;
  const event = { withdrawalId: row.id, userId: row.userId, amountCents: row.amountCents, at: end.at };
  if (end.to === 'failed') await deps.ledgerService.postPayoutFailed(tx, event);
  else await deps.ledgerService.postWithdrawalDeclined(tx, event);
  const amount = formatMoney(row.amountCents);
  const notice = { userId: row.userId, amount, reason: end.reason };
  await deps.notificationsService.notify(
    tx,
    end.to === 'failed' ? { kind: 'payout_failed', ...notice } : { kind: 'withdrawal_declined', ...notice },
  );
  const seller = await findSeller(tx, row.userId);
  if (seller) {
    await queuePayoutEmail(tx, deps.background, row.id, {
      kind: 'withdrawal-returned',
      to: seller.email,
      name: seller.name,
      amountCents: row.amountCents,
      reason: end.reason,
    });
  }
  return moved;
}

/**
 * At the teen's 18th birthday, in its transaction (decision 0087): the withdrawals still waiting
 * for the guardian's approval were to be paid to the guardian's account, which the birthday
 * removes. Each ends as expired, its money back in the now adult seller's available balance,
 * and they are told to set up their own account. The guardian's emailed link then finds it decided.
 */
export async function returnWaitingForGuardian(
  deps: WithdrawalReturnDeps,
  tx: DbOrTx,
  teenId: string,
  at: Date,
): Promise<void> {
  for (const row of await findAwaitingApproval(tx, teenId)) {
    await returnWithdrawal(deps, tx, row, {
      from: 'awaiting_approval',
      to: 'expired',
      code: 'turned_18',
      reason: PAYOUT_TEXTS.turned18Reason,
      at,
    });
  }
}
