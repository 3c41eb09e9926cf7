import { Navigate } from 'react-router';
import { CARD_CHECK_TEXTS } from '@teenfreelance/contracts/card-check';
import { FAMILY_TEXTS } from '@teenfreelance/contracts/family';
import { Page } from '../../components/page.tsx';
import { useSession } from '../../features/accounts/auth/api/get-session.ts';
import { FamilyDashboard } from '../../features/accounts/family/components/family-dashboard.tsx';
import { VerifyPaymentMethod } from '../../features/payments/card-check/components/verify-payment-method.tsx';
import { FamilyPayoutAccount } from '../../features/payments/payouts/components/family-payout-account.tsx';
import { paths } from '../../lib/paths.ts';

/** /family (signed in): a guardian's family dashboard; anyone else has their own dashboard. */
export default function FamilyRoute() {
  const { user } = useSession();
  if (user && user.role !== 'guardian') return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <Page title={FAMILY_TEXTS.title} description={FAMILY_TEXTS.intro}>
      {user && (
        <div className="grid gap-8">
          <FamilyDashboard
            payoutAccount={(teen) => (
              <FamilyPayoutAccount
                teenId={teen.id}
                canSetUp={teen.parentalConsent === 'granted'}
                guardianName={user.name}
              />
            )}
          />
          <VerifyPaymentMethod intro={CARD_CHECK_TEXTS.guardianIntro} />
        </div>
      )}
    </Page>
  );
}
