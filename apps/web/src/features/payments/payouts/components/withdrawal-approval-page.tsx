import { formatMoney } from '@teenfreelance/contracts/money';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useDecideWithdrawal, useWithdrawalApproval } from '../api/withdrawal-approval.ts';
import { LinkLoading, LinkRefused } from './link-refusal.tsx';

/** The page a minor's guardian opens from the approval email: the amount, the account, Approve or Decline. */
export function WithdrawalApproval({ token }: { token: string }) {
  const request = useWithdrawalApproval(token);
  const decide = useDecideWithdrawal();
  if (!token) return <LinkRefused error={null} />;
  if (request.isPending) return <LinkLoading />;
  if (request.isError) return <LinkRefused error={request.error} />;
  const { teenName, amountCents, last4, status } = request.data;
  const intro = <p>{PAYOUT_TEXTS.approvalIntro(teenName, formatMoney(amountCents), last4)}</p>;
  if (status !== 'awaiting_approval') {
    const done =
      status === 'declined'
        ? PAYOUT_TEXTS.declined
        : status === 'expired'
          ? PAYOUT_TEXTS.alreadyDecided
          : PAYOUT_TEXTS.approved;
    return (
      <div className="grid gap-4">
        {intro}
        <Alert variant={status === 'declined' || status === 'expired' ? 'info' : 'success'}>{done}</Alert>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {intro}
      {decide.isError && <Alert variant="error">{errorMessage(decide.error, PAYOUT_TEXTS.alreadyDecided)}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button disabled={decide.isPending} onClick={() => decide.mutate({ token, decision: 'approve' })}>
          {decide.isPending ? PAYOUT_TEXTS.approving : PAYOUT_TEXTS.approve}
        </Button>
        <Button
          variant="outline"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ token, decision: 'decline' })}
        >
          {PAYOUT_TEXTS.decline}
        </Button>
      </div>
    </div>
  );
}
