import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Clock, KeyRound, MapPin, Pencil, Star } from 'lucide-react';
import { formatUtcMonthYear } from '@teenfreelance/contracts/en-us';
import { PROFILE_MESSAGES, type OwnProfile, type PublicProfile } from '@teenfreelance/contracts/profiles';
import { LoadingBlocks } from '../../../../components/query-state.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Avatar } from '../../../../components/ui/avatar.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs.tsx';
import { NEW_RATING_TEXT } from '../../../../components/gig-card.tsx';
import { ReviewList } from '../../../../components/review-list.tsx';
import { REVIEW_TEXTS, userReviewsPath, type Review } from '@teenfreelance/contracts/reviews';
import { AvatarUpload } from './avatar-upload.tsx';
import { CollapsibleBio } from './collapsible-bio.tsx';

// The edit form and its form library come once the profile is its owner's: other visitors' pages load
// without them (decision 0117).
const loadEditForm = () => import('./profile-edit-form.tsx');
const ProfileEditForm = lazy(() => loadEditForm().then(({ ProfileEditForm: Form }) => ({ default: Form })));

type Mode = 'view' | 'edit-profile' | 'change-password';

const ROLE_LABELS = { buyer: 'Buyer', freelancer: 'Freelancer', admin: 'Admin', guardian: 'Family' } as const;

const memberSince = (iso: string) =>
  // In UTC, so that the server's rendering and the browser's agree whatever the reader's time zone.
  formatUtcMonthYear(new Date(iso));

interface ProfileViewProps {
  /** The public profile, or the owner's own (with private fields) when `isOwner`. */
  profile: PublicProfile | OwnProfile;
  isOwner: boolean;
  /** The Services tab's content (freelancers only), composed by the route. */
  services?: ReactNode;
  /** Shown under 'Waiting for parental consent' to its owner (resend the email). */
  consentAction?: ReactNode;
  /** Shown in the header to visitors of someone else's profile ('Contact Seller', composed by the route). */
  contactAction?: ReactNode;
  /** Beside it: Report and Block (composed by the route). */
  safetyActions?: ReactNode;
  /** Added to each review (Report, composed by the route). */
  reviewAction?: (review: Review) => ReactNode;
  /** Below the tabs, to the owner: the people they blocked and the download of their data (composed by the route). */
  accountSettings?: ReactNode;
  /** Renders the change-password form (composed by the route); `onClose` returns to the profile. */
  changePassword?: (onClose: () => void) => ReactNode;
}

function isOwnProfile(profile: PublicProfile | OwnProfile): profile is OwnProfile {
  return 'email' in profile;
}

/** A person's profile: header, tabs (Personal Info, About, Services) and, for the owner, edit modes. */
export function ProfileView({
  profile,
  isOwner,
  services,
  consentAction,
  contactAction,
  safetyActions,
  reviewAction,
  accountSettings,
  changePassword,
}: ProfileViewProps) {
  const [mode, setMode] = useState<Mode>('view');
  const own = isOwner && isOwnProfile(profile) ? profile : null;
  const isFreelancer = profile.role === 'freelancer';
  const isOwn = own !== null;
  useEffect(() => {
    if (isOwn) void loadEditForm();
  }, [isOwn]);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 md:py-12">
      <Card>
        <CardContent className="flex flex-col items-center gap-6 p-6 sm:flex-row sm:items-start">
          {own ? (
            <AvatarUpload name={profile.name} avatarUrl={profile.avatarUrl} />
          ) : (
            <Avatar
              name={profile.name}
              src={profile.avatarUrl}
              size="lg"
              className="size-24 text-3xl"
              decorative={false}
            />
          )}
          <div className="grid min-w-0 flex-1 gap-2 text-center sm:text-left">
            <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
              <h1 className="text-3xl font-bold tracking-tight">{profile.name}</h1>
              {profile.isPro && <Badge variant="pro">PRO Freelancer</Badge>}
            </div>
            <p className="text-muted-foreground">{ROLE_LABELS[profile.role]}</p>
            <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-muted-foreground sm:justify-start">
              <li>Member since {memberSince(profile.memberSince)}</li>
              {isFreelancer && (
                <li className="inline-flex items-center gap-1">
                  {profile.reviewCount > 0 ? (
                    <>
                      <Star aria-hidden="true" className="size-4 fill-current text-amber-500" />
                      {`${profile.averageRating.toFixed(1)} (${profile.reviewCount} ${profile.reviewCount === 1 ? 'review' : 'reviews'})`}
                    </>
                  ) : (
                    `${NEW_RATING_TEXT}: no reviews yet`
                  )}
                </li>
              )}
              {profile.location && (
                <li className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-4" />
                  {[profile.location.city, profile.location.country].filter(Boolean).join(', ')}
                </li>
              )}
              {isFreelancer && profile.responseTime && (
                <li className="inline-flex items-center gap-1">
                  <Clock aria-hidden="true" className="size-4" />
                  Responds {profile.responseTime.toLowerCase()}
                </li>
              )}
            </ul>
            {own?.isMinor && own.parentalConsent === 'pending' && (
              <Alert variant="info" className="mt-2 grid gap-2 text-left">
                <p className="font-medium">{PROFILE_MESSAGES.consentPending}</p>
                <p>Your services become public once your parent or guardian consents.</p>
                {consentAction}
              </Alert>
            )}
          </div>
          {!own && (contactAction || safetyActions) && (
            <div className="flex flex-col items-center gap-2 sm:items-end">
              {contactAction}
              {safetyActions && <div className="flex flex-wrap justify-center gap-2">{safetyActions}</div>}
            </div>
          )}
          {own && mode === 'view' && (
            <div className="flex flex-wrap justify-center gap-2">
              <Button variant="outline" onClick={() => setMode('edit-profile')}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit Profile
              </Button>
              {changePassword && (
                <Button variant="outline" onClick={() => setMode('change-password')}>
                  <KeyRound aria-hidden="true" className="size-4" />
                  Change Password
                </Button>
              )}
            </div>
          )}
        </CardContent>
      </Card>

      {own && mode === 'edit-profile' && (
        <Card>
          <CardContent className="grid gap-4 p-6">
            <h2 className="text-xl font-semibold">Edit Profile</h2>
            <Suspense fallback={<LoadingBlocks label="Loading..." />}>
              <ProfileEditForm profile={own} onDone={() => setMode('view')} />
            </Suspense>
          </CardContent>
        </Card>
      )}

      {own && mode === 'change-password' && changePassword && (
        <Card>
          <CardContent className="grid gap-4 p-6">
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-xl font-semibold">Change Password</h2>
              <Button variant="ghost" size="sm" onClick={() => setMode('view')}>
                Back to profile
              </Button>
            </div>
            {changePassword(() => setMode('view'))}
          </CardContent>
        </Card>
      )}

      {mode === 'view' && (
        <Tabs defaultValue="about">
          <TabsList className="h-auto w-full flex-wrap sm:w-auto">
            {own && <TabsTrigger value="personal">Personal Info</TabsTrigger>}
            <TabsTrigger value="about">About</TabsTrigger>
            {isFreelancer && <TabsTrigger value="services">Services</TabsTrigger>}
            {isFreelancer && <TabsTrigger value="reviews">{REVIEW_TEXTS.tab}</TabsTrigger>}
          </TabsList>
          {own && (
            <TabsContent value="personal">
              <Card>
                <CardContent className="p-6">
                  <dl className="grid gap-4 sm:grid-cols-2">
                    <PersonalField label="Email" value={own.email} />
                    <PersonalField label="Phone" value={own.phone} />
                    <PersonalField label="First name" value={own.personalInfo.firstName} />
                    <PersonalField label="Last name" value={own.personalInfo.lastName} />
                    <PersonalField label="City" value={own.personalInfo.city} />
                    <PersonalField label="Country" value={own.personalInfo.country} />
                    {own.dateOfBirth && <PersonalField label="Date of birth" value={own.dateOfBirth} />}
                  </dl>
                  <p className="mt-4 text-sm text-muted-foreground">
                    Only you can see this information.
                    {own.isMinor && ' Because you are under 18, your city and country are never shown publicly.'}
                  </p>
                </CardContent>
              </Card>
            </TabsContent>
          )}
          <TabsContent value="about">
            <Card>
              <CardContent className="grid gap-6 p-6">
                <section className="grid gap-2">
                  <h2 className="text-lg font-semibold">About</h2>
                  {profile.bio ? (
                    <CollapsibleBio bio={profile.bio} />
                  ) : (
                    <p className="text-muted-foreground">
                      {own ? 'Add a bio so people get to know you.' : 'No bio yet.'}
                    </p>
                  )}
                </section>
                {isFreelancer && (
                  <section className="grid gap-2">
                    <h2 className="text-lg font-semibold">Skills</h2>
                    {profile.skills.length > 0 ? (
                      <ul className="flex flex-wrap gap-2">
                        {profile.skills.map((skill) => (
                          <li key={skill}>
                            <Badge variant="soft">{skill}</Badge>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="text-muted-foreground">No skills listed yet.</p>
                    )}
                  </section>
                )}
                {isFreelancer && (
                  <section className="grid gap-2">
                    <h2 className="text-lg font-semibold">Response time</h2>
                    <p className={profile.responseTime ? '' : 'text-muted-foreground'}>
                      {profile.responseTime ?? 'Not set'}
                    </p>
                  </section>
                )}
              </CardContent>
            </Card>
          </TabsContent>
          {isFreelancer && (
            // The cards sit apart from the tabs, as the other tabs' cards do (they begin with their own padding).
            <TabsContent value="services" className="pt-4">
              {/* The cards' titles are h3: the tab's own heading keeps the outline whole (as About's h2s do). */}
              <h2 className="sr-only">Services</h2>
              {services}
            </TabsContent>
          )}
          {isFreelancer && (
            <TabsContent value="reviews">
              <Card>
                <CardContent className="p-6">
                  <ReviewList path={userReviewsPath(profile.id)} action={reviewAction} />
                </CardContent>
              </Card>
            </TabsContent>
          )}
        </Tabs>
      )}

      {own && mode === 'view' && accountSettings}
    </div>
  );
}

function PersonalField({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={value ? 'font-medium break-words' : 'text-muted-foreground'}>{value ?? 'Not provided'}</dd>
    </div>
  );
}
