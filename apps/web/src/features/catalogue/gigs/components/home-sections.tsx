import { useEffect, useState, type ReactNode } from 'react';
import type { GigCard as GigCardDto } from '@teenfreelance/contracts/gigs';
import { Link } from 'react-router';
import { GigCard, GigGrid, GigGridSkeleton } from '../../../../components/gig-card.tsx';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useHomeGigs } from '../api/get-home-gigs.ts';
import { useGigEvents } from '../hooks/use-gig-events.ts';

/** A UI preference of this browser, not data: the number of services seen on the last visit. */
export const LAST_FEATURED_COUNT_KEY = 'lastFeaturedGigCount';

function readLastSeenCount(): number | null {
  try {
    const stored = window.localStorage.getItem(LAST_FEATURED_COUNT_KEY);
    if (stored === null || !/^\d+$/.test(stored)) return null;
    return Number(stored);
  } catch {
    return null;
  }
}

/**
 * True when there are more services now than this browser saw last time
 * (the count seen when the page opened; a first visit has nothing to compare).
 * Remembers the current total for the next visit.
 */
export function useHasNewServices(total: number | undefined): boolean {
  // Read after the first render: the server renders without this browser's storage, and so must the first screen.
  const [lastSeen, setLastSeen] = useState<number | null>(null);
  useEffect(() => setLastSeen(readLastSeenCount()), []);
  useEffect(() => {
    if (total === undefined) return;
    try {
      window.localStorage.setItem(LAST_FEATURED_COUNT_KEY, String(total));
    } catch {
      // storage full or disabled: the badge is a nicety
    }
  }, [total]);
  return total !== undefined && lastSeen !== null && total > lastSeen;
}

function LoadError({
  title,
  text,
  onRetry,
  isRetrying,
}: {
  title: string;
  text: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div role="alert" className="state-box">
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{text}</p>
      <Button variant="outline" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}

function EmptyState({ title, text, action }: { title: string; text?: string; action: ReactNode }) {
  return (
    <div className="empty-box">
      <p className="text-lg font-semibold">{title}</p>
      {text && <p className="text-sm text-muted-foreground">{text}</p>}
      {action}
    </div>
  );
}

function Cards({ gigs, eagerCount = 0 }: { gigs: readonly GigCardDto[]; eagerCount?: number }) {
  return (
    <GigGrid>
      {gigs.map((gig, index) => (
        <GigCard key={gig.id} gig={gig} isEager={index < eagerCount} />
      ))}
    </GigGrid>
  );
}

/** Home's "Marketplace Listings": public gigs in the recommended order. */
export function MarketplaceListings({ isFreelancer }: { isFreelancer: boolean }) {
  const { data, isPending, isError, refetch, isRefetching } = useHomeGigs();
  let body: ReactNode;
  if (isPending) {
    body = <GigGridSkeleton count={4} label="Loading premium services..." />;
  } else if (isError) {
    body = (
      <LoadError
        title="Error loading gigs"
        text="There was a problem loading gigs."
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    );
  } else if (data.listings.length === 0) {
    body = (
      <EmptyState
        title="No listings found"
        action={
          <Link to={paths.createGig.getHref()} className={buttonClasses()}>
            Create a Listing
          </Link>
        }
      />
    );
  } else {
    body = <Cards gigs={data.listings} />;
  }

  return (
    <section aria-labelledby="listings-heading" className="mx-auto w-full max-w-6xl px-4 py-14">
      <div className="section-head">
        <h2 id="listings-heading" className="text-2xl font-bold">
          Marketplace Listings
        </h2>
        <Link to={paths.explore.getHref()} className="text-sm text-link">
          View all listings
        </Link>
      </div>
      {body}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {isFreelancer ? (
          <>
            <Link to={paths.createGig.getHref()} className={buttonClasses({ size: 'lg' })}>
              Start Selling
            </Link>
            <Link to={paths.explore.getHref()} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              Explore Marketplace
            </Link>
          </>
        ) : (
          <Link to={paths.explore.getHref()} className={buttonClasses({ size: 'lg' })}>
            Explore All Services
          </Link>
        )}
      </div>
    </section>
  );
}

/** Home's "Featured services" (up to 4, Pro first) with "Recently added" (the 4 newest). */
export function FeaturedServices() {
  const { data, isPending, isError, refetch, isRefetching } = useHomeGigs();
  const hasNewServices = useHasNewServices(data?.total);

  let body: ReactNode;
  if (isPending) {
    body = <GigGridSkeleton count={4} label="Loading services..." />;
  } else if (isError) {
    body = (
      <LoadError
        title="Error loading featured gigs"
        text="There was a problem loading featured gigs."
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    );
  } else if (data.featured.length === 0) {
    body = (
      <EmptyState
        title="Be the first to share your skills!"
        text="No services found yet. Create a gig and start earning today."
        action={
          <Link to={paths.createGig.getHref()} className={buttonClasses()}>
            Create a Service
          </Link>
        }
      />
    );
  } else {
    body = (
      <div className="grid gap-10">
        <Cards gigs={data.featured} />
        {data.recent.length > 0 && (
          <div>
            <h3 className="mb-4 text-xl font-semibold">Recently added</h3>
            <Cards gigs={data.recent} />
          </div>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="featured-heading" className="bg-muted">
      <div className="mx-auto w-full max-w-6xl px-4 py-14">
        <div className="section-head">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="featured-heading" className="text-2xl font-bold">
              Featured services
            </h2>
            {hasNewServices && (
              <span role="status" className="rounded-full bg-success px-3 py-1 text-xs font-semibold text-white">
                New services available!
              </span>
            )}
          </div>
          <Link to={paths.explore.getHref()} className="text-sm text-link">
            Explore all services
          </Link>
        </div>
        {body}
        <div className="mt-8 flex justify-center">
          <Link to={paths.explore.getHref()} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            View All Services
          </Link>
        </div>
      </div>
    </section>
  );
}

/**
 * Both gig sections of the home page, in the specification's order. The home
 * route loads this module lazily: the sections sit below the first screen.
 */
/** The home page's gig lists, kept current by the live channel's gig events. */
export default function HomeGigSections({ isFreelancer }: { isFreelancer: boolean }) {
  useGigEvents();
  return (
    <>
      <MarketplaceListings isFreelancer={isFreelancer} />
      <FeaturedServices />
    </>
  );
}
