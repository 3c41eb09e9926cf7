import {
  BUYER_OVERVIEW_LIST_LIMIT,
  EARNINGS_CHART_MONTHS,
  type BuyerOverview,
  type SellerGigStats,
  type SellerOverview,
} from '@teenfreelance/contracts/dashboard';
import { orderNumberText } from '@teenfreelance/contracts/orders';
import { roundRating } from '@teenfreelance/contracts/ratings';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { MessagesService } from '../messaging/messages.service.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';
import {
  buyerFigures,
  countSellerGigs,
  sellerGigStats,
  sellerOrderFigures,
  sellerRating,
  sellerResponses,
} from './dashboard.repository.ts';
import { buyerActiveOrders, buyerOpenJobPosts, buyerSavedGigs } from './buyer-overview.repository.ts';
import { assertBuyer, assertFreelancer } from './dashboard.policy.ts';
import { findEarnedByMonth, findEarnedTotals } from './earnings/earnings.repository.ts';

/** How far back the response rate and time look. */
const RESPONSE_WINDOW_DAYS = 90;

export interface DashboardService {
  /** A freelancer's overview: orders, earnings, rating, responsiveness, unread messages, the earnings chart. */
  sellerOverview(user: SessionUser): Promise<SellerOverview>;
  /** Views and orders of each of a freelancer's gigs. */
  sellerGigStats(user: SessionUser): Promise<SellerGigStats>;
  /**
   * A buyer's overview: the figures (active orders, total spent, saved gigs, open job posts),
   * unread messages, and the first few active orders, open job posts with their new proposals
   * and saved gigs.
   */
  buyerOverview(user: SessionUser): Promise<BuyerOverview>;
}

export interface DashboardServiceDeps {
  db: Database;
  clock: Clock;
  messagesService: Pick<MessagesService, 'unread'>;
}

export function createDashboardService({ db, clock, messagesService }: DashboardServiceDeps): DashboardService {
  return {
    async sellerOverview(user) {
      assertFreelancer(user);
      const now = clock.now();
      // Earnings are the ledger's (decision 0073); the order counts are the orders'.
      const [figures, earned, months, rating, responses, unread, gigCount] = await Promise.all([
        sellerOrderFigures(db, user.id, now),
        findEarnedTotals(db, user.id, now),
        findEarnedByMonth(db, user.id, now, EARNINGS_CHART_MONTHS),
        sellerRating(db, user.id),
        sellerResponses(db, user.id, new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS)),
        messagesService.unread(user),
        countSellerGigs(db, user.id),
      ]);
      return {
        activeOrders: figures.activeOrders,
        gigs: gigCount,
        lateOrders: figures.lateOrders,
        earningsThisMonthCents: earned.thisMonthCents,
        earningsTotalCents: earned.totalCents,
        rating: { average: roundRating(rating.average), count: rating.count },
        responseRatePercent: responses.asked === 0 ? null : Math.round((100 * responses.answered) / responses.asked),
        responseTimeMinutes: responses.medianMinutes === null ? null : Math.round(responses.medianMinutes),
        unreadConversations: unread.conversations,
        earningsByMonth: months,
      };
    },

    async sellerGigStats(user) {
      assertFreelancer(user);
      const rows = await sellerGigStats(db, user.id);
      return { gigs: rows.map((row) => ({ ...row, views: Number(row.views), orders: Number(row.orders) })) };
    },

    async buyerOverview(user) {
      assertBuyer(user);
      const [figures, unread, activeOrders, jobPosts, savedGigs] = await Promise.all([
        buyerFigures(db, user.id),
        messagesService.unread(user),
        buyerActiveOrders(db, user.id, BUYER_OVERVIEW_LIST_LIMIT),
        buyerOpenJobPosts(db, user.id, BUYER_OVERVIEW_LIST_LIMIT),
        buyerSavedGigs(db, user.id, BUYER_OVERVIEW_LIST_LIMIT),
      ]);
      return {
        activeOrders: Number(figures.activeOrders),
        totalSpentCents: Number(figures.totalSpentCents),
        savedGigs: Number(figures.savedGigs),
        openJobPosts: Number(figures.openJobPosts),
        unreadConversations: unread.conversations,
        activeOrderList: activeOrders.map((order) => ({
          ...order,
          number: orderNumberText(order.number),
          dueAt: order.dueAt.toISOString(),
        })),
        openJobPostList: jobPosts,
        savedGigList: savedGigs,
      };
    },
  };
}
