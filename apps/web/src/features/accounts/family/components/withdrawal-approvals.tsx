import { FAMILY_PAYOUT_TEXTS as P } from '@teenfreelance/contracts/family-payouts';
import { formatMoney } from '@teenfreelance/contracts/money';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useDecideWithdrawal, useWithdrawalApprovals } from '../api/withdrawal-approvals.ts';

/** The teen's withdrawals waiting for the guardian, approved or declined here (the emailed links work too). */
export function WithdrawalApprovals({ teenId }: { teenId: string }) {
  const waiting = useWithdrawalApprovals(teenId);
  const decide = useDecideWithdrawal(teenId);
  const items = waiting.data?.withdrawals ?? [];
  return (
    <div className="grid gap-2">
      {decide.isSuccess && (
        <p role="status" className="text-sm">
          {decide.data.status === 'declined' ? P.declined : P.approved}
        </p>
      )}
      {decide.isError && <Alert variant="error">{errorMessage(decide.error, 'Please try again.')}</Alert>}
      {items.length > 0 && (
        <>
          <p className="text-sm font-medium">{P.title}</p>
          <ul className="grid gap-2 text-sm">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-2">
                <span>{P.request(formatMoney(item.amountCents), item.account.last4)}</span>
                <Button
                  size="sm"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: item.id, decision: 'approve' })}
                >
                  {P.approve}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: item.id, decision: 'decline' })}
                >
                  {P.decline}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
