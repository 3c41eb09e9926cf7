// What only a profile's owner sees, loaded when the visitor is its owner (the profile route, decision
// 0117): the settings' forms and their form library stay out of every other visitor's page.
import { useNavigate } from 'react-router';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { PRIVACY_TEXTS } from '@teenfreelance/contracts/privacy';
import { useForgetSession } from '../../features/accounts/auth/api/sign-out.ts';
import { useResendParentalConsent } from '../../features/accounts/api/resend-consent.ts';
import { TeenFamilyPanelCard } from '../../features/accounts/family/components/teen-family-panel.tsx';
import { DeleteAccount } from '../../features/accounts/privacy/components/delete-account.tsx';
import { YourData } from '../../features/accounts/privacy/components/your-data.tsx';
import { VerifyPaymentMethod } from '../../features/payments/card-check/components/verify-payment-method.tsx';
import { BlockedUsers } from '../../features/trust-and-safety/components/blocked-users.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { useRefreshConversations } from '../use-refresh-conversations.ts';

export { ChangePasswordForm } from '../../features/accounts/auth/components/change-password-form.tsx';

/** Below the profile: the family panel or the card check, the people blocked, the data download and the deletion. */
export function AccountSettings({ user }: { user: SessionUser }) {
  const refreshConversations = useRefreshConversations();
  const forgetSession = useForgetSession();
  const navigate = useNavigate();
  const onAccountDeleted = () => {
    forgetSession();
    toast.success(PRIVACY_TEXTS.deleted);
    void navigate(paths.home.getHref(), { replace: true });
  };
  return (
    <>
      {user.isMinor ? <TeenFamilyPanelCard /> : user.role !== 'admin' && <VerifyPaymentMethod />}
      <BlockedUsers onChanged={refreshConversations} />
      <YourData />
      <DeleteAccount confirmsWithEmail={user.provider === 'google'} onDeleted={onAccountDeleted} />
    </>
  );
}

/** Under 'Waiting for parental consent': sends the consent email again. */
export function ResendConsentButton() {
  const resend = useResendParentalConsent();
  return (
    <Button
      variant="outline"
      size="sm"
      className="justify-self-start"
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: ({ sentTo }) => toast.success(`Consent email sent to ${sentTo}`),
          onError: (error) => toast.error(errorMessage(error, 'Could not send the consent email. Please try again.')),
        })
      }
    >
      {resend.isPending ? 'Sending...' : 'Resend consent email'}
    </Button>
  );
}
