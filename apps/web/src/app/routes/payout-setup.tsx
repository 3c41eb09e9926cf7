import { useSearchParams } from 'react-router';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import { Page } from '../../components/page.tsx';
import { PayoutSetup } from '../../features/payments/payouts/components/payout-setup-page.tsx';

/** /payout-setup?token=…: a minor's guardian sets up the payout account (no sign-in). */
export default function PayoutSetupRoute() {
  const [searchParams] = useSearchParams();
  return (
    <Page title={PAYOUT_TEXTS.setupTitle} width="prose">
      <PayoutSetup token={searchParams.get('token') ?? ''} />
    </Page>
  );
}
