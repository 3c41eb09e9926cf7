import { TWO_WAY_REVIEW_TEXTS } from '@teenfreelance/contracts/two-way-reviews';
import { Stars } from '../../../../components/stars.tsx';
import { useBuyerRating } from '../api/get-buyer-rating.ts';

/**
 * A buyer's rating as sellers see it (on orders, conversations and job posts):
 * the average and count of sellers' published reviews, or 'New buyer' (none
 * yet, or a teen with fewer than three). Nothing while loading or when the
 * server does not show it to the caller.
 */
export function BuyerRating({ userId, enabled = true }: { userId: string; enabled?: boolean }) {
  const rating = useBuyerRating(userId, enabled);
  if (!rating.data) return null;
  const { average, count } = rating.data;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="buyer-rating">
      <span className="text-muted-foreground">{TWO_WAY_REVIEW_TEXTS.buyerRating}:</span>
      {average === null ? (
        <span>{TWO_WAY_REVIEW_TEXTS.newBuyer}</span>
      ) : (
        <>
          <Stars rating={average} />
          <span className="font-medium">{average.toFixed(1)}</span>
          <span className="text-muted-foreground">
            ({count} {count === 1 ? 'review' : 'reviews'})
          </span>
        </>
      )}
    </p>
  );
}
