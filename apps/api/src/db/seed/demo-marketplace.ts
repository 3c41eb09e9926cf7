import { canSellPublicly } from '@teenfreelance/contracts/accounts';
import type { StoredImage } from '../../platform/storage/images.ts';
import type { DbOrTx } from '../client.ts';
import { refreshGigRatings } from '../gig-ratings.ts';
import { favorites } from '../schema/favorites.ts';
import { gigImages, gigs } from '../schema/gigs.ts';
import type { DemoAccountKey } from './demo-accounts.ts';
import { seedDemoConversations } from './demo-conversations.ts';
import { DEMO_GIGS } from './demo-gigs.ts';
import { seedDemoJobs } from './demo-job-rows.ts';
import { seedDemoLedger } from './demo-ledger.ts';
import { seedDemoGuardians } from './demo-guardians.ts';
import { seedDemoPayouts } from './demo-payouts.ts';
import { seedDemoNotifications } from './demo-notifications.ts';
import { numberDrawer, scriptedOrderSubjects, seedScriptedOrders } from './demo-order-rows.ts';

import { DEMO_FREELANCERS } from './demo-people.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { seedDemoPeople, type DemoAvatar } from './demo-users.ts';
import { seedGigViews } from './demo-views.ts';
import { demoWorld, type DemoWorld, type SeededGig } from './demo-world.ts';
import { DAY_MS, HOUR_MS } from '@teenfreelance/contracts/time';

/** Gigs the demo accounts saved ('Save to Favorites'), newest first. */
const SAVED_GIGS: readonly { who: DemoAccountKey; titles: string[] }[] = [
  {
    who: 'buyer',
    titles: [
      'Cute Cartoon Portrait of Your Pet',
      'A Week of Social Media Posts in Your Brand Style',
      'Custom 3D Printed Phone Stand',
      'Friendly English Voice-Over for Short Videos',
      'Logo Animation',
    ],
  },
  {
    who: 'admin',
    titles: ['Complete Brand Kit: Logo, Colours, Fonts and Social Icons', 'Custom Beat for Your Song, Rap or Video'],
  },
  {
    who: 'freelancer',
    titles: ['Digital Character Art: Full Body, Full Colour', 'Custom Stickers and Emotes for Streams and Chats'],
  },
  { who: 'proFreelancer', titles: ['Custom Beat for Your Song, Rap or Video'] },
];

async function seedSavedGigs(tx: DbOrTx, world: DemoWorld, idOf: (key: DemoAccountKey) => string): Promise<void> {
  await tx.insert(favorites).values(
    SAVED_GIGS.flatMap(({ who, titles }) =>
      titles.map((title, i) => {
        const gig = world.gig(title);
        const at = Math.max(gig.createdAt.getTime() + HOUR_MS, world.now.getTime() - (i + 1) * 37 * HOUR_MS);
        return { userId: idOf(who), gigId: gig.id, createdAt: new Date(at) };
      }),
    ),
  );
}

/**
 * The demo marketplace, inside the seed's transaction. Rows are written as
 * the features would have written them (sign-up and consent, the gig wizard,
 * checkout and the order machine, reviews, job posts and hires, messages,
 * favourites, gig page views, and last the notifications all that told
 * people), and demo-rules.test.ts checks the seeded database against the
 * product's rules. Each gig's rating and review count is computed from the
 * review rows last, as the reviews feature keeps them.
 */
export async function seedMarketplace(
  tx: DbOrTx,
  {
    avatars,
    passwordHash,
    pictures,
    now,
    clearingDays,
  }: {
    avatars: readonly DemoAvatar[];
    passwordHash: string;
    pictures: readonly StoredImage[][];
    now: Date;
    /** EARNINGS_CLEARING_DAYS: which completed orders' earnings have cleared by now. */
    clearingDays: number;
  },
): Promise<{ users: number; gigs: number }> {
  const people = await seedDemoPeople(tx, { avatars, passwordHash, now });
  const sellerOf = (key: (typeof DEMO_GIGS)[number]['seller']) => {
    const person = DEMO_FREELANCERS.find((p) => p.key === key);
    const id = people.sellerIds.get(key);
    const parentalConsent = people.consentOf.get(key);
    if (!person || !id || !parentalConsent) throw new Error(`a demo gig names unknown seller ${key}`);
    // As the gigs service derives it: a published gig is public when its seller may sell.
    return {
      id,
      isPro: person.isPro,
      isPublic: canSellPublicly({ role: 'freelancer', parentalConsent, sellingPaused: false }),
    };
  };

  const rows = DEMO_GIGS.map((gig) => {
    const seller = sellerOf(gig.seller);
    const createdAt = new Date(now.getTime() - gig.ageDays * DAY_MS);
    return {
      sellerId: seller.id,
      title: gig.title,
      shortDescription: gig.shortDescription,
      description: gig.description,
      priceCents: gig.priceCents,
      deliveryDays: gig.deliveryDays,
      revisions: gig.revisions,
      categorySlug: gig.category,
      tags: gig.tags,
      requirements: gig.requirements ?? [],
      status: 'published' as const,
      isPublic: seller.isPublic,
      isPro: seller.isPro,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const inserted = await tx.insert(gigs).values(rows).returning({ id: gigs.id });
  const imageRows = inserted.flatMap((row, i) =>
    (pictures[i] ?? []).map((picture, position) => ({ gigId: row.id, position, ...picture })),
  );
  if (imageRows.length > 0) await tx.insert(gigImages).values(imageRows);
  const seeded: SeededGig[] = inserted.map((row, i) => {
    const gig = rows[i];
    if (!gig) throw new Error('a demo gig without its definition');
    return { id: row.id, ...gig };
  });

  // The buyers behind the demo ratings: every number on a card comes from their orders' reviews.
  const nextNumber = numberDrawer();
  await seedDemoReviews(tx, {
    gigs: seeded.flatMap((gig, i) => {
      const demo = DEMO_GIGS[i];
      if (!demo || demo.reviewCount === 0) return [];
      if (!rows[i]?.isPublic) throw new Error(`demo gig "${gig.title}" is not public, so nobody could buy it`);
      return [{ ...gig, rating: demo.rating, reviewCount: demo.reviewCount }];
    }),
    reviewerIds: people.reviewerIds,
    now,
    nextNumber,
  });

  const hires = await seedDemoJobs(
    tx,
    { buyerId: people.idOf('buyer'), reviewerIds: people.reviewerIds, freelancerIds: people.sellerIds },
    now,
  );
  const world = demoWorld({
    now,
    buyerId: people.idOf('buyer'),
    reviewerIds: people.reviewerIds,
    sellerIds: people.sellerIds,
    gigs: seeded,
    hires,
  });
  const orderSubjects = scriptedOrderSubjects(world);
  // A hire opens the poster's conversation with the freelancer; checkout opens (or reopens) the buyer's with the seller.
  const conversationOf = await seedDemoConversations(tx, world, [
    ...hires.map((hire) => ({
      buyerId: hire.clientId,
      sellerId: hire.freelancerId,
      gigId: null,
      jobId: hire.jobId,
      at: hire.hiredAt,
    })),
    ...orderSubjects,
  ]);
  await seedScriptedOrders(tx, world, { nextNumber, conversationIds: orderSubjects.map(conversationOf) });
  await seedSavedGigs(tx, world, people.idOf);
  await seedGigViews(tx, now);
  await refreshGigRatings(tx);
  await seedDemoLedger(tx, { now, clearingDays });
  await seedDemoPayouts(tx, { now });
  await seedDemoNotifications(tx, now);
  const guardians = await seedDemoGuardians(tx, { now, passwordHash });
  return { users: people.count + guardians, gigs: inserted.length };
}
