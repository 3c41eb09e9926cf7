import {
  extensionExpiresAt,
  lateCancellableAt,
  partialRefundSplit,
  orderFilePath,
  orderNumberText,
  type Order,
  type OrderAction,
  type OrderEvent,
  type OrderFile,
  type OrderStatus,
  type OrderSummary,
  type OrderTransitionName,
} from '@teenfreelance/contracts/orders';
import type { OrderDispute } from '@teenfreelance/contracts/orders';
import type { Receipt } from '@teenfreelance/contracts/receipts';
import { REVIEW_LIMITS } from '@teenfreelance/contracts/reviews';
import type { orderFiles } from '../../db/schema/orders.ts';
import type { Reader, ReaderScreening } from '../../platform/screening/reader-screening.ts';
import type { payments } from '../../db/schema/payments.ts';
import type { reviews } from '../../db/schema/reviews.ts';
import { autoCompleteAt } from './order-machine.ts';
import { toOrderRequirements } from './order-requirements.ts';
import type { OrderEventRow, OrderView } from './orders.repository.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';

type OrderFileRow = typeof orderFiles.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * Who reads an order, through the one screening step: a teen's order shows
 * both parties its texts masked (as their messages), and a teen the other
 * party's name and a job's title screened (docs/decisions/0065).
 */
export interface OrderReading {
  screening: ReaderScreening;
  reader: Reader;
}

export function toOrderSummary(
  { order, jobId, involvesMinor, ...names }: OrderView,
  { screening, reader }: OrderReading,
): OrderSummary {
  // A proposal's order carries the job post's title, which the (adult) poster wrote.
  const title = screening.shown(order.gigTitle, { reader, minorTakesPart: involvesMinor }).text;
  return {
    id: order.id,
    number: orderNumberText(order.number),
    status: order.status,
    title,
    gig: order.gigId === null ? null : { id: order.gigId, title },
    job: order.proposalId === null || jobId === null ? null : { id: jobId, proposalId: order.proposalId },
    priceCents: order.priceCents,
    totalCents: order.totalCents,
    buyer: { id: order.buyerId, name: screening.name(names.buyerName, reader), avatarUrl: names.buyerAvatarUrl },
    seller: { id: order.sellerId, name: screening.name(names.sellerName, reader), avatarUrl: names.sellerAvatarUrl },
    dueAt: order.dueAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

export function toOrderFile(file: OrderFileRow): OrderFile {
  return {
    id: file.id,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    url: orderFilePath(file.orderId, file.id),
    createdAt: file.createdAt.toISOString(),
  };
}

type ShowText = (text: string) => { text: string; masked: boolean };

function toOrderEvent(
  event: OrderEventRow,
  files: OrderFileRow[],
  show: ShowText,
  { screening, reader }: OrderReading,
): OrderEvent {
  const message = event.message === null ? null : show(event.message);
  return {
    id: event.id,
    transition: event.transition as OrderTransitionName,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    actorRole: event.actorRole,
    actorName:
      event.actorRole === 'system' || event.actorName === null ? null : screening.name(event.actorName, reader),
    message: message?.text ?? null,
    masked: message?.masked ?? false,
    days: event.days,
    refundCents: event.refundCents,
    files: files.filter((file) => file.eventId === event.id).map((file) => toShownOrderFile(file, show)),
    createdAt: event.createdAt.toISOString(),
  };
}

/** A delivered file as the order shows it: its name is text its uploader wrote. */
function toShownOrderFile(file: OrderFileRow, show: ShowText): OrderFile {
  return { ...toOrderFile(file), fileName: show(file.fileName).text };
}

/** What a split gives each side, as the order page shows it. */
function splitOf(order: OrderView['order'], refundCents: number) {
  const split = partialRefundSplit(order, refundCents);
  return { refundCents, buyerRefundCents: split.buyerRefundCents, sellerEarnsCents: split.keptPriceCents };
}

/** The open extension request and partial refund proposal, the agreed split, and when lateness allows a cancel. */
function agreementsOf(
  order: OrderView['order'],
): Pick<Order, 'extensionRequest' | 'partialRefundOffer' | 'partialRefund' | 'lateCancellableAt'> {
  return {
    extensionRequest:
      order.extensionDays !== null && order.extensionRequestedAt
        ? {
            days: order.extensionDays,
            requestedAt: order.extensionRequestedAt.toISOString(),
            expiresAt: extensionExpiresAt(order.extensionRequestedAt).toISOString(),
          }
        : null,
    partialRefundOffer:
      order.refundOfferCents !== null && order.refundOfferBy
        ? { by: order.refundOfferBy, ...splitOf(order, order.refundOfferCents) }
        : null,
    partialRefund: order.partialRefundCents === null ? null : splitOf(order, order.partialRefundCents),
    // As the machine's cancel_for_lateness: a paid order not started is the buyer's to cancel outright.
    lateCancellableAt: order.status === 'in_progress' ? lateCancellableAt(order.dueAt).toISOString() : null,
  };
}

export interface OrderDetailParts {
  view: OrderView;
  viewerRole: 'buyer' | 'seller' | 'admin';
  actions: OrderAction[];
  events: OrderEventRow[];
  /** Delivered files. */
  files: OrderFileRow[];
  payment: PaymentRow | undefined;
  review: ReviewRow | undefined;
  /** The order's dispute as the page shows it (disputes.mappers.ts); null when none. */
  dispute: OrderDispute | null;
  now: Date;
  reading: OrderReading;
}

export function toOrderDto({
  view,
  viewerRole,
  actions,
  events,
  files,
  payment,
  review,
  dispute,
  now,
  reading,
}: OrderDetailParts): Order {
  const { order } = view;
  const place = { reader: reading.reader, minorTakesPart: view.involvesMinor };
  const show: ShowText = (text) => reading.screening.shown(text, place);
  const reviewClosesAt = order.completedAt ? order.completedAt.getTime() + REVIEW_LIMITS.windowDays * DAY_MS : 0;
  // The seller reads the buyer's review once it is published (double-blind, decision 0093).
  const shownReview = review && (review.publishedAt || viewerRole !== 'seller') ? review : undefined;
  return {
    ...toOrderSummary(view, reading),
    feeCents: order.feeCents,
    deliveryDays: order.deliveryDays,
    revisions: order.revisions,
    revisionsLeft: order.revisionLimit === null ? null : Math.max(0, order.revisionLimit - order.revisionsUsed),
    revisionsUsed: order.revisionsUsed,
    deliveredAt: iso(order.deliveredAt),
    autoCompleteAt: iso(autoCompleteAt(order)),
    completedAt: iso(order.completedAt),
    cancelledAt: iso(order.cancelledAt),
    cancellationRequestedBy: order.cancelRequestedBy,
    ...agreementsOf(order),
    requirements: toOrderRequirements(order, show),
    dispute,
    conversationId: order.conversationId,
    viewerRole,
    actions,
    timeline: events.map((event) => toOrderEvent(event, files, show, reading)),
    // The deliveries' files; a buyer's answer files show with their answers (decision 0094).
    files: [...files]
      .reverse()
      .filter((file) => file.uploaderId !== order.buyerId)
      .map((file) => toShownOrderFile(file, show)),
    payment:
      payment && viewerRole !== 'seller' && payment.cardBrand && payment.cardLast4
        ? { cardBrand: payment.cardBrand, cardLast4: payment.cardLast4 }
        : null,
    review: shownReview
      ? {
          id: shownReview.id,
          rating: shownReview.rating,
          comment: show(shownReview.comment).text,
          reply: reading.screening.shownOrNull(shownReview.reply, place),
          createdAt: shownReview.createdAt.toISOString(),
          repliedAt: iso(shownReview.repliedAt),
        }
      : null,
    canReview:
      viewerRole === 'buyer' &&
      order.status === ('completed' satisfies OrderStatus) &&
      !review &&
      now.getTime() < reviewClosesAt,
    canReply: viewerRole === 'seller' && !!shownReview && shownReview.reply === null,
  };
}

/** The receipt of an order from its row and its payment (the card as the provider named it, never the number). */
export function toReceipt(
  { order, jobId, buyerName, sellerName }: OrderView,
  payment: PaymentRow | undefined,
): Receipt {
  return {
    orderId: order.id,
    number: orderNumberText(order.number),
    status: order.status,
    item: {
      kind: order.proposalId === null ? 'gig' : 'proposal',
      title: order.gigTitle,
      gigId: order.gigId,
      jobId: order.proposalId === null ? null : jobId,
    },
    seller: { id: order.sellerId, name: sellerName },
    buyer: { name: buyerName },
    priceCents: order.priceCents,
    feeCents: order.feeCents,
    totalCents: order.totalCents,
    paidAt: (payment?.createdAt ?? order.createdAt).toISOString(),
    card: payment?.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
    refundedAt: iso(payment?.refundedAt ?? null),
    refundedCents: payment?.status === 'refunded' ? payment.amountCents : (payment?.refundedCents ?? 0),
  };
}
