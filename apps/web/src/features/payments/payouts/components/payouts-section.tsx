import { formatMoney } from '@teenfreelance/contracts/money';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { usePayoutAccount } from '../api/payout-account.ts';
import { useWithdrawals } from '../api/withdrawals.ts';
import { PayoutAccountCard } from './payout-account-card.tsx';
import { WithdrawDialog } from './withdraw-dialog.tsx';
import { WithdrawalsList } from './withdrawals-list.tsx';

/**
 * The Earnings tab's payouts: the payout account (an adult's own, or a
 * minor's guardian's), Withdraw, and the withdrawals with their statuses.
 */
export function PayoutsSection({ user }: { user: SessionUser }) {
  const withdrawals = useWithdrawals();
  const account = usePayoutAccount();
  const state = withdrawals.data;
  return (
    <section aria-labelledby="payouts-heading" className="mt-6 grid gap-4">
      <h2 id="payouts-heading" className="text-xl font-semibold">
        {PAYOUT_TEXTS.heading}
      </h2>
      <PayoutAccountCard user={user} />
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle as="h3">{PAYOUT_TEXTS.historyHeading}</CardTitle>
          {state && <WithdrawDialog state={state} hasAccount={Boolean(account.data?.account)} />}
        </CardHeader>
        <CardContent className="grid gap-3">
          {state ? (
            <>
              <p className="text-sm" data-testid="available-to-withdraw">
                {PAYOUT_TEXTS.available(formatMoney(state.availableCents))}
              </p>
              <WithdrawalsList withdrawals={state.withdrawals} />
            </>
          ) : (
            <Skeleton className="h-20 w-full" />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
