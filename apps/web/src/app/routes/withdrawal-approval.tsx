import { useSearchParams } from 'react-router';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import { Page } from '../../components/page.tsx';
import { WithdrawalApproval } from '../../features/payments/payouts/components/withdrawal-approval-page.tsx';

/** /withdrawal-approval?token=…: a minor's guardian approves or declines a withdrawal (no sign-in). */
export default function WithdrawalApprovalRoute() {
  const [searchParams] = useSearchParams();
  return (
    <Page title={PAYOUT_TEXTS.approvalTitle} width="prose">
      <WithdrawalApproval token={searchParams.get('token') ?? ''} />
    </Page>
  );
}
