import {
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
import { planTransition } from './order-plan.ts';
import { createTransitionWriter } from './order-apply.ts';
import { defineOrderSweeps } from './order-sweeps.ts';
import { orderNotFound, readOrderDetail } from './order-details.ts';
import { readOrderReceipt } from './order-receipt.ts';
import { ORDER_EMAIL_TASK, type OrderEmailTask } from './order-effects.ts';
import { createOrderPlacement, type PaidOrderPlacement, type PurchasableGig } from './order-placement.ts';
import { findPendingFiles } from './order-files.repository.ts';
import {
  answerFileIds,
  answerRequirements,
  answersSummary,
  answerTexts,
  dueFromAnswers,
  type DueDateRule,
} from './order-requirements.ts';
import { createOrderEmailSender } from './order-email.task.ts';
import { toOrderSummary } from './orders.mappers.ts';
import { orderStateOf, viewerRoleOf } from './orders.policy.ts';
import { createDisputeSteps, machineStateOf } from './disputes/disputes.steps.ts';
import { createDisputesService, type DisputesService } from './disputes/disputes.service.ts';
import {
  findOrderPage,
  findOrderParties,
  findOrderView,
  isUserMinor,
  lockOpenOrdersOfSeller,
  lockOrder,
  updateOrder,
  type OrderRow,
} from './orders.repository.ts';

/** What checkout gives and gets for an order (order-placement.ts). */
export type { PaidOrderPlacement, PurchasableGig };

/** The words an action carries, and the body field they came in (for the refusal of a disguise). */
function wordsOf(input: OrderTransitionInput): { field: string; text: string | null } {
  switch (input.action) {
    case 'deliver':
    case 'request_revision':
    case 'propose_partial_refund':
      return { field: 'body.message', text: input.message };
    case 'cancel':
    case 'request_cancellation':
    case 'request_extension':
      return { field: 'body.reason', text: input.reason };
    case 'open_dispute':
    case 'appeal_dispute':
      return { field: 'body.statement', text: input.statement };
    case 'answer_dispute':
      return { field: 'body.answer', text: input.answer };
    default:
      return { field: 'body.message', text: null };
  }
}

export { AUTO_COMPLETE_TASK, EXTENSION_EXPIRY_TASK, REQUIREMENTS_DEADLINES_TASK } from './order-sweeps.ts';

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
  /** Closes every extension request left unanswered for 48 hours (the scheduled sweep); returns how many. */
  expireDueExtensions(): Promise<number>;
  /** Reminds once every buyer who left an order's questions unanswered for 2 days (the scheduled sweep); how many. */
  remindUnansweredRequirements(): Promise<number>;
  /** Cancels and refunds every order whose questions went unanswered for 7 days (the scheduled sweep); how many. */
  expireUnansweredRequirements(): Promise<number>;
  /**
   * Cancels and refunds every open order of `sellerId` in `tx`, as the system
   * (`consent_withdrawn`): their guardian withdrew consent. Answers how many.
   */
  cancelForConsentWithdrawn(tx: DbOrTx, sellerId: string): Promise<number>;
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
  /** Disputes: the admins' queue and decisions, and their deadlines (decision 0088). */
  disputes: DisputesService;
}

export interface OrdersServiceDeps {
  db: Database;
  clock: Clock;
  /** Refunds on cancellation (whole) and on a partial refund (the agreed part), and the card an order was paid with. */
  paymentsService: Pick<
    PaymentsService,
    'findOrderPayment' | 'refundOrderPayment' | 'refundOrderPart' | 'recordOrderCompletion'
  >;
  notificationsService: Pick<NotificationsService, 'notify'>;
  background: BackgroundQueue;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** What each party is shown of the other's texts and name (decision 0065). */
  screening: ReaderScreening;
  /**
   * A seller under 16: the first due date their work hours allow from now
   * (decision 0086), null for others; the answers to an order's questions
   * start its clock with it (decision 0094).
   */
  workHoursDueAt: DueDateRule;
  /** How often the order sweeps run (automatic completion, extension expiry); a minute unless a test says. */
  autoCompleteSweepSeconds?: number;
}

export function createOrdersService(deps: OrdersServiceDeps): OrdersService {
  const { db, clock, background, screening } = deps;
  const placement = createOrderPlacement(deps);
  const apply = createTransitionWriter(deps);
  const disputeSteps = createDisputeSteps({ apply, background });
  const disputes = createDisputesService({
    ...deps,
    apply,
    steps: disputeSteps,
    sweepSeconds: deps.autoCompleteSweepSeconds,
  });

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

  background.define<OrderEmailTask>(ORDER_EMAIL_TASK, createOrderEmailSender(deps));
  const sweeps = defineOrderSweeps({ ...deps, apply, sweepSeconds: deps.autoCompleteSweepSeconds });

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
      const fileIds =
        input.action === 'deliver'
          ? [...new Set(input.fileIds)]
          : input.action === 'submit_requirements'
            ? answerFileIds(input.answers)
            : [];
      const { field, text } = wordsOf(input);
      let message = text;
      const terms =
        input.action === 'request_extension'
          ? { days: input.days }
          : input.action === 'propose_partial_refund'
            ? { refundCents: input.refundCents }
            : {};
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw orderNotFound();
        // No queue holds an order's words: a disguise toward a teen is refused (decision 0065).
        const towardMinor = await otherPartyIsMinor(tx, order, role);
        screening.refuseDisguise({ [field]: message }, towardMinor);
        const now = clock.now();
        let plan = planTransition(await machineStateOf(tx, order), input.action, role, now, terms);
        const files = await findPendingFiles(tx, order.id, fileIds.filter(isUuid));
        if (input.action === 'submit_requirements') {
          // The answers, checked against the questions the order kept; the clock starts now (decision 0094).
          screening.refuseDisguise(answerTexts(input.answers), towardMinor);
          const answered = answerRequirements(order.requirements ?? [], input.answers, files, user.id);
          plan = { ...plan, dueAt: await dueFromAnswers(tx, order, now, deps.workHoursDueAt) };
          message = answersSummary(answered);
          await updateOrder(tx, order.id, { requirements: answered, requirementsAnsweredAt: now });
        }
        if (files.length !== fileIds.length) {
          const known = new Set(files.map((file) => file.id));
          throw unprocessable('Some files are not uploaded to this order, or were delivered already', {
            reason: 'DELIVERY_FILE_UNKNOWN',
            fileIds: fileIds.filter((id) => !known.has(id)),
          });
        }
        const actor = { role, id: user.id, name: user.name };
        await apply(tx, order, plan, actor, { message, fileIds });
        await disputeSteps.afterStep(tx, order, { plan, actor, text: message, now });
      });
      return readOrderDetail(db, deps, user, orderId, clock.now());
    },

    completeDueOrders: sweeps.completeDueOrders,
    expireDueExtensions: sweeps.expireDueExtensions,
    remindUnansweredRequirements: sweeps.remindUnansweredRequirements,
    expireUnansweredRequirements: sweeps.expireUnansweredRequirements,

    async cancelForConsentWithdrawn(tx, sellerId) {
      const open = await lockOpenOrdersOfSeller(tx, sellerId);
      for (const order of open) {
        const plan = planTransition(orderStateOf(order), 'consent_withdrawn', 'system', clock.now());
        await apply(tx, order, plan, { role: 'system', id: null, name: null }, { message: null, fileIds: [] });
      }
      return open.length;
    },
    findPurchasableGig: placement.findPurchasableGig,
    placePaidOrder: placement.placePaidOrder,
    disputes,
  };
}
