import type { ExploreQuery } from '@teenfreelance/contracts/gigs';

/**
 * The gig query keys in one tree: invalidating `gigKeys.all` refreshes every
 * gig list and page (what a live gig event does).
 */
export const gigKeys = {
  all: ['gigs'] as const,
  explore: (query: ExploreQuery) => ['gigs', 'explore', query] as const,
  home: () => ['gigs', 'home'] as const,
  detail: (id: string) => ['gigs', 'detail', id] as const,
  seller: (sellerId: string) => ['gigs', 'seller', sellerId] as const,
  limit: () => ['gigs', 'limit'] as const,
  /** The owner's views and orders of each gig (the dashboard's My Gigs). */
  stats: () => ['gigs', 'stats'] as const,
};
