import type { RatingSummary } from '@teenfreelance/contracts/gig-dtos';
import { roundRating } from '@teenfreelance/contracts/ratings';
import type { Review } from '@teenfreelance/contracts/reviews';
import type { Reader, ReaderScreening } from '../../../platform/screening/reader-screening.ts';
import type { ReviewRow } from './reviews.repository.ts';

/**
 * A review as `reader` (null: a visitor) sees it: the buyer's words and the
 * seller's reply screened where a teen is the seller or reads, the buyer's name
 * where a teen reads (decision 0065).
 */
export function toReview(
  row: ReviewRow,
  screening: ReaderScreening,
  reader: Reader | null,
  withoutStars = false,
): Review {
  const place = { reader: reader ?? { isMinor: false }, minorTakesPart: row.sellerIsMinor };
  const title = screening.shown(row.gigTitle, place).text;
  return {
    id: row.id,
    orderId: row.orderId,
    gig: row.gigId === null ? null : { id: row.gigId, title },
    title,
    user: { id: row.buyerId, name: screening.name(row.buyerName, place.reader), avatarUrl: row.buyerImage },
    sellerId: row.sellerId,
    rating: withoutStars ? null : row.rating,
    comment: screening.shown(row.comment, place).text,
    reply: screening.shownOrNull(row.reply, place),
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
