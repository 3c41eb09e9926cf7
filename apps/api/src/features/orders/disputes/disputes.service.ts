import {
  orderNumberText,
  type AdminDispute,
  type DisputeDecisionInput,
  type DisputeQueue,
} from '@teenfreelance/contracts/orders';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { isUuid } from '../../../db/ids.ts';
import { forbidden } from '../../../http/errors.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import type { Mailer } from '../../../platform/email/mailer.ts';
import type { ReaderScreening } from '../../../platform/screening/reader-screening.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import type { ApplyTransition } from '../order-apply.ts';
import { orderNotFound } from '../order-details.ts';
import { isDecisionDue } from '../order-machine-disputes.ts';
import { planTransition } from '../order-plan.ts';
import { findOrderView, lockOrder, lockOrderIfFree, type OrderView } from '../orders.repository.ts';
import { toOrderDispute } from './disputes.mappers.ts';
import { sendDisputeEmails } from './disputes.notices.ts';
import {
  countEvidence,
  disputeStateOf,
  findDispute,
  findDueReminders,
  findOpenDisputes,
  findUnansweredPastDue,
  findUnappealedPastWindow,
  markReminded,
  readEvidence,
  type DisputeRecord,
} from './disputes.repository.ts';
import { DISPUTE_EMAIL_TASK, machineStateOf, type DisputeEmailTask, type DisputeSteps } from './disputes.steps.ts';

/** The scheduled sweep of disputes' deadlines: reminders, escalations, settlements after the appeal window. */
export const DISPUTE_DEADLINES_TASK = 'orders-dispute-deadlines';
const SWEEP_BATCH = 100;
const QUEUE_SIZE = 200;

export interface DisputesService {
  /** The open disputes, those waiting for a decision first, then oldest first. */
  queue(): Promise<DisputeQueue>;
  /** One dispute with its evidence as written (admins read originals); 404 when the order has none. */
  get(admin: SessionUser, orderId: string): Promise<AdminDispute>;
  /**
   * An admin's decision, under the order's lock: 409 when none is due, 422 for a
   * refund out of range, 403 APPEAL_NEEDS_ANOTHER_ADMIN when the first round's
   * admin would decide the appeal. The appeal's decision is carried out at once.
   */
  decide(admin: SessionUser, orderId: string, input: DisputeDecisionInput): Promise<AdminDispute>;
  /** One run of the deadlines' sweep (scheduled every minute); answers what it did. */
  runDeadlines(): Promise<{ reminded: number; escalated: number; settled: number }>;
}

export interface DisputesServiceDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  background: BackgroundQueue;
  mailer: Mailer;
  publicUrl: string;
  notificationsService: Pick<NotificationsService, 'notify'>;
  screening: ReaderScreening;
  apply: ApplyTransition;
  steps: DisputeSteps;
  sweepSeconds?: number;
}

export function createDisputesService(deps: DisputesServiceDeps): DisputesService {
  const { db, clock, apply, steps } = deps;
  const system = { role: 'system' as const, id: null, name: null };

  async function toAdminDispute(view: OrderView, record: DisputeRecord, admin: SessionUser): Promise<AdminDispute> {
    const { order } = view;
    const until = record.dispute.evidenceAt;
    const state = disputeStateOf(record);
    const now = clock.now();
    const needsDecision = order.status === 'disputed' && isDecisionDue(state, now);
    const evidence = await readEvidence(db, order, until);
    return {
      ...queueItem(view, record, now),
      totalCents: order.totalCents,
      dispute: toOrderDispute(record, order, await countEvidence(db, order, until), (text) => text),
      canDecide: needsDecision && !(state.decisions === 1 && record.decisions[0]?.adminId === admin.id),
      evidence: {
        events: evidence.events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
        messages: evidence.messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
        files: evidence.files.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
      },
    };
  }

  function queueItem(view: OrderView, record: DisputeRecord, now: Date) {
    const state = disputeStateOf(record);
    return {
      orderId: view.order.id,
      number: orderNumberText(view.order.number),
      title: view.order.gigTitle,
      status: view.order.status,
      buyerName: view.buyerName,
      sellerName: view.sellerName,
      openedBy: record.dispute.openedBy,
      openedAt: record.dispute.createdAt.toISOString(),
      needsDecision: view.order.status === 'disputed' && isDecisionDue(state, now),
      round: state.decisions + 1,
      priceCents: view.order.priceCents,
    };
  }

  async function read(orderId: string) {
    const view = isUuid(orderId) ? await findOrderView(db, orderId) : undefined;
    const record = view ? await findDispute(db, orderId) : undefined;
    if (!view || !record) throw orderNotFound();
    return { view, record };
  }

  /** Applies a system step to each order `ids` names that is free now, as the machine allows under its lock. */
  async function eachFree(
    ids: string[],
    step: (tx: DbOrTx, order: NonNullable<Awaited<ReturnType<typeof lockOrder>>>) => Promise<boolean>,
  ) {
    let done = 0;
    for (const id of ids) {
      const applied = await db.transaction(async (tx) => {
        const order = await lockOrderIfFree(tx, id);
        return order ? step(tx, order) : false;
      });
      if (applied) done += 1;
    }
    return done;
  }

  async function remind(now: Date): Promise<number> {
    let reminded = 0;
    for (const due of await findDueReminders(db, now, SWEEP_BATCH)) {
      const sent = await db.transaction(async (tx) => {
        const view = await findOrderView(tx, due.orderId);
        if (!view || !(await markReminded(tx, due.id, now))) return false;
        const { order } = view;
        await deps.notificationsService.notify(tx, {
          kind: 'dispute_reminder',
          userId: due.openedBy === 'buyer' ? order.sellerId : order.buyerId,
          orderId: order.id,
          orderNumber: orderNumberText(order.number),
          gigTitle: order.gigTitle,
          actorName: null,
        });
        const task: DisputeEmailTask = { orderId: due.orderId, event: 'reminder' };
        await deps.background.enqueue(tx, DISPUTE_EMAIL_TASK, task, {
          delaySeconds: 0,
          singletonKey: `${due.id}:reminder`,
        });
        return true;
      });
      if (sent) reminded += 1;
    }
    return reminded;
  }

  async function runDeadlines() {
    const now = clock.now();
    const reminded = await remind(now);
    const escalated = await eachFree(await findUnansweredPastDue(db, now, SWEEP_BATCH), async (tx, order) => {
      let plan;
      try {
        plan = planTransition(await machineStateOf(tx, order), 'escalate_dispute', 'system', now);
      } catch {
        return false; // answered (or settled) since it was read
      }
      await apply(tx, order, plan, system, { message: null, fileIds: [] });
      await steps.afterStep(tx, order, { plan, actor: system, text: null, now });
      return true;
    });
    const settled = await eachFree(await findUnappealedPastWindow(db, now, SWEEP_BATCH), (tx, order) =>
      steps.settleIfFinal(tx, order, now),
    );
    return { reminded, escalated, settled };
  }

  deps.background.define<DisputeEmailTask>(DISPUTE_EMAIL_TASK, (task) => sendDisputeEmails(deps, task));
  deps.background.every(DISPUTE_DEADLINES_TASK, deps.sweepSeconds ?? 60, async () => {
    const done = await runDeadlines();
    if (done.reminded + done.escalated + done.settled > 0) deps.log.info(done, 'dispute deadlines');
  });

  return {
    async queue() {
      const now = clock.now();
      const items = [];
      for (const { orderId } of await findOpenDisputes(db, QUEUE_SIZE)) {
        const { view, record } = await read(orderId);
        items.push(queueItem(view, record, now));
      }
      return { disputes: items.sort((a, b) => Number(b.needsDecision) - Number(a.needsDecision)) };
    },

    async get(admin, orderId) {
      const { view, record } = await read(orderId);
      return toAdminDispute(view, record, admin);
    },

    async decide(admin, orderId, input) {
      await read(orderId);
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw orderNotFound();
        const now = clock.now();
        const state = await machineStateOf(tx, order);
        const refundCents = input.outcome === 'partial_refund' ? input.refundCents : undefined;
        const plan = planTransition(state, 'decide_dispute', 'admin', now, { refundCents });
        const first = state.dispute?.decisions === 1 ? (await findDispute(tx, orderId))?.decisions[0] : undefined;
        if (first && first.adminId === admin.id) {
          throw forbidden('An appeal is decided by a different admin', { reason: 'APPEAL_NEEDS_ANOTHER_ADMIN' });
        }
        const actor = { role: 'admin' as const, id: admin.id, name: admin.name };
        await apply(tx, order, plan, actor, { message: input.reason, fileIds: [] });
        const decision = { outcome: input.outcome, refundCents: refundCents ?? null };
        await steps.afterStep(tx, order, { plan, actor, text: input.reason, decision, now });
      });
      const { view, record } = await read(orderId);
      return toAdminDispute(view, record, admin);
    },

    runDeadlines,
  };
}
