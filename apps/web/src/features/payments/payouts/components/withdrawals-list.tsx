import { formatMoney } from '@teenfreelance/contracts/money';
import { type Withdrawal } from '@teenfreelance/contracts/payouts';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { formatLongDate } from '../../../../lib/format-date.ts';
import { paidToText } from './payout-account-card.tsx';

const BADGES: Record<Withdrawal['status'], 'success' | 'soft' | 'outline' | 'secondary'> = {
  awaiting_approval: 'outline',
  pending: 'soft',
  in_transit: 'soft',
  paid: 'success',
  failed: 'secondary',
  declined: 'secondary',
  expired: 'secondary',
};

/** The seller's withdrawals, newest first: amount, status, where it goes, and why one failed. */
export function WithdrawalsList({ withdrawals }: { withdrawals: Withdrawal[] }) {
  if (withdrawals.length === 0) return <p className="text-sm text-muted-foreground">{PAYOUT_TEXTS.noWithdrawals}</p>;
  return (
    <ul className="divide-y rounded-md border" aria-label={PAYOUT_TEXTS.historyHeading}>
      {withdrawals.map((withdrawal) => (
        <li key={withdrawal.id} className="flex flex-wrap items-start justify-between gap-2 p-3 text-sm">
          <div className="grid gap-0.5">
            <span className="font-semibold">{formatMoney(withdrawal.amountCents)}</span>
            <span className="text-muted-foreground">
              {formatLongDate(withdrawal.createdAt)} · {paidToText(withdrawal.account)}
            </span>
            {withdrawal.status === 'awaiting_approval' && withdrawal.account.guardianName && (
              <span className="text-muted-foreground">
                {PAYOUT_TEXTS.waitsForGuardian(withdrawal.account.guardianName)}
              </span>
            )}
            {withdrawal.failureReason && (
              <span className="text-destructive">
                {withdrawal.failureReason}. {PAYOUT_TEXTS.moneyBack}
              </span>
            )}
          </div>
          <Badge variant={BADGES[withdrawal.status]} data-status={withdrawal.status}>
            {PAYOUT_TEXTS.status[withdrawal.status]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
