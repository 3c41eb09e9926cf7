/**
 * Orders: what buying a gig creates, and its life from payment to completion
 * (docs/decisions/0039). Checkout and payment are in checkout.ts, reviews in
 * reviews.ts, the Pro plan in pro-plan.ts; money is integer cents throughout.
 *
 * | Method | Path                                   | Auth            | Answer |
 * |--------|----------------------------------------|-----------------|--------|
 * | GET    | /api/checkout/:gigId                   | buyer           | 200 CheckoutQuote (checkout.ts); 404 unknown or not public gig; 403 NOT_A_BUYER; 422 OWN_GIG |
 * | POST   | /api/checkout/:gigId/pay               | buyer           | 201 Order (header `Idempotency-Key`, body CheckoutPayInput: the card and `quotedTotalCents`); 409 PRICE_CHANGED with the new quote when the total differs (nothing charged); 422 CARD_* when the card is refused (no order); 422 IDEMPOTENCY_KEY_REUSED; 409 IDEMPOTENCY_KEY_IN_USE |
 * | GET    | /api/checkout/proposals/:id            | the job's poster | 200 CheckoutQuote for a hired proposal (proposals.ts); 422 PROPOSAL_NOT_HIRED; 409 PROPOSAL_ALREADY_PAID; 404 to anyone else |
 * | POST   | /api/checkout/proposals/:id/pay        | the job's poster | 201 Order, as for a gig (the same body, fee, quoted total, idempotency and provider); 409 PROPOSAL_ALREADY_PAID |
 * | GET    | /api/orders                            | signed in       | 200 OrderPage: the caller's orders (`role=buying|selling`, `status=active|completed|cancelled`, `before=` the last id of the previous page), newest first |
 * | GET    | /api/orders/:id                        | party or admin  | 200 Order; 404 to anyone else (ids reveal nothing) |
 * | GET    | /api/orders/:id/receipt                | buyer or admin  | 200 Receipt (receipts.ts); 403 to the seller; 404 to anyone else |
 * | POST   | /api/orders/:id/transitions            | party or admin  | 200 Order (body OrderTransitionInput); 409 ORDER_TRANSITION_NOT_ALLOWED; 403 ORDER_ACTOR_NOT_ALLOWED; 422 REVISIONS_EXHAUSTED, EXTENSIONS_EXHAUSTED, PARTIAL_REFUND_OUT_OF_RANGE; 503 UNAVAILABLE when a refund cannot be made (nothing changed) |
 * | POST   | /api/orders/:id/files                  | seller          | 201 OrderFile: multipart, one field `file` (PDF, ZIP, PNG, JPEG, WebP, MP3, MP4 by content, ≤ 25 MB), kept until delivered with `fileIds` |
 * | GET    | /api/orders/:id/files/:fileId          | party or admin  | 200 the file, `Content-Disposition: attachment`; 404 to anyone else |
 *
 * Visitors get 401 UNAUTHENTICATED on every one of them. Every transition is
 * told to the other party (notification, live `order.updated`), and new orders
 * and deliveries by email too.
 */
import { z } from 'zod';
import { orderFileSchema } from './order-files.ts';
import {
  orderActionSchema,
  orderActorRoles,
  orderListStatuses,
  orderParties,
  orderStatusSchema,
  orderTransitionNames,
} from './order-states.ts';
import { apiPath } from './api-paths.ts';
import { orderDisputeSchema } from './order-disputes.ts';
import { orderRequirementsSchema } from './order-requirements.ts';

export * from './order-files.ts';
export * from './order-fees.ts';
export * from './order-agreements.ts';
export * from './order-texts.ts';
export * from './order-states.ts';
export * from './order-transitions.ts';
export * from './order-disputes.ts';
export * from './order-requirements.ts';

// ---------------------------------------------------------------------------
// What the API answers

export const orderPartySchema = z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() });

export const orderEventSchema = z.object({
  id: z.string(),
  transition: z.enum(orderTransitionNames),
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema,
  actorRole: z.enum(orderActorRoles),
  /** Null for the system. */
  actorName: z.string().nullable(),
  message: z.string().nullable(),
  /**
   * Contact details in the message were hidden (`[contact details hidden]`):
   * an order with a teen freelancer is screened for both parties, as their
   * messages are (docs/decisions/0065). The page shows the masking notice.
   */
  masked: z.boolean(),
  /** The days an extension asked for (request_extension, accept_extension); null otherwise. */
  days: z.number().int().nullable(),
  /** The part of the price a partial refund proposed or agreed; null otherwise. */
  refundCents: z.number().int().nullable(),
  files: z.array(orderFileSchema),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** The review of a completed order (reviews.ts has the endpoints). */
export const orderReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});

/** An order in the dashboard's lists. */
export const orderSummarySchema = z.object({
  id: z.string(),
  /** '#TF-' and six digits. */
  number: z.string(),
  status: orderStatusSchema,
  /** What was bought, as it was when paid: the gig's title, or the job post's for a hired proposal. */
  title: z.string(),
  /** The gig it came from (title kept if the gig changes or is deleted); null for a proposal's order. */
  gig: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** The job post and hired proposal it came from; null for a gig's order. */
  job: z.object({ id: z.string(), proposalId: z.string() }).nullable(),
  priceCents: z.number().int(),
  totalCents: z.number().int(),
  buyer: orderPartySchema,
  seller: orderPartySchema,
  dueAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** /orders/:id and /payment-success. */
export const orderSchema = orderSummarySchema.extend({
  feeCents: z.number().int(),
  deliveryDays: z.number().int(),
  /** The gig's revisions when bought: 'Unlimited' or text such as '2 revisions'. */
  revisions: z.string(),
  /** Revisions the buyer may still ask for; null when unlimited. */
  revisionsLeft: z.number().int().nullable(),
  revisionsUsed: z.number().int(),
  deliveredAt: z.string().nullable(),
  /** When a delivered order completes by itself (delivered + 3 days); null otherwise. */
  autoCompleteAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Which party asked to cancel and waits for the other; null when nobody did. */
  cancellationRequestedBy: z.enum(orderParties).nullable(),
  /** The seller's open request for more days, until the buyer answers or it expires; null when none. */
  extensionRequest: z.object({ days: z.number().int(), requestedAt: z.string(), expiresAt: z.string() }).nullable(),
  /** The open proposal to complete with part of the price refunded, and what each side would get; null when none. */
  partialRefundOffer: z
    .object({
      by: z.enum(orderParties),
      refundCents: z.number().int(),
      buyerRefundCents: z.number().int(),
      sellerEarnsCents: z.number().int(),
    })
    .nullable(),
  /** A completed order's agreed split (part of the price refunded); null when it completed in full. */
  partialRefund: z
    .object({ refundCents: z.number().int(), buyerRefundCents: z.number().int(), sellerEarnsCents: z.number().int() })
    .nullable(),
  /** From when the buyer may cancel for lateness (due date and a grace day), while in progress; null otherwise. */
  lateCancellableAt: z.string().nullable(),
  /** The questions the gig asked when bought, and the buyer's answers (decision 0094); null when it asked none. */
  requirements: orderRequirementsSchema.nullable(),
  /** The order's dispute, once one was opened (decision 0088); null otherwise. */
  dispute: orderDisputeSchema.nullable(),
  /** The conversation of this buyer and seller about this gig ('Message Freelancer'). */
  conversationId: z.string().nullable(),
  /** How the caller relates to the order. */
  viewerRole: z.enum(['buyer', 'seller', 'admin']),
  /** What the caller may do now, in the order the page shows them. */
  actions: z.array(orderActionSchema),
  /** Every transition, oldest first. */
  timeline: z.array(orderEventSchema),
  /** Every delivered file, newest delivery first. */
  files: z.array(orderFileSchema),
  /** The buyer's card, as the provider named it (buyer and admin only; never the number). */
  payment: z.object({ cardBrand: z.string(), cardLast4: z.string() }).nullable(),
  review: orderReviewSchema.nullable(),
  /** The buyer may review now (completed, within the review window, not yet reviewed). */
  canReview: z.boolean(),
  /** The seller may reply to the review now (reviewed, not yet replied). */
  canReply: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

export const ORDERS_PAGE_SIZE = 20;

export const orderListQuerySchema = z.object({
  role: z.enum(['buying', 'selling']).default('buying'),
  status: z.enum(orderListStatuses).default('active'),
  /** The last order id of the previous page. */
  before: z.string().max(100).optional(),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderPageSchema = z.object({ orders: z.array(orderSummarySchema), hasMore: z.boolean() });
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderParamsSchema = z.object({ id: z.string().max(100) });
export const orderFileParamsSchema = z.object({ id: z.string().max(100), fileId: z.string().max(100) });

export const ORDERS_PATH = '/api/orders';
export const orderPath = apiPath('/api/orders/:id');
export const orderTransitionsPath = apiPath('/api/orders/:id/transitions');
export const orderFilesPath = apiPath('/api/orders/:id/files');
/** One delivered file: the `url` of an OrderFile. */
export const orderFilePath = apiPath('/api/orders/:id/files/:fileId');

/** '#TF-' and the order's six digits. */
export const orderNumberText = (digits: string): string => `#TF-${digits}`;
