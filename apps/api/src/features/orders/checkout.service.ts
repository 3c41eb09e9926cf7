import { randomInt } from 'node:crypto';
import { CHECKOUT_TEXTS, type CheckoutQuote, type PayInput } from '@teenfreelance/contracts/checkout';
import {
  feeCents,
  PLATFORM_FEE_PERCENT,
  revisionLimitOf,
  totalCents,
  type Order,
} from '@teenfreelance/contracts/orders';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../http/errors.ts';
import type { JobQueue } from '../../jobs/jobs.ts';
import type { Idempotency } from '../../payments/idempotency.ts';
import { createChargeOnce } from '../../payments/charge-once.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { cardOf, insertPayment } from '../../payments/payment-records.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RateLimitRule, RateLimitsService } from '../rate-limits/rate-limits.service.ts';
import { TRANSITIONS } from './order-machine.ts';
import { readOrderDetail } from './order-details.ts';
import { announceTransition } from './order-effects.ts';
import { isOwnGig, isPurchasable } from './orders.policy.ts';
import { findGigForCheckout, insertOrder, insertOrderEvent, type CheckoutGig } from './orders.repository.ts';

/** New payments a buyer may attempt (declined ones included): enough for typos, too few for testing stolen cards. */
export const PAY_RATE: RateLimitRule = { max: 20, windowSeconds: 600 };
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CheckoutService {
  /** What the buyer would pay for the gig now, computed from its current price. */
  quote(user: SessionUser, gigId: string): Promise<CheckoutQuote>;
  /**
   * Charges the buyer's card for the gig and creates the order, once per
   * `Idempotency-Key` (a retry gets the first answer, `replayed`): the order,
   * its payment, its first timeline event and both parties' notifications in
   * one transaction. A declined card makes no order; an order that cannot be
   * written after the charge is refunded.
   */
  pay(
    user: SessionUser,
    gigId: string,
    idempotencyKey: string,
    input: PayInput,
  ): Promise<{ order: Order; replayed: boolean }>;
}

export interface CheckoutServiceDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  paymentProvider: PaymentProvider;
  idempotency: Idempotency;
  rateLimits: Pick<RateLimitsService, 'assertWithin'>;
  messagesService: Pick<MessagesService, 'start'>;
  notificationsService: Pick<NotificationsService, 'notify'>;
  jobs: JobQueue;
}

const gigNotFound = () => new AppError('NOT_FOUND', CHECKOUT_TEXTS.gigNotFoundDescription);

/** Six random digits: order numbers say nothing about how many orders there are. */
const drawOrderNumber = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function createCheckoutService(deps: CheckoutServiceDeps): CheckoutService {
  const { db, idempotency } = deps;
  const chargeOnce = createChargeOnce(deps);

  async function purchasableGig(user: SessionUser, gigId: string): Promise<CheckoutGig> {
    const gig = isUuid(gigId) ? await findGigForCheckout(db, gigId) : undefined;
    if (!gig || gig.deletedAt) throw gigNotFound();
    if (isOwnGig(gig, user)) {
      throw new AppError('UNPROCESSABLE', CHECKOUT_TEXTS.ownGig, { reason: 'OWN_GIG' });
    }
    // A gig that is not public (a draft, a teen's awaiting consent) cannot be bought, and is not shown to exist.
    if (!isPurchasable(gig)) throw gigNotFound();
    return gig;
  }

  return {
    async quote(user, gigId) {
      const gig = await purchasableGig(user, gigId);
      return {
        gig: { id: gig.id, title: gig.title, deliveryDays: gig.deliveryDays, revisions: gig.revisions },
        seller: { id: gig.sellerId, name: gig.sellerName, avatarUrl: gig.sellerAvatarUrl },
        subtotalCents: gig.priceCents,
        feeCents: feeCents(gig.priceCents),
        totalCents: totalCents(gig.priceCents),
        feePercent: PLATFORM_FEE_PERCENT,
      };
    },

    async pay(user, gigId, key, input) {
      const outcome = await idempotency.run<Order>(
        { userId: user.id, key, route: `POST /api/checkout/${gigId}/pay`, body: input },
        async (complete) => {
          const gig = await purchasableGig(user, gigId);
          await deps.rateLimits.assertWithin(`pay:user:${user.id}`, PAY_RATE);
          const priceCents = gig.priceCents;
          // 'Message Freelancer' opens this conversation; made before the order, harmless if the order fails.
          let conversationId: string | null = null;
          return chargeOnce({
            complete,
            charge: {
              amountCents: totalCents(priceCents),
              description: `TeenFreelance: ${gig.title}`.slice(0, 100),
              idempotencyKey: `order:${user.id}:${key}`,
              source: { card: cardOf(input) },
            },
            payment: { userId: user.id, purpose: 'order', amountCents: totalCents(priceCents) },
            beforeWrite: async () => {
              const conversation = await deps.messagesService.start(user, { gigId: gig.id }).catch(() => null);
              conversationId = conversation?.conversation.id ?? null;
            },
            notRecorded: 'The payment could not be completed, and you have not been charged. Please try again.',
            async write(tx, { payment, now }) {
              const order = await insertOrder(
                tx,
                {
                  buyerId: user.id,
                  sellerId: gig.sellerId,
                  gigId: gig.id,
                  gigTitle: gig.title,
                  priceCents,
                  feeCents: feeCents(priceCents),
                  totalCents: totalCents(priceCents),
                  deliveryDays: gig.deliveryDays,
                  revisions: gig.revisions,
                  revisionLimit: revisionLimitOf(gig.revisions),
                  status: 'paid',
                  dueAt: new Date(now.getTime() + gig.deliveryDays * DAY_MS),
                  conversationId,
                  createdAt: now,
                  updatedAt: now,
                },
                drawOrderNumber,
              );
              await insertPayment(tx, { ...payment, orderId: order.id });
              const event = await insertOrderEvent(tx, {
                orderId: order.id,
                fromStatus: null,
                toStatus: 'paid',
                transition: 'place',
                actorId: user.id,
                actorRole: 'buyer',
                createdAt: now,
              });
              await announceTransition(tx, deps, {
                order,
                transition: 'place',
                effects: TRANSITIONS.place.effects,
                actorRole: 'buyer',
                actorName: user.name,
                eventId: event.id,
              });
              const dto = await readOrderDetail(tx, user, order.id, now);
              await complete(tx, { status: 201, body: dto });
              return dto;
            },
          });
        },
      );
      return { order: outcome.body, replayed: outcome.replayed };
    },
  };
}
