import { orderNumberText, type OrderActorRole, type OrderTransitionName } from '@teenfreelance/contracts/orders';
import type { DbOrTx } from '../../db/client.ts';
import type { BackgroundQueue } from '../../platform/background/background.ts';
import { publishLive } from '../../platform/live/live-events.ts';
import type { Notice, NotificationsService, OrderNotice } from '../notifications/notifications.service.ts';
import type { TransitionEffects } from './order-machine.ts';
import type { OrderRow } from './orders.repository.ts';

/** The task that emails a party about an order (new orders to the seller, deliveries to the buyer). */
export const ORDER_EMAIL_TASK = 'order-email';

export interface OrderEmailTask {
  orderId: string;
  to: 'buyer' | 'seller';
  /** The transition told, or the reminder to answer the order's questions (decision 0094). */
  transition: OrderTransitionName | 'requirements_reminder';
}

export interface EffectsDeps {
  notificationsService: Pick<NotificationsService, 'notify'>;
  background: Pick<BackgroundQueue, 'enqueue'>;
}

export interface Announcement {
  /** The order as the transition left it. */
  order: OrderRow;
  transition: OrderTransitionName;
  effects: TransitionEffects;
  actorRole: OrderActorRole;
  /** Null for the system. */
  actorName: string | null;
  eventId: string;
}

/** Who is told of a transition: the party that did not act; both when the system or an admin acted. */
function recipients(order: OrderParties, to: 'other' | 'both', actorRole: OrderActorRole): string[] {
  if (to === 'other' && actorRole === 'buyer') return [order.sellerId];
  if (to === 'other' && actorRole === 'seller') return [order.buyerId];
  return [order.buyerId, order.sellerId];
}

/** What of an order its notifications name. */
export interface OrderParties {
  id: string;
  number: string;
  gigTitle: string;
  buyerId: string;
  sellerId: string;
}

/**
 * The bell notifications a transition makes: one per party it tells, naming
 * who acted (an admin as TeenFreelance, the system as nobody). The demo seed
 * writes its orders' notifications with it too.
 */
export function transitionNotices(
  order: OrderParties,
  effects: TransitionEffects,
  actorRole: OrderActorRole,
  actorName: string | null,
): Notice[] {
  const name = actorRole === 'admin' ? 'TeenFreelance' : actorName;
  // Past 25 kinds TypeScript no longer checks the union member by member: the kind is one of the order's.
  return recipients(order, effects.notify.to, actorRole).map(
    (userId) =>
      ({
        kind: effects.notify.kind,
        userId,
        orderId: order.id,
        orderNumber: orderNumberText(order.number),
        gigTitle: order.gigTitle,
        actorName: name,
      }) as OrderNotice,
  );
}

/**
 * A transition's side effects, inside its transaction (so none happens for a
 * rolled-back one): the bell notification, `order.updated` to both parties'
 * tabs, and the email task when the transition sends one.
 */
export async function announceTransition(tx: DbOrTx, deps: EffectsDeps, announcement: Announcement): Promise<void> {
  const { order, effects, actorRole } = announcement;
  for (const notice of transitionNotices(order, effects, actorRole, announcement.actorName)) {
    await deps.notificationsService.notify(tx, notice);
  }
  await publishLive(
    tx,
    { type: 'order.updated', orderId: order.id, status: order.status, transition: announcement.transition },
    [order.buyerId, order.sellerId],
  );
  if (effects.email) {
    // 'other': the party that did not act (a proposal from either side, and its answer).
    const to = effects.email !== 'other' ? effects.email : actorRole === 'buyer' ? 'seller' : 'buyer';
    const task: OrderEmailTask = { orderId: order.id, to, transition: announcement.transition };
    await deps.background.enqueue(tx, ORDER_EMAIL_TASK, task, { delaySeconds: 0, singletonKey: announcement.eventId });
  }
}
