import { Link } from 'react-router';
import { GigCard, GigGrid, GigGridSkeleton } from '../../../components/gig-card.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useFavorites } from '../api/get-favorites.ts';

/** The signed-in user's saved gigs (the dashboard's Saved Gigs tab). */
export function SavedGigs() {
  const { data, isPending, isError, refetch, isRefetching } = useFavorites();

  if (isPending) return <GigGridSkeleton count={4} label="Loading saved gigs..." />;

  if (isError) {
    return (
      <div role="alert" className="state-box">
        <p className="font-medium">Error loading saved gigs</p>
        <p className="text-sm text-muted-foreground">There was a problem loading your saved gigs.</p>
        <Button variant="outline" onClick={() => void refetch()} disabled={isRefetching}>
          {isRefetching ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    );
  }

  if (data.gigs.length === 0) {
    return (
      <div className="empty-box">
        <p className="text-lg font-semibold">No saved gigs yet</p>
        <p className="text-sm text-muted-foreground">Use 'Save to Favorites' on a service to find it here later.</p>
        <Link to={paths.explore.getHref()} className={buttonClasses()}>
          Explore All Services
        </Link>
      </div>
    );
  }

  return (
    <GigGrid>
      {data.gigs.map((gig) => (
        <GigCard key={gig.id} gig={gig} />
      ))}
    </GigGrid>
  );
}
