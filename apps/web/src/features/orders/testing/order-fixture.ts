import type { Order } from '@teenfreelance/contracts/orders';

const party = (id: string, name: string) => ({ id, name, avatarUrl: null });

/** An order in progress, due on January 8th, as `viewerRole` sees it. */
export function order(overrides: Partial<Order>): Order {
  return {
    id: 'order-1',
    number: '#TF-000001',
    status: 'in_progress',
    title: 'A catchy jingle',
    gig: { id: 'gig-1', title: 'A catchy jingle' },
    job: null,
    priceCents: 2500,
    totalCents: 2600,
    buyer: party('buyer-1', 'Bea Buyer'),
    seller: party('seller-1', 'Sam Seller'),
    dueAt: '2026-01-08T12:00:00.000Z',
    createdAt: '2026-01-01T12:00:00.000Z',
    updatedAt: '2026-01-05T12:00:00.000Z',
    feeCents: 100,
    deliveryDays: 7,
    revisions: '2 revisions',
    revisionsLeft: 2,
    revisionsUsed: 0,
    deliveredAt: null,
    autoCompleteAt: null,
    completedAt: null,
    cancelledAt: null,
    cancellationRequestedBy: null,
    requirements: null,
    extensionRequest: null,
    partialRefundOffer: null,
    partialRefund: null,
    lateCancellableAt: '2026-01-09T12:00:00.000Z',
    dispute: null,
    conversationId: null,
    viewerRole: 'buyer',
    actions: [],
    timeline: [],
    files: [],
    payment: null,
    review: null,
    canReview: false,
    canReply: false,
    ...overrides,
  };
}
