import { HeartOff } from 'lucide-react';
import { Link } from 'react-router';
import { GigCard, GigGrid, GigGridSkeleton } from '../../../../components/gig-card.tsx';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { toast } from '../../../../lib/toast.ts';
import { useFavorites } from '../api/get-favorites.ts';
import { useSetFavorite } from '../api/set-favorite.ts';

/** Takes a gig off the favourites; the list reads itself again. */
function RemoveButton({ gigId, gigTitle }: { gigId: string; gigTitle: string }) {
  const mutation = useSetFavorite();
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Remove ${gigTitle} from favorites`}
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(
          { gigId, saved: false },
          {
            onSuccess: () => toast.success('Gig removed from your favorites'),
            onError: (error) => toast.error(errorMessage(error, 'Could not update your favorites. Please try again.')),
          },
        )
      }
    >
      <HeartOff aria-hidden="true" />
      {mutation.isPending ? 'Removing...' : 'Remove'}
    </Button>
  );
}

/** The signed-in user's saved gigs (the dashboard's Saved Gigs tab), each removable. */
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
        <GigCard key={gig.id} gig={gig} footer={<RemoveButton gigId={gig.id} gigTitle={gig.title} />} />
      ))}
    </GigGrid>
  );
}
