import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { REVIEW_TEXTS, type Review, type ReviewPage } from '@teenfreelance/contracts/reviews';
import { api } from '../lib/api-client.ts';
import { RelativeTime, useNow } from './relative-time.tsx';
import { Stars } from './stars.tsx';
import { Avatar } from './ui/avatar.tsx';
import { Button } from './ui/button.tsx';
import { Skeleton } from './ui/skeleton.tsx';

/**
 * Reviews from a paged endpoint (`GET /api/gigs/:id/reviews` or
 * `/api/users/:id/reviews`), newest first, with names, avatars, relative
 * dates and the seller's reply; 'Load more' asks for the next page. `action`
 * adds something to each review (Report, composed by the page).
 */
export function ReviewList({ path, action }: { path: string; action?: (review: Review) => ReactNode }) {
  const now = useNow();
  const reviews = useInfiniteQuery({
    queryKey: ['reviews', path],
    queryFn: ({ pageParam, signal }) =>
      api.get<ReviewPage>(pageParam ? `${path}?before=${encodeURIComponent(pageParam)}` : path, signal),
    initialPageParam: '',
    getNextPageParam: (last) => (last.hasMore ? last.reviews.at(-1)?.id : undefined),
  });

  if (reviews.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading reviews...</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <div role="alert" className="flex items-center gap-3 text-sm">
        <p>Could not load the reviews.</p>
        <Button variant="outline" size="sm" onClick={() => void reviews.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const all = reviews.data.pages.flatMap((page) => page.reviews);
  if (all.length === 0) return <p className="text-muted-foreground">{REVIEW_TEXTS.empty}</p>;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4">
        {all.map((review) => (
          <li key={review.id} className="grid gap-2 border-b pb-4">
            <div className="flex items-center gap-3">
              <Avatar name={review.user.name} src={review.user.avatarUrl} size="sm" />
              <div>
                <p className="font-medium">{review.user.name}</p>
                <RelativeTime iso={review.createdAt} now={now} className="text-xs text-muted-foreground" />
              </div>
              <span className="ml-auto flex items-center gap-1">
                {review.rating !== null && <Stars rating={review.rating} labelled />}
                {action?.(review)}
              </span>
            </div>
            <p className="text-sm leading-relaxed whitespace-pre-line">{review.comment}</p>
            {review.reply && (
              <div className="ml-4 grid gap-1 border-l-2 pl-3">
                <p className="text-xs font-medium text-muted-foreground">{REVIEW_TEXTS.replyLabel}</p>
                <p className="text-sm whitespace-pre-line">{review.reply}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
      {reviews.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void reviews.fetchNextPage()}
          disabled={reviews.isFetchingNextPage}
        >
          {reviews.isFetchingNextPage ? 'Loading...' : REVIEW_TEXTS.loadMore}
        </Button>
      )}
    </div>
  );
}
