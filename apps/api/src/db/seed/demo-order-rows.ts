import { randomInt } from 'node:crypto';
import { PROPOSAL_ORDER_REVISIONS } from '@teenfreelance/contracts/checkout';
import { feeCents, revisionLimitOf, type OrderStatus } from '@teenfreelance/contracts/orders';
import type { DbOrTx } from '../client.ts';
import type { StoredRequirement } from '../schema/orders.ts';
import { requirementsToAsk } from '../../features/orders/order-requirements.ts';
import { buyerReviews, reviews } from '../schema/reviews.ts';
import { insertDemoOrders, type DemoOrderRows } from './demo-order-insert.ts';
import { SCRIPTED_ORDERS, type DemoTransition, type ScriptedOrder } from './demo-orders.ts';
import { DEMO_GIGS } from './demo-gigs.ts';
import type { DemoWorld } from './demo-world.ts';
import { REVIEW_LIMITS } from '@teenfreelance/contracts/reviews';
import { DAY_MS, HOUR_MS } from '@teenfreelance/contracts/time';

type Party = 'buyer' | 'seller';

/** Where each transition leads and who makes it; null: the step says (cancellation requests, by either party). */
const MOVES: Record<DemoTransition, { to: OrderStatus | null; by: Party | 'system' | null }> = {
  place: { to: 'paid', by: 'buyer' },
  start: { to: 'in_progress', by: 'seller' },
  deliver: { to: 'delivered', by: 'seller' },
  request_revision: { to: 'revision_requested', by: 'buyer' },
  accept: { to: 'completed', by: 'buyer' },
  auto_complete: { to: 'completed', by: 'system' },
  cancel: { to: 'cancelled', by: 'buyer' },
  request_cancellation: { to: null, by: null },
  confirm_cancellation: { to: 'cancelled', by: null },
  request_extension: { to: null, by: 'seller' },
};

/** One transition of a demo order's life, when it happened, who made it (when either party may) and what they wrote. */
export interface DemoStep {
  transition: DemoTransition;
  at: Date;
  by?: Party;
  message?: string;
  /** The days a request for more time asks for. */
  days?: number;
}

/** What was bought and by whom, as checkout copies it onto the order. */
export interface DemoPurchase {
  buyerId: string;
  sellerId: string;
  gigId: string | null;
  proposalId: string | null;
  title: string;
  priceCents: number;
  deliveryDays: number;
  revisions: string;
  conversationId?: string | null;
  /** The gig's questions, unanswered: the order waits for the buyer (decision 0094). */
  requirements?: StoredRequirement[] | null;
}

/** Six random digits, never one already drawn (the orders' unique numbers). */
export function numberDrawer(): () => string {
  const drawn = new Set<string>();
  return () => {
    let number: string;
    do number = String(randomInt(0, 1_000_000)).padStart(6, '0');
    while (drawn.has(number));
    drawn.add(number);
    return number;
  };
}

/**
 * An order and its timeline as checkout and the order machine would have
 * written them after these steps: checkout's snapshot, price and 4% fee; then
 * each transition's event, and the order's status, delivery, completion,
 * cancellation, revisions used and pending cancellation request as the
 * orders service sets them.
 */
export function demoOrder(number: string, purchase: DemoPurchase, steps: readonly DemoStep[]): DemoOrderRows {
  const first = steps[0];
  const last = steps[steps.length - 1];
  if (!first || !last || first.transition !== 'place') throw new Error(`demo order "${purchase.title}" is not placed`);
  let status: OrderStatus | null = null;
  let cancelRequestedBy: Party | null = null;
  let revisionsUsed = 0;
  let deliveredAt: Date | null = null;
  let completedAt: Date | null = null;
  let cancelledAt: Date | null = null;
  let extension: { days: number; at: Date } | null = null;
  let extensionsAsked = 0;
  const events = steps.map((step) => {
    const move = MOVES[step.transition];
    const by = move.by ?? step.by;
    const to = move.to ?? status;
    if (!by || !to) throw new Error(`demo order "${purchase.title}": ${step.transition} needs a party and a status`);
    const from = status;
    if (step.transition === 'request_cancellation') cancelRequestedBy = by === 'system' ? null : by;
    else if (to !== from) cancelRequestedBy = null;
    if (step.transition === 'request_revision') revisionsUsed += 1;
    if (step.transition === 'request_extension') {
      if (!step.days) throw new Error(`demo order "${purchase.title}": a request for more time needs its days`);
      extension = { days: step.days, at: step.at };
      extensionsAsked += 1;
    } else if (to !== from) extension = null;
    if (to === 'delivered' && from !== 'delivered') deliveredAt = step.at;
    if (to === 'completed') completedAt = step.at;
    if (to === 'cancelled') cancelledAt = step.at;
    status = to;
    return {
      fromStatus: from,
      toStatus: to,
      transition: step.transition,
      actorId: by === 'buyer' ? purchase.buyerId : by === 'seller' ? purchase.sellerId : null,
      actorRole: by,
      message: step.message ?? null,
      days: step.transition === 'request_extension' ? (step.days ?? null) : null,
      createdAt: step.at,
    };
  });
  // A gig's questions not answered yet: the order waits for them after its payment.
  const awaiting = purchase.requirements && steps.length === 1;
  if (awaiting && events[0]) events[0].toStatus = 'awaiting_requirements';
  // Assigned in the callback above, which TypeScript's narrowing does not follow.
  const open = extension as { days: number; at: Date } | null;
  const fee = feeCents(purchase.priceCents);
  return {
    order: {
      number,
      buyerId: purchase.buyerId,
      sellerId: purchase.sellerId,
      gigId: purchase.gigId,
      proposalId: purchase.proposalId,
      gigTitle: purchase.title,
      priceCents: purchase.priceCents,
      feeCents: fee,
      totalCents: purchase.priceCents + fee,
      deliveryDays: purchase.deliveryDays,
      revisions: purchase.revisions,
      revisionLimit: revisionLimitOf(purchase.revisions),
      revisionsUsed,
      status: awaiting ? 'awaiting_requirements' : (status ?? 'paid'),
      requirements: purchase.requirements ?? null,
      dueAt: new Date(first.at.getTime() + purchase.deliveryDays * DAY_MS),
      deliveredAt,
      completedAt,
      cancelledAt,
      cancelRequestedBy,
      extensionDays: open?.days ?? null,
      extensionRequestedAt: open?.at ?? null,
      extensionsAsked,
      conversationId: purchase.conversationId ?? null,
      createdAt: first.at,
      updatedAt: last.at,
    },
    events,
  };
}

/** The demo gig's questions, by title. */
const gigRequirements = (title: string | undefined) => DEMO_GIGS.find((gig) => gig.title === title)?.requirements ?? [];

/** When a scripted order was placed. */
export function placedAt(order: ScriptedOrder, world: DemoWorld): Date {
  return order.job
    ? new Date(world.hire(order.job).hiredAt.getTime() + order.placed * HOUR_MS)
    : world.at(order.placed);
}

/** Who bought what from whom in each scripted order: the subject of the conversation checkout opens for it. */
export function scriptedOrderSubjects(world: DemoWorld) {
  return SCRIPTED_ORDERS.map((order) => {
    const buyerId = world.buyerId(order.buyer);
    if (order.job) {
      const hire = world.hire(order.job);
      return { buyerId, sellerId: hire.freelancerId, gigId: null, jobId: hire.jobId, at: placedAt(order, world) };
    }
    const gig = world.gig(order.gig ?? '');
    return { buyerId, sellerId: gig.sellerId, gigId: gig.id, jobId: null, at: placedAt(order, world) };
  });
}

/** Writes the scripted orders (payments, timelines), each in the conversation checkout opened, and their reviews. */
export async function seedScriptedOrders(
  tx: DbOrTx,
  world: DemoWorld,
  { nextNumber, conversationIds }: { nextNumber: () => string; conversationIds: readonly string[] },
): Promise<number> {
  const built: DemoOrderRows[] = SCRIPTED_ORDERS.map((order, i) => {
    const start = placedAt(order, world);
    const after = (hours: number) => new Date(start.getTime() + hours * HOUR_MS);
    const hire = order.job ? world.hire(order.job) : null;
    const gig = hire ? null : world.gig(order.gig ?? '');
    const purchase = hire
      ? {
          sellerId: hire.freelancerId,
          gigId: null,
          proposalId: hire.proposalId,
          title: hire.jobTitle,
          priceCents: hire.priceCents,
          deliveryDays: hire.deliveryDays,
          revisions: PROPOSAL_ORDER_REVISIONS,
        }
      : {
          sellerId: gig?.sellerId ?? '',
          gigId: gig?.id ?? null,
          proposalId: null,
          title: gig?.title ?? '',
          priceCents: gig?.priceCents ?? 0,
          deliveryDays: gig?.deliveryDays ?? 1,
          revisions: gig?.revisions ?? '',
        };
    return demoOrder(
      nextNumber(),
      {
        ...purchase,
        buyerId: world.buyerId(order.buyer),
        conversationId: conversationIds[i] ?? null,
        requirements: order.awaitingRequirements ? requirementsToAsk(gigRequirements(order.gig)) : null,
      },
      [
        { transition: 'place', at: start },
        ...order.steps.map(([transition, hours, message, by, days]) => ({
          transition,
          at: after(hours),
          ...(message ? { message } : {}),
          ...(by ? { by } : {}),
          ...(days ? { days } : {}),
        })),
      ],
    );
  });
  const orderIds = await insertDemoOrders(tx, built);
  const reviewed = SCRIPTED_ORDERS.flatMap((order, i) => {
    const { review, buyerReview } = order;
    const row = built[i]?.order;
    if (!review || !row?.completedAt) return [];
    const at = new Date(row.completedAt.getTime() + 2 * HOUR_MS);
    // Published when the seller's review of the buyer came (3 hours later), or when the 10 days ran out (decision 0093).
    const windowEnd = row.completedAt.getTime() + REVIEW_LIMITS.windowDays * DAY_MS;
    const publishedAt = buyerReview
      ? new Date(at.getTime() + 3 * HOUR_MS)
      : windowEnd <= world.now.getTime()
        ? new Date(windowEnd)
        : null;
    return [
      {
        review: {
          orderId: orderIds[i] ?? '',
          gigId: row.gigId ?? null,
          sellerId: row.sellerId,
          buyerId: row.buyerId,
          rating: review.rating,
          comment: review.comment,
          createdAt: at,
          publishedAt,
          ...(review.reply && publishedAt
            ? { reply: review.reply, repliedAt: new Date(publishedAt.getTime() + 2 * HOUR_MS) }
            : {}),
        },
        ofBuyer: buyerReview && {
          orderId: orderIds[i] ?? '',
          sellerId: row.sellerId,
          buyerId: row.buyerId,
          rating: buyerReview.rating,
          comment: buyerReview.comment,
          createdAt: publishedAt ?? at,
          publishedAt,
        },
      },
    ];
  });
  if (reviewed.length > 0) await tx.insert(reviews).values(reviewed.map((r) => r.review));
  const ofBuyers = reviewed.flatMap((r) => (r.ofBuyer ? [r.ofBuyer] : []));
  if (ofBuyers.length > 0) await tx.insert(buyerReviews).values(ofBuyers);
  return built.length;
}
