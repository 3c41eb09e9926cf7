import type { DemoHire } from './demo-job-rows.ts';
import type { Poster } from './demo-jobs.ts';
import type { DemoSellerKey } from './demo-people.ts';
import { HOUR_MS } from '@teenfreelance/contracts/time';

/** A seeded demo gig, as orders and conversations about it need it. */
export interface SeededGig {
  id: string;
  sellerId: string;
  title: string;
  priceCents: number;
  deliveryDays: number;
  revisions: string;
  createdAt: Date;
}

/** What the later parts of the seed look up by the names the demo data uses: people, gigs by title, hires by job title. */
export interface DemoWorld {
  now: Date;
  /** `hoursAgo` hours before `now`. */
  at(hoursAgo: number): Date;
  buyerId(poster: Poster): string;
  sellerId(key: DemoSellerKey): string;
  gig(title: string): SeededGig;
  hire(jobTitle: string): DemoHire;
}

export function demoWorld(parts: {
  now: Date;
  buyerId: string;
  reviewerIds: readonly string[];
  sellerIds: ReadonlyMap<DemoSellerKey, string>;
  gigs: readonly SeededGig[];
  hires: readonly DemoHire[];
}): DemoWorld {
  const gigsByTitle = new Map(parts.gigs.map((gig) => [gig.title, gig]));
  const found = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the demo data names ${what}, which the seed has not written`);
    return value;
  };
  return {
    now: parts.now,
    at: (hoursAgo) => new Date(parts.now.getTime() - hoursAgo * HOUR_MS),
    buyerId: (poster) =>
      found(poster === 'buyer' ? parts.buyerId : parts.reviewerIds[poster], `demo buyer ${String(poster)}`),
    sellerId: (key) => found(parts.sellerIds.get(key), `demo seller ${key}`),
    gig: (title) => found(gigsByTitle.get(title), `gig "${title}"`),
    hire: (jobTitle) =>
      found(
        parts.hires.find((hire) => hire.jobTitle === jobTitle),
        `hire on "${jobTitle}"`,
      ),
  };
}
