import { AUTO_COMPLETE_DAYS } from '@teenfreelance/contracts/orders';
import type { DbOrTx } from '../client.ts';
import { buyerReviews, reviews } from '../schema/reviews.ts';
import { insertDemoOrders, type DemoOrderRows } from './demo-order-insert.ts';
import { demoOrder } from './demo-order-rows.ts';
import { DAY_MS, HOUR_MS } from '@teenfreelance/contracts/time';

/** The demo buyers who bought the demo gigs and reviewed them (they have no password: nobody signs in as them). */
export const DEMO_REVIEWERS = [
  'Priya Shah',
  'Jordan Ellis',
  'Carmen Ruiz',
  'Tom Becker',
  'Aisha Bello',
  'Lucas Moreau',
  'Hannah Kim',
  'Diego Alvarez',
  'Grace Okafor',
  'Ben Thompson',
  'Mei Lin',
  'Olivia Brooks',
] as const;

/** What buyers wrote, by the stars they gave. */
const COMMENTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Absolutely brilliant work, delivered early and exactly what I asked for.',
    'So easy to work with. Quick replies and a great result.',
    'Better than I expected! Will definitely order again.',
    'Friendly, professional and really talented. Highly recommend.',
    'Perfect from start to finish. Thank you so much!',
    'Great communication and the final result looks amazing.',
  ],
  4: [
    'Really good result, just needed one small round of changes.',
    'Nice work and friendly communication. A day later than planned, but worth it.',
    'Solid job overall, I am happy with what I got.',
  ],
  3: ['Decent work, though it took a couple of revisions to get right.', 'Okay result, communication could be faster.'],
  2: ['Not quite what I asked for, but the seller did try to fix it.'],
  1: ['The delivery missed the brief, unfortunately.'],
};

/** What the sellers wrote of their buyers (decision 0093: each order's two reviews are published together). */
export const BUYER_COMMENTS = [
  'Clear brief, quick answers and paid on time. A pleasure to work with.',
  'Friendly buyer who knew what they wanted. Would happily work together again.',
  'Great communication and very patient with my questions.',
] as const;

export interface ReviewedGig {
  id: string;
  sellerId: string;
  title: string;
  priceCents: number;
  deliveryDays: number;
  revisions: string;
  /** The rating the demo data shows (one decimal) and how many reviews make it. */
  rating: number;
  reviewCount: number;
  createdAt: Date;
}

/** Stars for `count` reviews whose total is round(rating x count): all fives, lowered one star at a time in turn. */
export function starsFor(rating: number, count: number): number[] {
  const stars = Array.from({ length: count }, () => 5);
  let excess = 5 * count - Math.round(rating * count);
  for (let i = 0; excess > 0 && count > 0; i = (i + 1) % count) {
    if ((stars[i] ?? 1) > 1) {
      stars[i] = (stars[i] ?? 1) - 1;
      excess -= 1;
    }
  }
  return stars;
}

/**
 * Every demo gig's rating as real rows: for each review a demo buyer's paid
 * and completed order (payment, timeline) and its review, in bulk. The seed
 * computes the gigs' rating and review count from all the review rows at its
 * end (`refreshGigRatings`), as the reviews feature keeps them.
 */
export async function seedDemoReviews(
  tx: DbOrTx,
  {
    gigs: reviewed,
    reviewerIds,
    now,
    nextNumber,
  }: { gigs: readonly ReviewedGig[]; reviewerIds: readonly string[]; now: Date; nextNumber: () => string },
): Promise<number> {
  const built: DemoOrderRows[] = [];
  const stars: number[] = [];
  let n = 0;
  for (const gig of reviewed) {
    // Orders are placed over the gig's life, leaving time for the last one's delivery and review.
    const span = now.getTime() - gig.createdAt.getTime() - (gig.deliveryDays + 1) * DAY_MS;
    if (gig.reviewCount > 0 && span <= 0) throw new Error(`demo gig "${gig.title}" is too new for its reviews`);
    for (const rating of starsFor(gig.rating, gig.reviewCount)) {
      const placedAt = new Date(gig.createdAt.getTime() + ((n % 97) / 97) * span + HOUR_MS);
      const deliveredAt = new Date(placedAt.getTime() + gig.deliveryDays * DAY_MS * 0.8);
      // Most buyers accept the delivery; every fifth order completes by itself three days after it.
      const auto = n % 5 === 4 && deliveredAt.getTime() + (AUTO_COMPLETE_DAYS * DAY_MS + 2 * HOUR_MS) < now.getTime();
      const completedAt = new Date(deliveredAt.getTime() + (auto ? AUTO_COMPLETE_DAYS * DAY_MS : 5 * HOUR_MS));
      built.push(
        demoOrder(
          nextNumber(),
          {
            buyerId: reviewerIds[n % reviewerIds.length] ?? '',
            sellerId: gig.sellerId,
            gigId: gig.id,
            proposalId: null,
            title: gig.title,
            priceCents: gig.priceCents,
            deliveryDays: gig.deliveryDays,
            revisions: gig.revisions,
          },
          [
            { transition: 'place', at: placedAt },
            { transition: 'start', at: new Date(placedAt.getTime() + 2 * HOUR_MS) },
            { transition: 'deliver', at: deliveredAt, message: 'Here is your delivery. Thank you for your order!' },
            { transition: auto ? 'auto_complete' : 'accept', at: completedAt },
          ],
        ),
      );
      stars.push(rating);
      n += 1;
    }
  }
  if (built.length === 0) return 0;
  const orderIds = await insertDemoOrders(tx, built);
  const completedOf = (order: DemoOrderRows['order']) => (order.completedAt ?? order.createdAt ?? now).getTime();
  await tx.insert(reviews).values(
    built.map(({ order }, i) => {
      const rating = (stars[i] ?? 5) as 1 | 2 | 3 | 4 | 5;
      const comments = COMMENTS[rating];
      return {
        orderId: orderIds[i] ?? '',
        gigId: order.gigId ?? null,
        sellerId: order.sellerId,
        buyerId: order.buyerId,
        rating,
        comment: comments[i % comments.length] ?? comments[0] ?? '',
        createdAt: new Date(completedOf(order) + HOUR_MS),
        // Published with the seller's review of the buyer, an hour later.
        publishedAt: new Date(completedOf(order) + 2 * HOUR_MS),
      };
    }),
  );
  await tx.insert(buyerReviews).values(
    built.map(({ order }, i) => ({
      orderId: orderIds[i] ?? '',
      sellerId: order.sellerId,
      buyerId: order.buyerId,
      rating: i % 7 === 3 ? 4 : 5,
      comment: BUYER_COMMENTS[i % BUYER_COMMENTS.length] ?? BUYER_COMMENTS[0],
      createdAt: new Date(completedOf(order) + 2 * HOUR_MS),
      publishedAt: new Date(completedOf(order) + 2 * HOUR_MS),
    })),
  );
  return built.length;
}
