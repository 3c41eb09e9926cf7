import type { RatingSummary } from '@teenfreelance/contracts/gig-dtos';
import { roundRating } from '@teenfreelance/contracts/ratings';
import type { Review } from '@teenfreelance/contracts/reviews';
import type { ReviewRow } from './reviews.repository.ts';

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    orderId: row.orderId,
    gig: row.gigId === null ? null : { id: row.gigId, title: row.gigTitle },
    title: row.gigTitle,
    user: { id: row.buyerId, name: row.buyerName, avatarUrl: row.buyerImage },
    sellerId: row.sellerId,
    rating: row.rating,
    comment: row.comment,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Average (one decimal), count and 1-5 breakdown from the counts per number of stars. */
export function toRatingSummary(counts: readonly { rating: number; count: number }[]): RatingSummary {
  const breakdown = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let total = 0;
  for (const row of counts) {
    const stars = row.rating as 1 | 2 | 3 | 4 | 5;
    breakdown[stars] += row.count;
    count += row.count;
    total += row.rating * row.count;
  }
  return { average: count > 0 ? roundRating(total / count) : 0, count, breakdown };
}
