import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { usePayoutSetup, useSetUpPayout } from '../api/payout-setup.ts';
import { BankAccountForm } from './bank-account-form.tsx';
import { LinkLoading, LinkRefused } from './link-refusal.tsx';

/**
 * The page a minor's guardian opens from the set-up email (no account needed):
 * whose earnings these are, and the bank form; only the last four digits are kept.
 */
export function PayoutSetup({ token }: { token: string }) {
  const request = usePayoutSetup(token);
  const setUp = useSetUpPayout();
  if (setUp.isSuccess) {
    return <Alert variant="success">{PAYOUT_TEXTS.setupDone(setUp.data.teenName, setUp.data.account.last4)}</Alert>;
  }
  if (!token) return <LinkRefused error={null} />;
  if (request.isPending) return <LinkLoading />;
  if (request.isError) return <LinkRefused error={request.error} />;
  const { teenName, guardianName, account } = request.data;
  return (
    <div className="grid gap-6">
      <p>{PAYOUT_TEXTS.setupIntro(teenName)}</p>
      {account && <Alert variant="info">{PAYOUT_TEXTS.setupCurrent(account.last4)}</Alert>}
      <BankAccountForm
        defaultHolderName={guardianName}
        submitLabel={PAYOUT_TEXTS.saveAccount}
        fallbackError={setUp.isError ? PAYOUT_TEXTS.linkInvalid : null}
        onSubmit={(input) => setUp.mutateAsync({ ...input, token })}
      />
    </div>
  );
}
