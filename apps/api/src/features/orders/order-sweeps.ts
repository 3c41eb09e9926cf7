import {
  AUTO_COMPLETE_DAYS,
  EXTENSION_ANSWER_MS,
  orderNumberText,
  REQUIREMENTS_EXPIRY_MS,
  REQUIREMENTS_REMINDER_MS,
  type OrderTransitionName,
} from '@teenfreelance/contracts/orders';
import { DAY_MS } from '@teenfreelance/contracts/time';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { BackgroundQueue } from '../../platform/background/background.ts';
import type { ApplyTransition } from './order-apply.ts';
import { planTransition } from './order-plan.ts';
import { orderStateOf } from './orders.policy.ts';
import { findExtensionsAskedBy, findOrderView, findOrdersDeliveredBy, lockOrderIfFree } from './orders.repository.ts';
import { findAwaitingRequirements, markRequirementsReminded } from './order-requirements.repository.ts';
import { ORDER_EMAIL_TASK, type OrderEmailTask } from './order-effects.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

/** The scheduled sweep that completes orders 3 days after delivery. */
export const AUTO_COMPLETE_TASK = 'orders-auto-complete';
export const AUTO_COMPLETE_SWEEP_SECONDS = 60;
/** The scheduled sweep that closes extension requests left unanswered for 48 hours (decision 0082). */
export const EXTENSION_EXPIRY_TASK = 'orders-extension-expiry';
/** The scheduled sweep of unanswered requirements: the reminder after 2 days, the cancellation after 7 (decision 0094). */
export const REQUIREMENTS_DEADLINES_TASK = 'orders-requirements-deadlines';
const SWEEP_BATCH = 100;

export interface OrderSweepsDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  background: Pick<BackgroundQueue, 'every' | 'enqueue'>;
  notificationsService: Pick<NotificationsService, 'notify'>;
  apply: ApplyTransition;
  /** How often both sweeps run (a minute unless a test says). */
  sweepSeconds?: number;
}

/**
 * The system's transitions, made by scheduled work: `every` runs each sweep
 * once at a time across processes, and each order is taken under its row lock
 * with SKIP LOCKED, so a party acting on it at that moment (or another
 * process) wins and the sweep passes it by. The machine decides again under
 * the lock whether the transition is due by the Clock.
 */
export function defineOrderSweeps(deps: OrderSweepsDeps) {
  const { db, clock } = deps;

  /** Applies `name` as the system to every order `findDue` names, a batch at a time; returns how many. */
  async function sweep(name: OrderTransitionName, findDue: (now: Date) => Promise<string[]>): Promise<number> {
    let applied = 0;
    for (;;) {
      const now = clock.now();
      const ids = await findDue(now);
      for (const id of ids) {
        const done = await db.transaction(async (tx) => {
          const order = await lockOrderIfFree(tx, id);
          if (!order) return false;
          let plan;
          try {
            plan = planTransition(orderStateOf(order), name, 'system', now);
          } catch {
            // A party changed it since it was read: nothing is due any more.
            return false;
          }
          await deps.apply(tx, order, plan, { role: 'system', id: null, name: null }, { message: null, fileIds: [] });
          return true;
        });
        if (done) applied += 1;
      }
      if (ids.length < SWEEP_BATCH) return applied;
    }
  }

  const completeDueOrders = () =>
    sweep('auto_complete', (now) =>
      findOrdersDeliveredBy(db, new Date(now.getTime() - AUTO_COMPLETE_DAYS * DAY_MS), SWEEP_BATCH),
    );
  const expireDueExtensions = () =>
    sweep('expire_extension', (now) =>
      findExtensionsAskedBy(db, new Date(now.getTime() - EXTENSION_ANSWER_MS), SWEEP_BATCH),
    );

  /** Reminds each buyer once, in the bell and by email, 2 days after paying without answering. */
  async function remindUnansweredRequirements(): Promise<number> {
    const now = clock.now();
    let reminded = 0;
    const due = await findAwaitingRequirements(db, new Date(now.getTime() - REQUIREMENTS_REMINDER_MS), SWEEP_BATCH, {
      unreminded: true,
    });
    for (const id of due) {
      const sent = await db.transaction(async (tx) => {
        // Marked once under the row's own update: another process, or an answer meanwhile, leaves nothing to do.
        if (!(await markRequirementsReminded(tx, id, now))) return false;
        const view = await findOrderView(tx, id);
        if (!view) return false;
        const { order } = view;
        await deps.notificationsService.notify(tx, {
          kind: 'requirements_reminder',
          userId: order.buyerId,
          orderId: order.id,
          orderNumber: orderNumberText(order.number),
          gigTitle: order.gigTitle,
          actorName: null,
        });
        const task: OrderEmailTask = { orderId: order.id, to: 'buyer', transition: 'requirements_reminder' };
        await deps.background.enqueue(tx, ORDER_EMAIL_TASK, task, { delaySeconds: 0, singletonKey: `remind:${id}` });
        return true;
      });
      if (sent) reminded += 1;
    }
    return reminded;
  }
  /** Cancels and refunds, as the system, every order whose questions went unanswered for 7 days. */
  const expireUnansweredRequirements = () =>
    sweep('expire_requirements', (now) =>
      findAwaitingRequirements(db, new Date(now.getTime() - REQUIREMENTS_EXPIRY_MS), SWEEP_BATCH, {
        unreminded: false,
      }),
    );

  const seconds = deps.sweepSeconds ?? AUTO_COMPLETE_SWEEP_SECONDS;
  deps.background.every(AUTO_COMPLETE_TASK, seconds, async () => {
    const count = await completeDueOrders();
    if (count > 0) deps.log.info({ count }, 'orders completed automatically');
  });
  deps.background.every(EXTENSION_EXPIRY_TASK, seconds, async () => {
    const count = await expireDueExtensions();
    if (count > 0) deps.log.info({ count }, 'extension requests expired');
  });
  deps.background.every(REQUIREMENTS_DEADLINES_TASK, seconds, async () => {
    const reminded = await remindUnansweredRequirements();
    const expired = await expireUnansweredRequirements();
    if (reminded + expired > 0) deps.log.info({ reminded, expired }, 'unanswered requirements swept');
  });
  return { completeDueOrders, expireDueExtensions, remindUnansweredRequirements, expireUnansweredRequirements };
}
