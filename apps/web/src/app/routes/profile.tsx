import { useParams } from 'react-router';
import type { Review } from '@teenfreelance/contracts/reviews';
import { useSession } from '../../features/accounts/auth/api/get-session.ts';
import { SellerGigs } from '../../features/catalogue/gigs/components/seller-gigs.tsx';
import { ContactSellerButton } from '../../features/messaging/components/contact-seller-button.tsx';
import { useOwnProfile } from '../../features/accounts/profiles/api/get-own-profile.ts';
import { useProfile } from '../../features/accounts/profiles/api/get-profile.ts';
import { ProfileLoading, ProfileNotFound } from '../../features/accounts/profiles/components/profile-status.tsx';
import { ProfileView } from '../../features/accounts/profiles/components/profile-view.tsx';
import { BlockButton } from '../../features/trust-and-safety/components/block-button.tsx';
import { ReportButton } from '../../features/trust-and-safety/components/report-button.tsx';
import { useTitleSubject } from '../../lib/document-title.tsx';
import { useLoadedModule } from '../../lib/use-loaded-module.ts';
import { useRefreshConversations } from '../use-refresh-conversations.ts';

// The owner's settings and forms, asked for as soon as the visitor is known to be the owner, beside their
// profile's read; the server leaves them out of the page's preloads, so no one else loads them (decision 0117).
const loadOwnerParts = () => import('../profile/owner-parts.tsx');

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
  const ownerParts = useLoadedModule(loadOwnerParts, isOwner);
  const query = isOwner ? own : other;
  const refreshConversations = useRefreshConversations();
  const profile = query.data?.profile;
  useTitleSubject(profile?.name, !isSessionPending && !query.isPending && !profile);

  // The owner's page waits for their parts as for their profile: it appears whole, nothing moves after.
  if (isSessionPending || query.isPending || (isOwner && !ownerParts)) return <ProfileLoading />;
  if (!profile) return <ProfileNotFound />;

  const isFreelancer = profile.role === 'freelancer';
  const services = isFreelancer ? <SellerGigs sellerId={profile.id} isOwner={isOwner} /> : undefined;
  const reviewAction = (review: Review) =>
    review.user.id === user?.id ? null : (
      <ReportButton
        targetKind="review"
        targetId={review.id}
        isSignedIn={user !== null}
        appearance="icon"
        aria-label={`Report review by ${review.user.name}`}
      />
    );
  if (ownerParts && user) {
    const { AccountSettings, ChangePasswordForm, ResendConsentButton } = ownerParts;
    return (
      <ProfileView
        key={profile.id}
        profile={profile}
        isOwner
        services={services}
        reviewAction={reviewAction}
        consentAction={<ResendConsentButton />}
        accountSettings={<AccountSettings user={user} />}
        changePassword={(onClose) => <ChangePasswordForm onDone={onClose} onCancel={onClose} />}
      />
    );
  }
  return (
    <ProfileView
      key={profile.id}
      profile={profile}
      isOwner={false}
      services={services}
      contactAction={isFreelancer ? <ContactSellerButton about={{ sellerId: profile.id }} viewer={user} /> : undefined}
      safetyActions={
        <>
          <ReportButton targetKind="profile" targetId={profile.id} isSignedIn={user !== null} />
          {user && <BlockButton userId={profile.id} name={profile.name} onChanged={refreshConversations} />}
        </>
      }
      reviewAction={reviewAction}
    />
  );
}
