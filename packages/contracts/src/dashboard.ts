/**
 * The dashboard's figures (/dashboard), computed by the server in SQL from
 * the user's own orders, reviews, messages, favourites and job posts. The
 * dashboard's lists come from the features' own endpoints: orders
 * (`GET /api/orders?role=&status=`, orders.ts), saved gigs (favorites.ts),
 * the seller's gigs (`GET /api/users/:id/gigs`, gigs.ts), job posts
 * (`GET /api/users/me/jobs`, jobs.ts) and proposals (below).
 *
 * Money is integer cents. A seller earns an order's price (the buyer pays the
 * 4% fee on top) once it completes; what a seller earned comes from the
 * ledger (the Earnings tab and its routes are in seller-earnings.ts), so the
 * overview's earnings are the ledger's completions. Cancelled orders are
 * refunded and count nowhere.
 *
 * | Method | Path                          | Auth        | Answer |
 * |--------|-------------------------------|-------------|--------|
 * | GET    | /api/dashboard/seller         | freelancers | 200 SellerOverview; 403 NOT_A_FREELANCER to anyone else |
 * | GET    | /api/dashboard/seller/gigs    | freelancers | 200 SellerGigStats: views and orders of each of the caller's gigs; 403 NOT_A_FREELANCER |
 * | GET    | /api/dashboard/buyer          | buyers      | 200 BuyerOverview: figures, unread messages, the first active orders, open job posts and saved gigs; 403 NOT_A_BUYER to anyone else |
 * | GET    | /api/users/me/proposals       | freelancers | 200 { proposals: Proposal[] } (proposals.ts): the caller's proposals, newest first; 403 NOT_A_FREELANCER |
 * | POST   | /api/gigs/:id/views           | anyone      | 204: the gig page was seen. At most one view per visitor (account, or address and browser) per gig per hour counts; requests from bots are answered and not counted; 404 for a gig that is not public |
 *
 * Visitors get 401 UNAUTHENTICATED on every one of them but the view.
 */
import { z } from 'zod';
import { proposalSchema } from './proposals.ts';
import { gigStatusSchema } from './gig-dtos.ts';
import { orderParties, orderStatusSchema } from './orders.ts';

/** How many months the earnings chart shows, this one included. */
export const EARNINGS_CHART_MONTHS = 12;

export const monthlyEarningsSchema = z.object({
  /** 'YYYY-MM' (UTC). */
  month: z.string(),
  cents: z.number().int(),
});
export type MonthlyEarnings = z.infer<typeof monthlyEarningsSchema>;

export const sellerOverviewSchema = z.object({
  /** Orders paid and not yet completed or cancelled. */
  activeOrders: z.number().int(),
  /** The seller's gigs that are not deleted (drafts included). */
  gigs: z.number().int(),
  /** Orders past their due date and not yet delivered. */
  lateOrders: z.number().int(),
  earningsThisMonthCents: z.number().int(),
  earningsTotalCents: z.number().int(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  /**
   * Of the conversations a buyer opened with a message in the last 90 days,
   * the share (0 to 100) the seller answered within 24 hours; null with none.
   */
  responseRatePercent: z.number().int().nullable(),
  /** The median time to the seller's first answer in those conversations, in minutes; null with none. */
  responseTimeMinutes: z.number().int().nullable(),
  /** Conversations with messages the seller has not read. */
  unreadConversations: z.number().int(),
  /** The last 12 months, oldest first, this month last: earnings of orders completed in each. */
  earningsByMonth: z.array(monthlyEarningsSchema),
});
export type SellerOverview = z.infer<typeof sellerOverviewSchema>;

/** How many of each list the buyer's overview shows; the tabs list them all. */
export const BUYER_OVERVIEW_LIST_LIMIT = 5;

/** An active order on the buyer's overview, with what happens next. */
export const buyerActiveOrderSchema = z.object({
  id: z.string(),
  /** '#TF-123456'. */
  number: z.string(),
  title: z.string(),
  sellerName: z.string(),
  status: orderStatusSchema,
  /** Who asked to cancel and waits for the other to agree; null when nobody did. */
  cancellationRequestedBy: z.enum(orderParties).nullable(),
  /** The seller asked for more days and waits for the buyer's answer (decision 0082). */
  extensionRequested: z.boolean(),
  /** Who proposed a partial refund that waits for the other's answer; null when none does. */
  partialRefundOfferedBy: z.enum(orderParties).nullable(),
  dueAt: z.string(),
});
export type BuyerActiveOrder = z.infer<typeof buyerActiveOrderSchema>;

/** An open job post on the buyer's overview. */
export const buyerJobPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Proposals the poster has not answered yet (pending: neither shortlisted, declined nor hired). */
  newProposals: z.number().int(),
  /** Every proposal sent and not withdrawn. */
  proposals: z.number().int(),
});
export type BuyerJobPost = z.infer<typeof buyerJobPostSchema>;

/** A saved gig on the buyer's overview. */
export const buyerSavedGigSchema = z.object({
  id: z.string(),
  title: z.string(),
  sellerName: z.string(),
  priceCents: z.number().int(),
});
export type BuyerSavedGig = z.infer<typeof buyerSavedGigSchema>;

export const buyerOverviewSchema = z.object({
  activeOrders: z.number().int(),
  /** What the buyer paid for orders that were not cancelled (refunded), fee included. */
  totalSpentCents: z.number().int(),
  savedGigs: z.number().int(),
  openJobPosts: z.number().int(),
  /** Conversations with messages the buyer has not read. */
  unreadConversations: z.number().int(),
  /** The first active orders, the one due soonest first. */
  activeOrderList: z.array(buyerActiveOrderSchema),
  /** The newest open job posts, each with its proposals. */
  openJobPostList: z.array(buyerJobPostSchema),
  /** The gigs saved most recently (public ones only). */
  savedGigList: z.array(buyerSavedGigSchema),
});
export type BuyerOverview = z.infer<typeof buyerOverviewSchema>;

export const gigStatsSchema = z.object({
  gigId: z.string(),
  status: gigStatusSchema,
  views: z.number().int(),
  /** Orders of the gig that were not cancelled. */
  orders: z.number().int(),
});
export const sellerGigStatsSchema = z.object({ gigs: z.array(gigStatsSchema) });
export type SellerGigStats = z.infer<typeof sellerGigStatsSchema>;

export const myProposalsSchema = z.object({ proposals: z.array(proposalSchema) });
export type MyProposals = z.infer<typeof myProposalsSchema>;

export const SELLER_OVERVIEW_PATH = '/api/dashboard/seller';
export const SELLER_GIG_STATS_PATH = '/api/dashboard/seller/gigs';
export const BUYER_OVERVIEW_PATH = '/api/dashboard/buyer';
export const MY_PROPOSALS_PATH = '/api/users/me/proposals';
export { gigViewsPath } from './api-paths.ts';

/** The dashboard's tabs, by `?tab=`; each role has its own, the first one is the default. */
export const FREELANCER_TABS = ['overview', 'gigs', 'orders', 'earnings', 'proposals', 'profile'] as const;
export const BUYER_TABS = ['overview', 'orders', 'saved', 'jobs', 'profile'] as const;
export type DashboardTab = (typeof FREELANCER_TABS)[number] | (typeof BUYER_TABS)[number];

/** The specification's tab names, and ours where it gives none (Proposals). */
export const DASHBOARD_TAB_LABELS: {
  freelancer: Record<(typeof FREELANCER_TABS)[number], string>;
  buyer: Record<(typeof BUYER_TABS)[number], string>;
} = {
  freelancer: {
    overview: 'Overview',
    gigs: 'My Gigs',
    orders: 'Orders',
    earnings: 'Earnings',
    proposals: 'Proposals',
    profile: 'Profile',
  },
  buyer: { overview: 'Overview', orders: 'My Orders', saved: 'Saved Gigs', jobs: 'My Job Posts', profile: 'Profile' },
};

/** The Orders tab's sub-tabs (the orders list's `status`). */
export const ORDER_SUB_TABS = [
  { status: 'active', label: 'Active' },
  { status: 'completed', label: 'Completed' },
  { status: 'cancelled', label: 'Cancelled' },
] as const;
