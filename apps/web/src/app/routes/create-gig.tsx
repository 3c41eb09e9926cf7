import { useQueryClient } from '@tanstack/react-query';
import { reasonOf } from '@teenfreelance/contracts/errors';
import { Navigate, Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../features/accounts/auth/api/get-session.ts';
import { useCreateGig } from '../../features/catalogue/gigs/api/create-gig.ts';
import { useGigLimit } from '../../features/catalogue/gigs/api/get-gig-limit.ts';
import { useGig } from '../../features/catalogue/gigs/api/get-gig.ts';
import { gigKeys } from '../../features/catalogue/gigs/api/query-keys.ts';
import { useUpdateGig } from '../../features/catalogue/gigs/api/update-gig.ts';
import { GigWizard } from '../../features/catalogue/gigs/components/gig-wizard/gig-wizard.tsx';
import { toGigInput, type WizardValues } from '../../features/catalogue/gigs/components/gig-wizard/wizard-values.ts';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';

function isLimitError(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 422) return false;
  return reasonOf(error.details) === 'GIG_LIMIT_REACHED' || error.message.startsWith('Gig Limit Reached');
}

function GigLimitCard({ limit, isPro }: { limit: number; isPro: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Gig Limit Reached</CardTitle>
        <CardDescription>
          {isPro
            ? `You have reached the maximum of ${limit} active gigs on the Pro plan. Delete a gig to create a new one.`
            : `You have reached the maximum of ${limit} active gigs on the free plan. Upgrade to Pro to offer up to 10 gigs.`}
        </CardDescription>
      </CardHeader>
      <CardFooter className="flex flex-wrap gap-3">
        {!isPro && (
          <Link to={paths.upgrade.getHref()} className={buttonClasses()}>
            Upgrade to Pro
          </Link>
        )}
        <Link to={paths.profile.getHref()} className={buttonClasses({ variant: 'outline' })}>
          Manage your gigs
        </Link>
      </CardFooter>
    </Card>
  );
}

/**
 * What a signed-in customer (or admin) sees at /create-gig: gigs are offered
 * by teenlancers, so say so and show the way on instead of sending someone
 * who is already signed in to the Log In page.
 */
function GigsAreForTeenlancers({ role }: { role: 'buyer' | 'admin' | 'guardian' }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{role === 'buyer' ? 'Looking for help with a project?' : 'See what teenlancers offer'}</CardTitle>
        <CardDescription>
          {role === 'buyer'
            ? 'Find a teen who already offers what you need, or post a job and let teenlancers come to you.'
            : 'Browse the services teen freelancers have published.'}
        </CardDescription>
      </CardHeader>
      <CardFooter className="flex flex-wrap gap-3">
        <Link to={paths.explore.getHref()} className={buttonClasses()}>
          Explore All Services
        </Link>
        {role === 'buyer' && (
          <Link to={paths.dashboard.getHref('jobs')} className={buttonClasses({ variant: 'outline' })}>
            Post a Job
          </Link>
        )}
      </CardFooter>
    </Card>
  );
}

function Loading() {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  );
}

function CreateGig() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const limit = useGigLimit();
  const creation = useCreateGig();

  function onSubmit(values: WizardValues) {
    creation.mutate(toGigInput(values), {
      onSuccess: (gig) => {
        if (gig.isPublic) {
          toast.success('Gig created successfully!', {
            description: 'Your service is now publicly visible to potential customers',
          });
        } else {
          toast.success('Gig saved', {
            description:
              'Your gig is saved. It will be publicly visible once your parent or guardian gives their consent.',
          });
        }
        void navigate(paths.gig.getHref(gig.id));
      },
      onError: (error) => {
        if (isLimitError(error)) {
          void queryClient.invalidateQueries({ queryKey: gigKeys.limit() });
          return;
        }
        toast.error('Failed to create gig. Please try again.', {
          description: isApiError(error) && error.status === 400 ? error.message : undefined,
        });
      },
    });
  }

  if (limit.isPending) return <Loading />;
  if (limit.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border bg-muted p-6 text-center">
        <p className="font-medium">We couldn't check how many gigs you have.</p>
        <Button variant="outline" onClick={() => void limit.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (limit.data.reached || isLimitError(creation.error)) {
    return <GigLimitCard limit={limit.data.limit} isPro={limit.data.isPro} />;
  }
  return (
    <GigWizard
      isSubmitting={creation.isPending}
      onSubmit={onSubmit}
      onCancel={() => void navigate(paths.profile.getHref())}
    />
  );
}

function EditGig({ gigId }: { gigId: string }) {
  const navigate = useNavigate();
  const gig = useGig(gigId);
  const update = useUpdateGig();

  if (gig.isPending) return <Loading />;
  if (gig.isError || !gig.data.viewer.isOwner) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <p className="text-lg font-semibold">Gig not found</p>
        <p className="text-sm text-muted-foreground">
          The service you're looking for doesn't exist or has been removed.
        </p>
        <Link to={paths.profile.getHref()} className={buttonClasses()}>
          Back to your profile
        </Link>
      </div>
    );
  }

  function onSubmit(values: WizardValues) {
    update.mutate(
      { id: gigId, input: toGigInput(values) },
      {
        onSuccess: (saved) => {
          toast.success('Gig updated successfully!');
          void navigate(paths.gig.getHref(saved.id));
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to update gig. Please try again.')),
      },
    );
  }

  return (
    <GigWizard
      key={gig.data.id}
      gig={gig.data}
      isSubmitting={update.isPending}
      onSubmit={onSubmit}
      onCancel={() => void navigate(paths.profile.getHref())}
    />
  );
}

/** /create-gig (and /create-gig?edit={id}): the four-step wizard, for freelancers only. */
export default function CreateGigRoute() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { user } = useSession();
  const editId = searchParams.get('edit');
  const isFreelancer = user?.role === 'freelancer';
  const title = !isFreelancer ? 'Gigs are for teenlancers' : editId ? 'Edit Your Gig' : 'Create a New Gig';

  // The session guard sends visitors to Log In and back here; this is only for a session that ended on the page.
  if (!user) return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  // The specification sends every non-freelancer to /login, which tells a signed-in customer nothing (issue 15).
  if (user.role !== 'freelancer') {
    return (
      <Page
        title={title}
        description={`Only teenlancer accounts create gigs, and you are signed in with ${
          user.role === 'buyer' ? 'a customer' : user.role === 'guardian' ? 'a family' : 'an admin'
        } account.`}
        width="prose"
      >
        <GigsAreForTeenlancers role={user.role} />
      </Page>
    );
  }

  return (
    <Page
      title={title}
      description={
        editId ? 'Update your service in four short steps.' : 'Share your skills with buyers in four short steps.'
      }
      width="prose"
    >
      {editId ? <EditGig gigId={editId} /> : <CreateGig />}
    </Page>
  );
}
