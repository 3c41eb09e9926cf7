import {
  BUYER_OVERVIEW_LIST_LIMIT,
  EARNINGS_CHART_MONTHS,
  EARNINGS_CLEARANCE_DAYS,
  EARNINGS_TRANSACTIONS_LIMIT,
  type BuyerOverview,
  type Earnings,
  type SellerGigStats,
  type SellerOverview,
} from '@teenfreelance/contracts/dashboard';
import { orderNumberText } from '@teenfreelance/contracts/orders';
import { roundRating } from '@teenfreelance/contracts/ratings';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import type { ReaderScreening } from '../../platform/screening/reader-screening.ts';
import type { MessagesService } from '../messaging/messages.service.ts';
import {
  buyerFigures,
  countSellerGigs,
  earningsByMonth,
  sellerGigStats,
  sellerOrderFigures,
  sellerRating,
  sellerResponses,
  sellerTransactions,
} from './dashboard.repository.ts';
import { buyerActiveOrders, buyerOpenJobPosts, buyerSavedGigs } from './buyer-overview.repository.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';

/** How far back the response rate and time look. */
const RESPONSE_WINDOW_DAYS = 90;

export interface DashboardService {
  /** A freelancer's overview: orders, earnings, rating, responsiveness, unread messages, the earnings chart. */
  sellerOverview(user: SessionUser): Promise<SellerOverview>;
  /** Views and orders of each of a freelancer's gigs. */
  sellerGigStats(user: SessionUser): Promise<SellerGigStats>;
  /** A freelancer's amounts (completed, pending clearance, available, in progress) and newest transactions. */
  earnings(user: SessionUser): Promise<Earnings>;
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
  /** What a teen is shown of a buyer's name and a job's title (decision 0065). */
  screening: ReaderScreening;
}

/** Seller figures are the freelancer's own; anyone else is refused, not shown zeros. */
function assertFreelancer(user: SessionUser): void {
  if (user.role !== 'freelancer') {
    throw forbidden('Only freelancers have seller statistics', { reason: 'NOT_A_FREELANCER' });
  }
}

function assertBuyer(user: SessionUser): void {
  if (user.role !== 'buyer') {
    throw forbidden('Only buyers have buyer statistics', { reason: 'NOT_A_BUYER' });
  }
}

export function createDashboardService({
  db,
  clock,
  messagesService,
  screening,
}: DashboardServiceDeps): DashboardService {
  const clearedBefore = (now: Date) => new Date(now.getTime() - EARNINGS_CLEARANCE_DAYS * DAY_MS);

  return {
    async sellerOverview(user) {
      assertFreelancer(user);
      const now = clock.now();
      const [figures, months, rating, responses, unread, gigCount] = await Promise.all([
        sellerOrderFigures(db, user.id, now, clearedBefore(now)),
        earningsByMonth(db, user.id, now, EARNINGS_CHART_MONTHS),
        sellerRating(db, user.id),
        sellerResponses(db, user.id, new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS)),
        messagesService.unread(user),
        countSellerGigs(db, user.id),
      ]);
      return {
        activeOrders: figures.activeOrders,
        gigs: gigCount,
        lateOrders: figures.lateOrders,
        earningsThisMonthCents: figures.earningsThisMonthCents,
        earningsTotalCents: figures.earningsTotalCents,
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

    async earnings(user) {
      assertFreelancer(user);
      const now = clock.now();
      const [figures, rows] = await Promise.all([
        sellerOrderFigures(db, user.id, now, clearedBefore(now)),
        sellerTransactions(db, user.id, EARNINGS_TRANSACTIONS_LIMIT),
      ]);
      return {
        completedCents: figures.earningsTotalCents,
        pendingClearanceCents: figures.earningsTotalCents - figures.availableCents,
        availableCents: figures.availableCents,
        inProgressCents: figures.inProgressCents,
        transactions: rows.map((row) => ({
          orderId: row.orderId,
          orderNumber: orderNumberText(row.number),
          title: screening.shown(row.title, { reader: user }).text,
          buyerName: screening.name(row.buyerName, user),
          amountCents: row.amountCents,
          status: row.status === 'completed' ? ('Completed' as const) : ('Pending' as const),
          date: (row.completedAt ?? row.createdAt).toISOString(),
        })),
      };
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
