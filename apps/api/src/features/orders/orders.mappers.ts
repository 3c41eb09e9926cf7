import {
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
import { REVIEW_LIMITS } from '@teenfreelance/contracts/reviews';
import type { orderFiles } from '../../db/schema/orders.ts';
import type { payments } from '../../db/schema/payments.ts';
import type { reviews } from '../../db/schema/reviews.ts';
import { autoCompleteAt } from './order-machine.ts';
import type { OrderEventRow, OrderView } from './orders.repository.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';

type OrderFileRow = typeof orderFiles.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toOrderSummary({ order, jobId, ...names }: OrderView): OrderSummary {
  return {
    id: order.id,
    number: orderNumberText(order.number),
    status: order.status,
    title: order.gigTitle,
    gig: order.gigId === null ? null : { id: order.gigId, title: order.gigTitle },
    job: order.proposalId === null || jobId === null ? null : { id: jobId, proposalId: order.proposalId },
    priceCents: order.priceCents,
    totalCents: order.totalCents,
    buyer: { id: order.buyerId, name: names.buyerName, avatarUrl: names.buyerAvatarUrl },
    seller: { id: order.sellerId, name: names.sellerName, avatarUrl: names.sellerAvatarUrl },
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

function toOrderEvent(event: OrderEventRow, files: OrderFileRow[]): OrderEvent {
  return {
    id: event.id,
    transition: event.transition as OrderTransitionName,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    actorRole: event.actorRole,
    actorName: event.actorRole === 'system' ? null : event.actorName,
    message: event.message,
    files: files.filter((file) => file.eventId === event.id).map(toOrderFile),
    createdAt: event.createdAt.toISOString(),
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
  now: Date;
}

export function toOrderDto({
  view,
  viewerRole,
  actions,
  events,
  files,
  payment,
  review,
  now,
}: OrderDetailParts): Order {
  const { order } = view;
  const reviewClosesAt = order.completedAt ? order.completedAt.getTime() + REVIEW_LIMITS.windowDays * DAY_MS : 0;
  return {
    ...toOrderSummary(view),
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
    conversationId: order.conversationId,
    viewerRole,
    actions,
    timeline: events.map((event) => toOrderEvent(event, files)),
    files: [...files].reverse().map(toOrderFile),
    payment:
      payment && viewerRole !== 'seller' && payment.cardBrand && payment.cardLast4
        ? { cardBrand: payment.cardBrand, cardLast4: payment.cardLast4 }
        : null,
    review: review
      ? {
          id: review.id,
          rating: review.rating,
          comment: review.comment,
          reply: review.reply,
          createdAt: review.createdAt.toISOString(),
          repliedAt: iso(review.repliedAt),
        }
      : null,
    canReview:
      viewerRole === 'buyer' &&
      order.status === ('completed' satisfies OrderStatus) &&
      !review &&
      now.getTime() < reviewClosesAt,
    canReply: viewerRole === 'seller' && !!review && review.reply === null,
  };
}
