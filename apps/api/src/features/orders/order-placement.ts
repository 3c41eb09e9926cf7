import { randomInt } from 'node:crypto';
import { CHECKOUT_TEXTS } from '@teenfreelance/contracts/checkout';
import { feeCents, revisionLimitOf, totalCents, type Order } from '@teenfreelance/contracts/orders';
import { DAY_MS } from '@teenfreelance/contracts/time';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Database, DbOrTx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import type { ReaderScreening } from '../../platform/screening/reader-screening.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { TRANSITIONS } from './order-machine.ts';
import { readOrderDetail } from './order-details.ts';
import { announceTransition, type EffectsDeps } from './order-effects.ts';
import { isOwnGig, isPurchasable } from './orders.policy.ts';
import { findGigForCheckout, insertOrder, insertOrderEvent, type CheckoutGig } from './orders.repository.ts';
import { findGigRequirements } from './order-requirements.repository.ts';
import { requirementsToAsk } from './order-requirements.ts';

/** A gig a buyer may order, as the order copies it: its terms and its seller. */
export type PurchasableGig = CheckoutGig;

/** What a paid order is made of: what was bought, from whom, on what terms. */
export interface PaidOrderPlacement {
  /** A public gig, or a hired proposal for the buyer's job post. */
  item: { kind: 'gig' | 'proposal'; id: string; title: string };
  sellerId: string;
  priceCents: number;
  deliveryDays: number;
  revisions: string;
  /** The conversation 'Message Freelancer' opens, when one could be opened. */
  conversationId: string | null;
  /** The moment of the charge: the order's creation, its due date counts from it. */
  placedAt: Date;
  /** The due date the seller's work hours gave (decision 0086); null: `deliveryDays` after `placedAt`. */
  dueAt?: Date | null;
  /**
   * Writes the payment row for the new order in the same transaction (the
   * payments area's own row); called before the answer is read, so the answer
   * shows the card.
   */
  recordPayment: (orderId: string) => Promise<void>;
}

export interface OrderPlacementDeps extends EffectsDeps {
  db: Database;
  paymentsService: Pick<PaymentsService, 'findOrderPayment'>;
  screening: ReaderScreening;
}

const gigNotFound = () => notFound('Gig', CHECKOUT_TEXTS.gigNotFoundDescription);

/** Six random digits: order numbers say nothing about how many orders there are. */
const drawOrderNumber = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The orders service's use cases for checkout: finding what may be bought, and placing the paid order. */
export function createOrderPlacement(deps: OrderPlacementDeps) {
  const { db } = deps;

  async function findPurchasableGig(user: SessionUser, gigId: string): Promise<PurchasableGig> {
    const gig = isUuid(gigId) ? await findGigForCheckout(db, gigId) : undefined;
    if (!gig || gig.deletedAt) throw gigNotFound();
    if (isOwnGig(gig, user)) {
      throw unprocessable(CHECKOUT_TEXTS.ownGig, { reason: 'OWN_GIG' });
    }
    // A gig that is not public (a draft, a teen's awaiting consent) cannot be bought, and is not shown to exist.
    if (!isPurchasable(gig)) throw gigNotFound();
    return gig;
  }

  async function placePaidOrder(tx: DbOrTx, buyer: SessionUser, placement: PaidOrderPlacement): Promise<Order> {
    const { item, priceCents, placedAt: now } = placement;
    // The gig's questions as they are at payment (decision 0094): the order waits for the answers.
    const requirements = item.kind === 'gig' ? requirementsToAsk(await findGigRequirements(tx, item.id)) : null;
    const status = requirements ? 'awaiting_requirements' : 'paid';
    const order = await insertOrder(
      tx,
      {
        buyerId: buyer.id,
        sellerId: placement.sellerId,
        gigId: item.kind === 'gig' ? item.id : null,
        proposalId: item.kind === 'proposal' ? item.id : null,
        gigTitle: item.title,
        priceCents,
        feeCents: feeCents(priceCents),
        totalCents: totalCents(priceCents),
        deliveryDays: placement.deliveryDays,
        revisions: placement.revisions,
        revisionLimit: revisionLimitOf(placement.revisions),
        status,
        requirements,
        dueAt: placement.dueAt ?? new Date(now.getTime() + placement.deliveryDays * DAY_MS),
        conversationId: placement.conversationId,
        createdAt: now,
        updatedAt: now,
      },
      drawOrderNumber,
    );
    await placement.recordPayment(order.id);
    const event = await insertOrderEvent(tx, {
      orderId: order.id,
      fromStatus: null,
      toStatus: status,
      transition: 'place',
      actorId: buyer.id,
      actorRole: 'buyer',
      createdAt: now,
    });
    await announceTransition(tx, deps, {
      order,
      transition: 'place',
      effects: TRANSITIONS.place.effects,
      actorRole: 'buyer',
      actorName: buyer.name,
      eventId: event.id,
    });
    return readOrderDetail(tx, deps, buyer, order.id, now);
  }

  return { findPurchasableGig, placePaidOrder };
}
