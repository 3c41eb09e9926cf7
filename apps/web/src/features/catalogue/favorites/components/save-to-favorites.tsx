import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { cn } from '../../../../lib/cn.ts';
import { paths } from '../../../../lib/paths.ts';
import { toast } from '../../../../lib/toast.ts';
import { favoriteStateQueryOptions } from '../api/get-favorite-state.ts';
import { useSetFavorite } from '../api/set-favorite.ts';

interface SaveToFavoritesProps {
  gigId: string;
  isSignedIn: boolean;
  /** What the gig page already knows (GigDetail.viewer.isFavorite). */
  isInitiallySaved: boolean;
}

/**
 * 'Save to Favorites': toggles the gig in the signed-in user's favourites on
 * the server. Visitors go to sign in and come back to this page.
 */
export function SaveToFavorites({ gigId, isSignedIn, isInitiallySaved }: SaveToFavoritesProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { data } = useQuery({
    ...favoriteStateQueryOptions(gigId),
    enabled: isSignedIn,
    initialData: { gigId, saved: isInitiallySaved },
    staleTime: 60_000,
  });
  const mutation = useSetFavorite();
  const isSaved = isSignedIn && data.saved;

  function onClick() {
    if (!isSignedIn) {
      void navigate(paths.login.getHref(location.pathname + location.search));
      return;
    }
    mutation.mutate(
      { gigId, saved: !isSaved },
      {
        onSuccess: (state) => {
          if (state.saved) toast.success('Gig saved to your favorites');
          else toast.success('Gig removed from your favorites');
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not update your favorites. Please try again.')),
      },
    );
  }

  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      aria-pressed={isSignedIn ? isSaved : undefined}
      onClick={onClick}
      disabled={mutation.isPending}
    >
      <Heart aria-hidden="true" className={cn(isSaved && 'fill-destructive text-destructive')} />
      {isSaved ? 'Saved to Favorites' : 'Save to Favorites'}
    </Button>
  );
}
