import { randomInt } from 'node:crypto';
import { feeCents, revisionLimitOf } from '@teenfreelance/contracts/orders';
import type { DbOrTx } from '../client.ts';
import { refreshGigRatings } from '../gig-ratings.ts';
import { orderEvents, orders } from '../schema/orders.ts';
import { payments } from '../schema/payments.ts';
import { reviews } from '../schema/reviews.ts';

const DAY_MS = 86_400_000;

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

/** Six random digits, never one already drawn (the orders' unique numbers). */
function numberDrawer(): () => string {
  const drawn = new Set<string>();
  return () => {
    let number: string;
    do number = String(randomInt(0, 1_000_000)).padStart(6, '0');
    while (drawn.has(number));
    drawn.add(number);
    return number;
  };
}

/**
 * Every demo gig's rating as real rows: for each review a demo buyer's paid
 * and completed order (payment, timeline) and its review, in bulk; then each
 * gig's rating and review count recomputed from the review rows, as the
 * reviews feature keeps them.
 */
export async function seedDemoReviews(
  tx: DbOrTx,
  { gigs: reviewed, reviewerIds, now }: { gigs: readonly ReviewedGig[]; reviewerIds: readonly string[]; now: Date },
): Promise<number> {
  const nextNumber = numberDrawer();
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const stars: number[] = [];
  let n = 0;
  for (const gig of reviewed) {
    const ageMs = now.getTime() - gig.createdAt.getTime();
    for (const rating of starsFor(gig.rating, gig.reviewCount)) {
      // Spread over the gig's life, newest last; each order took its delivery time.
      const completedAt = new Date(gig.createdAt.getTime() + ((n % 97) / 97) * ageMs * 0.9 + DAY_MS);
      const createdAt = new Date(completedAt.getTime() - gig.deliveryDays * DAY_MS);
      const fee = feeCents(gig.priceCents);
      orderRows.push({
        number: nextNumber(),
        buyerId: reviewerIds[n % reviewerIds.length] ?? '',
        sellerId: gig.sellerId,
        gigId: gig.id,
        gigTitle: gig.title,
        priceCents: gig.priceCents,
        feeCents: fee,
        totalCents: gig.priceCents + fee,
        deliveryDays: gig.deliveryDays,
        revisions: gig.revisions,
        revisionLimit: revisionLimitOf(gig.revisions),
        status: 'completed',
        dueAt: completedAt,
        deliveredAt: completedAt,
        completedAt,
        createdAt,
        updatedAt: completedAt,
      });
      stars.push(rating);
      n += 1;
    }
  }
  if (orderRows.length === 0) return 0;

  const placed = await tx.insert(orders).values(orderRows).returning({
    id: orders.id,
    buyerId: orders.buyerId,
    sellerId: orders.sellerId,
    gigId: orders.gigId,
    totalCents: orders.totalCents,
    createdAt: orders.createdAt,
    completedAt: orders.completedAt,
  });
  await tx.insert(payments).values(
    placed.map((order) => ({
      userId: order.buyerId,
      purpose: 'order' as const,
      orderId: order.id,
      amountCents: order.totalCents,
      status: 'succeeded' as const,
      provider: 'simulated',
      cardBrand: 'Visa',
      cardLast4: '4242',
      createdAt: order.createdAt,
    })),
  );
  await tx.insert(orderEvents).values(
    placed.flatMap((order) => {
      const done = order.completedAt ?? order.createdAt;
      return [
        {
          orderId: order.id,
          toStatus: 'paid' as const,
          transition: 'place',
          actorId: order.buyerId,
          actorRole: 'buyer' as const,
          createdAt: order.createdAt,
        },
        {
          orderId: order.id,
          fromStatus: 'paid' as const,
          toStatus: 'in_progress' as const,
          transition: 'start',
          actorId: order.sellerId,
          actorRole: 'seller' as const,
          createdAt: order.createdAt,
        },
        {
          orderId: order.id,
          fromStatus: 'in_progress' as const,
          toStatus: 'delivered' as const,
          transition: 'deliver',
          actorId: order.sellerId,
          actorRole: 'seller' as const,
          message: 'Here is your delivery. Thank you for your order!',
          createdAt: done,
        },
        {
          orderId: order.id,
          fromStatus: 'delivered' as const,
          toStatus: 'completed' as const,
          transition: 'accept',
          actorId: order.buyerId,
          actorRole: 'buyer' as const,
          createdAt: done,
        },
      ];
    }),
  );
  await tx.insert(reviews).values(
    placed.map((order, i) => {
      const rating = (stars[i] ?? 5) as 1 | 2 | 3 | 4 | 5;
      const comments = COMMENTS[rating];
      return {
        orderId: order.id,
        gigId: order.gigId,
        sellerId: order.sellerId,
        buyerId: order.buyerId,
        rating,
        comment: comments[i % comments.length] ?? comments[0] ?? '',
        createdAt: new Date((order.completedAt ?? order.createdAt).getTime() + 3_600_000),
      };
    }),
  );
  // The figures every card shows, from the rows just written.
  await refreshGigRatings(tx);
  return placed.length;
}
