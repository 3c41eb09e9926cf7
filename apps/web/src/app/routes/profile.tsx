import { useNavigate, useParams } from 'react-router';
import { PRIVACY_TEXTS } from '@teenfreelance/contracts/privacy';
import { useForgetSession } from '../../features/accounts/auth/api/sign-out.ts';
import { ChangePasswordForm } from '../../features/accounts/auth/components/change-password-form.tsx';
import { useSession } from '../../features/accounts/auth/api/get-session.ts';
import { useResendParentalConsent } from '../../features/accounts/api/resend-consent.ts';
import { SellerGigs } from '../../features/catalogue/gigs/components/seller-gigs.tsx';
import { ContactSellerButton } from '../../features/messaging/components/contact-seller-button.tsx';
import { useOwnProfile } from '../../features/accounts/profiles/api/get-own-profile.ts';
import { useProfile } from '../../features/accounts/profiles/api/get-profile.ts';
import { ProfileLoading, ProfileNotFound } from '../../features/accounts/profiles/components/profile-status.tsx';
import { ProfileView } from '../../features/accounts/profiles/components/profile-view.tsx';
import { BlockButton } from '../../features/trust-and-safety/components/block-button.tsx';
import { BlockedUsers } from '../../features/trust-and-safety/components/blocked-users.tsx';
import { TeenFamilyPanelCard } from '../../features/accounts/family/components/teen-family-panel.tsx';
import { VerifyPaymentMethod } from '../../features/payments/card-check/components/verify-payment-method.tsx';
import { YourData } from '../../features/accounts/privacy/components/your-data.tsx';
import { DeleteAccount } from '../../features/accounts/privacy/components/delete-account.tsx';
import { ReportButton } from '../../features/trust-and-safety/components/report-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useTitleSubject } from '../../lib/document-title.tsx';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { useRefreshConversations } from '../use-refresh-conversations.ts';

/**
 * /profile (own, behind the session guard) and /profile/{id} (public). The
 * owner gets their full profile; everyone else the public one. Features are
 * composed here: profiles, the seller's gigs, parental consent, change password,
 * Report and Block (and the owner's blocked users), and the owner's data: its
 * download and the account's deletion.
 */
export default function ProfileRoute() {
  const { id } = useParams();
  const { user, isPending: isSessionPending } = useSession();
  const isOwner = Boolean(user) && (!id || id === user?.id);
  const own = useOwnProfile({ enabled: isOwner });
  const other = useProfile(id ?? '', { enabled: Boolean(id) && !isSessionPending && !isOwner });
  const query = isOwner ? own : other;
  const refreshConversations = useRefreshConversations();
  const forgetSession = useForgetSession();
  const navigate = useNavigate();
  const onAccountDeleted = () => {
    forgetSession();
    toast.success(PRIVACY_TEXTS.deleted);
    void navigate(paths.home.getHref(), { replace: true });
  };
  const profile = query.data?.profile;
  useTitleSubject(profile?.name, !isSessionPending && !query.isPending && !profile);

  if (isSessionPending || query.isPending) return <ProfileLoading />;
  if (!profile) return <ProfileNotFound />;

  const isFreelancer = profile.role === 'freelancer';
  return (
    <ProfileView
      key={profile.id}
      profile={profile}
      isOwner={isOwner}
      services={isFreelancer ? <SellerGigs sellerId={profile.id} isOwner={isOwner} /> : undefined}
      consentAction={isOwner ? <ResendConsentButton /> : undefined}
      contactAction={
        !isOwner && isFreelancer ? <ContactSellerButton about={{ sellerId: profile.id }} viewer={user} /> : undefined
      }
      safetyActions={
        isOwner ? undefined : (
          <>
            <ReportButton targetKind="profile" targetId={profile.id} isSignedIn={user !== null} />
            {user && <BlockButton userId={profile.id} name={profile.name} onChanged={refreshConversations} />}
          </>
        )
      }
      reviewAction={(review) =>
        review.user.id === user?.id ? null : (
          <ReportButton
            targetKind="review"
            targetId={review.id}
            isSignedIn={user !== null}
            appearance="icon"
            aria-label={`Report review by ${review.user.name}`}
          />
        )
      }
      accountSettings={
        isOwner ? (
          <>
            {user?.isMinor ? <TeenFamilyPanelCard /> : user?.role !== 'admin' && <VerifyPaymentMethod />}
            <BlockedUsers onChanged={refreshConversations} />
            <YourData />
            <DeleteAccount confirmsWithEmail={user?.provider === 'google'} onDeleted={onAccountDeleted} />
          </>
        ) : undefined
      }
      changePassword={isOwner ? (onClose) => <ChangePasswordForm onDone={onClose} onCancel={onClose} /> : undefined}
    />
  );
}

function ResendConsentButton() {
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
