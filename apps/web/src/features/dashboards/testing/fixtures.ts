import type { BuyerOverview, SellerOverview } from '@teenfreelance/contracts/dashboard';
import type { Earnings, EarningsLine, EarningsStatement } from '@teenfreelance/contracts/seller-earnings';
import type { GigCard } from '@teenfreelance/contracts/gigs';
import type { OrderSummary } from '@teenfreelance/contracts/orders';
import { DAY_MS } from '@teenfreelance/contracts/time';

/** The last 12 months ending November 2026, oldest first, with `cents` by month ('YYYY-MM'). */
export function months(cents: Record<string, number> = {}): SellerOverview['earningsByMonth'] {
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(2025, 11 + index, 1));
    const month = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    return { month, cents: cents[month] ?? 0 };
  });
}

export function sellerOverview(overrides: Partial<SellerOverview> = {}): SellerOverview {
  return {
    activeOrders: 3,
    gigs: 2,
    lateOrders: 1,
    earningsThisMonthCents: 12_500,
    earningsTotalCents: 154_050,
    rating: { average: 4.8, count: 12 },
    responseRatePercent: 95,
    responseTimeMinutes: 90,
    unreadConversations: 2,
    earningsByMonth: months({ '2026-03': 40_000, '2026-11': 12_500 }),
    ...overrides,
  };
}

export const newSellerOverview = (): SellerOverview =>
  sellerOverview({
    activeOrders: 0,
    gigs: 0,
    lateOrders: 0,
    earningsThisMonthCents: 0,
    earningsTotalCents: 0,
    rating: { average: 0, count: 0 },
    responseRatePercent: null,
    responseTimeMinutes: null,
    unreadConversations: 0,
    earningsByMonth: months(),
  });

export function buyerOverview(overrides: Partial<BuyerOverview> = {}): BuyerOverview {
  return {
    activeOrders: 2,
    totalSpentCents: 26_000,
    savedGigs: 1,
    openJobPosts: 1,
    unreadConversations: 3,
    activeOrderList: [
      {
        id: 'o1',
        number: '#TF-123456',
        title: 'Logo for a bakery',
        sellerName: 'Finn Freelancer',
        status: 'delivered',
        cancellationRequestedBy: null,
        extensionRequested: false,
        partialRefundOfferedBy: null,
        dueAt: '2026-03-20T12:00:00.000Z',
      },
      {
        id: 'o2',
        number: '#TF-654321',
        title: 'Edit my video',
        sellerName: 'Vera Video',
        status: 'in_progress',
        cancellationRequestedBy: null,
        extensionRequested: false,
        partialRefundOfferedBy: null,
        dueAt: '2026-03-24T12:00:00.000Z',
      },
    ],
    openJobPostList: [{ id: 'j1', title: 'A poster for the fair', newProposals: 2, proposals: 3 }],
    savedGigList: [{ id: 'g1', title: 'I will design a modern logo', sellerName: 'Maya Patel', priceCents: 2500 }],
    ...overrides,
  };
}

export function earningsLine(overrides: Partial<EarningsLine> = {}): EarningsLine {
  return {
    id: 'l1',
    kind: 'order_completion',
    at: '2026-11-10T10:00:00.000Z',
    amountCents: 10_000,
    status: 'Completed',
    clearsAt: '2026-11-17T10:00:00.000Z',
    order: { id: 'o1', number: '#TF-100001', title: 'Logo for a bakery' },
    pendingAfterCents: 10_000,
    availableAfterCents: 0,
    ...overrides,
  };
}

/** A seller with one order cleared, one still clearing, part withdrawn and part on its way. */
export function earnings(overrides: Partial<Earnings> = {}): Earnings {
  return {
    clearingDays: 7,
    pendingClearanceCents: 7_500,
    availableCents: 4_000,
    withdrawnCents: 6_000,
    inTransitCents: 1_000,
    earnedCents: 17_500,
    inProgressCents: 2_500,
    lines: [
      earningsLine({
        id: 'l4',
        kind: 'order_completion',
        at: '2026-11-20T10:00:00.000Z',
        amountCents: 7_500,
        status: 'Pending',
        clearsAt: '2026-11-27T10:00:00.000Z',
        order: { id: 'o2', number: '#TF-100002', title: 'Podcast intro' },
        pendingAfterCents: 7_500,
        availableAfterCents: 4_000,
      }),
      earningsLine({
        id: 'l3',
        kind: 'withdrawal',
        at: '2026-11-19T10:00:00.000Z',
        amountCents: 1_000,
        status: 'Pending',
        clearsAt: null,
        order: null,
        pendingAfterCents: 0,
        availableAfterCents: 4_000,
      }),
      earningsLine({
        id: 'l2',
        kind: 'earnings_cleared',
        at: '2026-11-17T10:00:00.000Z',
        clearsAt: null,
        pendingAfterCents: 0,
        availableAfterCents: 10_000,
      }),
      earningsLine(),
    ],
    hasMoreLines: false,
    filingYears: [],
    ...overrides,
  };
}

/** The statement of 2026 for the seller of `earnings()`. */
export function earningsStatement(overrides: Partial<EarningsStatement> = {}): EarningsStatement {
  const months = Array.from({ length: 12 }, (_, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    earnedCents: index === 10 ? 17_500 : 0,
    clearedCents: index === 10 ? 10_000 : 0,
    withdrawnCents: index === 10 ? 6_000 : 0,
  }));
  return {
    year: 2026,
    seller: { name: 'Finn Freelancer' },
    clearingDays: 7,
    generatedAt: '2026-11-28T10:00:00.000Z',
    totals: { earnedCents: 17_500, clearedCents: 10_000, withdrawnCents: 6_000 },
    months,
    lines: earnings().lines.toReversed(),
    years: [2026, 2025],
    showFilingNote: false,
    ...overrides,
  };
}

const party = (id: string, name: string) => ({ id, name, avatarUrl: null });

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 'o1',
    number: '#TF-100001',
    status: 'in_progress',
    title: 'Logo for a bakery',
    gig: { id: 'g1', title: 'Logo for a bakery' },
    job: null,
    priceCents: 10_000,
    totalCents: 10_400,
    buyer: party('b1', 'Bea Buyer'),
    seller: party('u1', 'Finn Freelancer'),
    dueAt: new Date(Date.now() + 3 * DAY_MS).toISOString(),
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function gigCard(overrides: Partial<GigCard> = {}): GigCard {
  return {
    id: 'g1',
    title: 'I will design a modern logo',
    shortDescription: 'A clean logo',
    priceCents: 2500,
    image: null,
    category: 'graphic-design',
    categoryName: 'Logo Design',
    seller: { id: 's1', name: 'Maya Chen', avatarUrl: null, isPro: false },
    rating: 4.9,
    reviewCount: 8,
    deliveryDays: 3,
    isPro: false,
    isPublic: true,
    createdAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}
