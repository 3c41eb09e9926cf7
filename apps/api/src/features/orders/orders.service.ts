import {
  AUTO_COMPLETE_DAYS,
  ORDER_LIST_STATUSES,
  ORDERS_PAGE_SIZE,
  type Order,
  type OrderActorRole,
  type OrderListQuery,
  type OrderPage,
  type OrderTransitionInput,
} from '@teenfreelance/contracts/orders';
import type { Receipt } from '@teenfreelance/contracts/receipts';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import type { Mailer } from '../../platform/email/mailer.ts';
import { unprocessable } from '../../http/errors.ts';
import type { BackgroundQueue } from '../../platform/background/background.ts';
import type { ReaderScreening } from '../../platform/screening/reader-screening.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { planTransition, type TransitionPlan } from './order-machine.ts';
import { orderNotFound, readOrderDetail } from './order-details.ts';
import { readOrderReceipt } from './order-receipt.ts';
import { announceTransition } from './order-effects.ts';
import { defineOrderEmails } from './order-emails.task.ts';
import { createOrderPlacement, type PaidOrderPlacement, type PurchasableGig } from './order-placement.ts';
import { attachFiles, findPendingFiles } from './order-files.repository.ts';
import { toOrderSummary } from './orders.mappers.ts';
import { orderStateOf, viewerRoleOf } from './orders.policy.ts';
import {
  findOrderPage,
  findOrderParties,
  findOrderView,
  lockOpenOrdersOfSeller,
  findOrdersDeliveredBy,
  insertOrderEvent,
  isUserMinor,
  lockOrder,
  lockOrderIfFree,
  updateOrder,
  type OrderRow,
} from './orders.repository.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';

/** What checkout gives and gets for an order (order-placement.ts). */
export type { PaidOrderPlacement, PurchasableGig };

/** The scheduled sweep that completes orders 3 days after delivery. */
export const AUTO_COMPLETE_TASK = 'orders-auto-complete';
export const AUTO_COMPLETE_SWEEP_SECONDS = 60;
const SWEEP_BATCH = 100;

export interface OrdersService {
  /** One order, for its parties and admins; 404 for anyone else. */
  get(user: SessionUser, orderId: string): Promise<Order>;
  /** An order's receipt, for its buyer and admins; 403 for its seller (the buyer's card), 404 for anyone else. */
  receipt(user: SessionUser, orderId: string): Promise<Receipt>;
  /** A page of the caller's orders, buying or selling, in one of the dashboard's tabs, newest first. */
  list(
    user: SessionUser,
    query: Required<Pick<OrderListQuery, 'role' | 'status'>> & { before?: string },
  ): Promise<OrderPage>;
  /**
   * Applies an action of the order machine under the order's row lock, with its
   * timeline event, files, refund, notifications and live event in one transaction.
   */
  transition(user: SessionUser, orderId: string, input: OrderTransitionInput): Promise<Order>;
  /** Completes every order delivered 3 days ago or more (the scheduled sweep); returns how many. */
  completeDueOrders(): Promise<number>;
  /**
   * The gig `user` would order (checkout's quote and payment), with its seller:
   * 404 with checkout's 'gig not found' words for an unknown, deleted or
   * non-public gig (a draft, a teen's awaiting consent), 422 `OWN_GIG` for the
   * seller's own. Whether the seller blocked the buyer is the caller's check.
   */
  findPurchasableGig(user: SessionUser, gigId: string): Promise<PurchasableGig>;
  /**
   * Places the order `buyer` has just paid for, inside the charge's
   * transaction `tx`: the order (status `paid`, a random number, due
   * `deliveryDays` after `placedAt`), the payment row through the caller's
   * `recordPayment`, its first timeline event ('place'), the seller's
   * notification, `order.updated` to both parties and the new-order email task.
   * Returns the order as the buyer sees it, read in `tx` (the payment's answer).
   */
  placePaidOrder(tx: DbOrTx, buyer: SessionUser, placement: PaidOrderPlacement): Promise<Order>;
  /**
   * Cancels and refunds every open order of `sellerId` in `tx`, as the system
   * (`consent_withdrawn`): their guardian withdrew consent. Answers how many.
   */
  cancelForConsentWithdrawn(tx: DbOrTx, sellerId: string): Promise<number>;
}

export interface OrdersServiceDeps {
  db: Database;
  clock: Clock;
  /** Refunds on cancellation, and the card an order was paid with. */
  paymentsService: Pick<PaymentsService, 'findOrderPayment' | 'refundOrderPayment' | 'recordOrderCompletion'>;
  notificationsService: Pick<NotificationsService, 'notify'>;
  background: BackgroundQueue;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** What each party is shown of the other's texts and name (decision 0065). */
  screening: ReaderScreening;
  autoCompleteSweepSeconds?: number;
}

interface Actor {
  role: OrderActorRole;
  /** Null for the system. */
  id: string | null;
  name: string | null;
}
const SYSTEM: Actor = { role: 'system', id: null, name: null };
const NO_DETAILS = { message: null, fileIds: [] };

export function createOrdersService(deps: OrdersServiceDeps): OrdersService {
  const { db, clock, background, screening } = deps;
  const placement = createOrderPlacement(deps);

  /** The caller's relation to an order, or 404. */
  async function roleIn(user: SessionUser, orderId: string) {
    if (!isUuid(orderId)) throw orderNotFound();
    const parties = await findOrderParties(db, orderId);
    const role = parties ? viewerRoleOf(parties, user) : null;
    if (!parties || !role) throw orderNotFound();
    return { parties, role };
  }

  /** Whether the party `role` writes to is a minor (an admin writes to no one in particular). */
  async function otherPartyIsMinor(tx: DbOrTx, order: OrderRow, role: OrderActorRole): Promise<boolean> {
    if (role !== 'buyer' && role !== 'seller') return false;
    return isUserMinor(tx, role === 'buyer' ? order.sellerId : order.buyerId);
  }

  /** Writes a planned transition: the order, its timeline event, delivered files, refund and announcements. */
  async function apply(
    tx: DbOrTx,
    order: OrderRow,
    plan: TransitionPlan,
    actor: Actor,
    details: { message: string | null; fileIds: string[] },
  ): Promise<void> {
    const now = clock.now();
    const patch = {
      status: plan.to,
      cancelRequestedBy: plan.cancelRequestedBy,
      revisionsUsed: order.revisionsUsed + (plan.usesRevision ? 1 : 0),
      updatedAt: now,
      ...(plan.to === 'delivered' && plan.from !== 'delivered' ? { deliveredAt: now } : {}),
      ...(plan.to === 'completed' ? { completedAt: now } : {}),
      ...(plan.to === 'cancelled' ? { cancelledAt: now } : {}),
    };
    await updateOrder(tx, order.id, patch);
    const event = await insertOrderEvent(tx, {
      orderId: order.id,
      fromStatus: plan.from,
      toStatus: plan.to,
      transition: plan.name,
      actorId: actor.id,
      actorRole: actor.role,
      message: details.message,
      createdAt: now,
    });
    await attachFiles(tx, details.fileIds, event.id);
    if (plan.effects.refund) await deps.paymentsService.refundOrderPayment(tx, order.id, now);
    if (plan.to === 'completed') await deps.paymentsService.recordOrderCompletion(tx, order, now);
    await announceTransition(tx, deps, {
      order: { ...order, ...patch },
      transition: plan.name,
      effects: plan.effects,
      actorRole: actor.role,
      actorName: actor.name,
      eventId: event.id,
    });
  }

  /** The system's transition `name` on a locked order: the automatic completion, or a withdrawn consent. */
  const applySystem = (tx: DbOrTx, order: OrderRow, name: 'auto_complete' | 'consent_withdrawn') =>
    apply(tx, order, planTransition(orderStateOf(order), name, 'system', clock.now()), SYSTEM, NO_DETAILS);

  async function completeDueOrders(): Promise<number> {
    let completed = 0;
    for (;;) {
      const now = clock.now();
      const ids = await findOrdersDeliveredBy(db, new Date(now.getTime() - AUTO_COMPLETE_DAYS * DAY_MS), SWEEP_BATCH);
      for (const id of ids) {
        const done = await db.transaction(async (tx) => {
          // Another process completing (or the buyer accepting) this one holds it: theirs to finish.
          const order = await lockOrderIfFree(tx, id);
          if (!order || order.status !== 'delivered') return false;
          await applySystem(tx, order, 'auto_complete');
          return true;
        });
        if (done) completed += 1;
      }
      if (ids.length < SWEEP_BATCH) return completed;
    }
  }

  defineOrderEmails(deps);
  background.every(AUTO_COMPLETE_TASK, deps.autoCompleteSweepSeconds ?? AUTO_COMPLETE_SWEEP_SECONDS, async () => {
    const count = await completeDueOrders();
    if (count > 0) deps.log.info({ count }, 'orders completed automatically');
  });

  return {
    async get(user, orderId) {
      return readOrderDetail(db, deps, user, orderId, clock.now());
    },

    async receipt(user, orderId) {
      return readOrderReceipt(db, deps, user, orderId);
    },

    async list(user, { role, status, before }) {
      const side = role === 'buying' ? 'buyer' : 'seller';
      let anchor: { createdAt: Date; id: string } | null = null;
      if (before !== undefined) {
        const view = isUuid(before) ? await findOrderView(db, before) : undefined;
        if (!view || (side === 'buyer' ? view.order.buyerId : view.order.sellerId) !== user.id) {
          return { orders: [], hasMore: false };
        }
        anchor = { createdAt: view.order.createdAt, id: view.order.id };
      }
      const rows = await findOrderPage(
        db,
        { userId: user.id, side, statuses: ORDER_LIST_STATUSES[status], before: anchor },
        ORDERS_PAGE_SIZE + 1,
      );
      return {
        orders: rows.slice(0, ORDERS_PAGE_SIZE).map((row) => toOrderSummary(row, { screening, reader: user })),
        hasMore: rows.length > ORDERS_PAGE_SIZE,
      };
    },

    async transition(user, orderId, input) {
      const { role } = await roleIn(user, orderId);
      const fileIds = input.action === 'deliver' ? [...new Set(input.fileIds)] : [];
      const message =
        input.action === 'deliver' || input.action === 'request_revision'
          ? input.message
          : input.action === 'cancel' || input.action === 'request_cancellation'
            ? input.reason
            : null;
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw orderNotFound();
        // No queue holds an order's words: a disguise toward a teen is refused (decision 0065).
        screening.refuseDisguise(
          {
            [input.action === 'cancel' || input.action === 'request_cancellation' ? 'body.reason' : 'body.message']:
              message,
          },
          await otherPartyIsMinor(tx, order, role),
        );
        const plan = planTransition(orderStateOf(order), input.action, role, clock.now());
        const files = await findPendingFiles(tx, order.id, fileIds.filter(isUuid));
        if (files.length !== fileIds.length) {
          const known = new Set(files.map((file) => file.id));
          throw unprocessable('Some files are not uploaded to this order, or were delivered already', {
            reason: 'DELIVERY_FILE_UNKNOWN',
            fileIds: fileIds.filter((id) => !known.has(id)),
          });
        }
        await apply(tx, order, plan, { role, id: user.id, name: user.name }, { message, fileIds });
      });
      return readOrderDetail(db, deps, user, orderId, clock.now());
    },

    completeDueOrders,

    async cancelForConsentWithdrawn(tx, sellerId) {
      const open = await lockOpenOrdersOfSeller(tx, sellerId);
      for (const order of open) await applySystem(tx, order, 'consent_withdrawn');
      return open.length;
    },
    findPurchasableGig: placement.findPurchasableGig,
    placePaidOrder: placement.placePaidOrder,
  };
}
