import { useEffect } from 'react';
import { Pencil } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useSession } from '../../features/accounts/auth/api/get-session.ts';
import { useCategories } from '../../features/catalogue/categories/api/get-categories.ts';
import { SaveToFavorites } from '../../features/catalogue/favorites/components/save-to-favorites.tsx';
import { countGigView } from '../../features/catalogue/gigs/api/count-gig-view.ts';
import { useGig } from '../../features/catalogue/gigs/api/get-gig.ts';
import { DeleteGigButton } from '../../features/catalogue/gigs/components/delete-gig-button.tsx';
import { GigDetailView } from '../../features/catalogue/gigs/components/gig-detail.tsx';
import { useGigEvents } from '../../features/catalogue/gigs/hooks/use-gig-events.ts';
import { ContactSellerButton } from '../../features/messaging/components/contact-seller-button.tsx';
import { ReportButton } from '../../features/trust-and-safety/components/report-button.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useTitleSubject } from '../../lib/document-title.tsx';
import { paths } from '../../lib/paths.ts';

function Breadcrumb({ category, categoryName }: { category?: string; categoryName?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted-foreground">
      <ol className="flex flex-wrap gap-2">
        <li>
          <Link to={paths.home.getHref()} className="hover:text-foreground hover:underline">
            Home
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={paths.explore.getHref()} className="hover:text-foreground hover:underline">
            Explore
          </Link>
        </li>
        {category && categoryName && (
          <>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={paths.exploreCategory.getHref(category)} className="hover:text-foreground hover:underline">
                {categoryName}
              </Link>
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}

function GigNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Gig not found</h1>
      <p className="text-muted-foreground">The service you're looking for doesn't exist or has been removed.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.explore.getHref()} className={buttonClasses()}>
          Browse All Services
        </Link>
        <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'outline' })}>
          Return Home
        </Link>
      </div>
    </div>
  );
}

/** /gig/{id} and /projects/{id}: the gig detail. */
export default function GigRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const { data: gig, isPending, isError, error, refetch, isRefetching } = useGig(id);
  const { data: categories } = useCategories();
  useGigEvents();
  // A public gig's page counts one view for its seller (the server de-duplicates and skips bots).
  const viewedGigId = gig?.isPublic && !gig.viewer.isOwner ? gig.id : null;
  useEffect(() => {
    if (viewedGigId) countGigView(viewedGigId);
  }, [viewedGigId]);
  const isNotFound = isApiError(error) && (error.status === 404 || error.status === 400);
  useTitleSubject(gig?.title, isNotFound);

  if (isPending) {
    return (
      // At least a screen tall, so the footer does not show and then jump away when the gig arrives.
      <div role="status" className="mx-auto grid min-h-dvh w-full max-w-6xl content-start gap-6 px-4 py-8 md:py-12">
        <span className="sr-only">Loading service...</span>
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-9 w-3/4" />
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <Skeleton className="aspect-[3/2] w-full rounded-xl" />
          <Skeleton className="h-80 rounded-xl" />
        </div>
      </div>
    );
  }

  if (isError) {
    if (isNotFound) return <GigNotFound />;
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-20 text-center">
        <h1 className="text-xl font-semibold">Failed to load this service</h1>
        <p className="text-sm text-muted-foreground">Please check your connection and try again.</p>
        <Button variant="outline" onClick={() => void refetch()} disabled={isRefetching}>
          {isRefetching ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    );
  }

  const categoryName = categories?.categories.find((item) => item.slug === gig.category)?.name ?? gig.categoryName;
  const isOwner = gig.viewer.isOwner;
  const isSignedIn = user !== null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <Breadcrumb category={gig.category} categoryName={categoryName} />
      <GigDetailView
        gig={gig}
        favoriteButton={
          isOwner ? null : (
            <>
              <ContactSellerButton about={{ gigId: gig.id }} viewer={user} className="w-full" />
              <SaveToFavorites gigId={gig.id} isSignedIn={isSignedIn} isInitiallySaved={gig.viewer.isFavorite} />
            </>
          )
        }
        reportAction={isOwner ? undefined : <ReportButton targetKind="gig" targetId={gig.id} isSignedIn={isSignedIn} />}
        reviewAction={(review) =>
          review.user.id === user?.id ? null : (
            <ReportButton
              targetKind="review"
              targetId={review.id}
              isSignedIn={isSignedIn}
              appearance="icon"
              aria-label={`Report review by ${review.user.name}`}
            />
          )
        }
        ownerActions={
          isOwner || gig.viewer.canDelete ? (
            <>
              {isOwner && (
                <Link to={paths.editGig.getHref(gig.id)} className={buttonClasses({ variant: 'outline' })}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Link>
              )}
              <DeleteGigButton
                gigId={gig.id}
                gigTitle={gig.title}
                onDeleted={() => void navigate(paths.profile.getHref(), { replace: true })}
              />
            </>
          ) : undefined
        }
      />
    </div>
  );
}
