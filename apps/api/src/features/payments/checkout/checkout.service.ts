import {
  CHECKOUT_TEXTS,
  checkoutPayPath,
  PROPOSAL_ORDER_REVISIONS,
  proposalCheckoutPayPath,
  type CheckoutPayInput,
  type CheckoutQuote,
} from '@teenfreelance/contracts/checkout';
import { feeCents, PLATFORM_FEE_PERCENT, totalCents, type Order } from '@teenfreelance/contracts/orders';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import type { Idempotency } from '../idempotency.ts';
import { createChargeOnce } from '../charge-once.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { cardOf, insertPayment } from '../payment-records.ts';
import type { ProposalsService } from '../../job-posts/proposals.service.ts';
import type { ContactRule } from '../../accounts/family/contact-rule.service.ts';
import type { SafetyService } from '../../trust-and-safety/safety.service.ts';
import type { MessagesService } from '../../messaging/messages.service.ts';
import type { OrdersService, PurchasableGig } from '../../orders/orders.service.ts';
import type { WorkHoursService } from '../../accounts/family/work-hours.service.ts';
import type { RateLimitRule, RateLimitsService } from '../../../platform/rate-limits/rate-limits.service.ts';

/** New payments a buyer may attempt (declined ones included): enough for typos, too few for testing stolen cards. */
export const PAY_RATE: RateLimitRule = { max: 20, windowSeconds: 600 };

/** What is bought: a public gig, or a hired proposal for the buyer's job post. */
export type CheckoutSource = { kind: 'gig'; id: string } | { kind: 'proposal'; id: string };

export interface CheckoutService {
  /** What the buyer would pay for the gig or hired proposal now, computed from its current price. */
  quote(user: SessionUser, source: CheckoutSource): Promise<CheckoutQuote>;
  /**
   * Charges the buyer's card for the gig or proposal and creates the order, once per
   * `Idempotency-Key` (a retry gets the first answer, `replayed`): the order,
   * its payment, its first timeline event and both parties' notifications in
   * one transaction. A declined card makes no order; an order that cannot be
   * written after the charge is refunded.
   *
   * @throws AppError 409 `PRICE_CHANGED` (details: the total sent and the quote
   * now) when `input.quotedTotalCents` is not the current total: nothing is
   * charged, and the key is free for the buyer's next attempt (decision 0072).
   */
  pay(
    user: SessionUser,
    source: CheckoutSource,
    idempotencyKey: string,
    input: CheckoutPayInput,
  ): Promise<{ order: Order; replayed: boolean }>;
}

export interface CheckoutServiceDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  paymentProvider: PaymentProvider;
  /** The payment's posting, in the transaction that records it. */
  ledgerService: Pick<LedgerService, 'postOrderPayment'>;
  idempotency: Idempotency;
  rateLimits: Pick<RateLimitsService, 'assertWithin'>;
  messagesService: Pick<MessagesService, 'start' | 'openAboutJob'>;
  proposalsService: Pick<ProposalsService, 'forCheckout'>;
  /** A seller who blocked the buyer: their gigs are not there for the buyer. */
  safetyService: Pick<SafetyService, 'isBlockedBy'>;
  /** What may be bought, and the order a payment places (orders/orders.service.ts). */
  ordersService: Pick<OrdersService, 'findPurchasableGig' | 'placePaidOrder'>;
  /** 'Who can contact my teen': checked before the quote and the charge (decision 0084). */
  contactRule: ContactRule;
  /** A seller under 16: the due dates their work hours allow (decision 0086). */
  workHoursService: Pick<WorkHoursService, 'deliveryDates' | 'dueAt'>;
}

interface Purchase {
  item: Pick<CheckoutQuote['item'], 'kind' | 'id' | 'title' | 'jobId'>;
  seller: CheckoutQuote['seller'];
  priceCents: number;
  deliveryDays: number;
  revisions: string;
  openConversation: () => Promise<{ conversation: { id: string } }>;
}

const gigNotFound = () => notFound('Gig', CHECKOUT_TEXTS.gigNotFoundDescription);

/** What the buyer would pay for `purchase` now: the quote's figures, all from its current price. */
function quoteOf(purchase: Purchase, deliveryDates: CheckoutQuote['deliveryDates'] = null): CheckoutQuote {
  return {
    item: { ...purchase.item, deliveryDays: purchase.deliveryDays, revisions: purchase.revisions },
    seller: purchase.seller,
    subtotalCents: purchase.priceCents,
    feeCents: feeCents(purchase.priceCents),
    totalCents: totalCents(purchase.priceCents),
    feePercent: PLATFORM_FEE_PERCENT,
    deliveryDates,
  };
}

/**
 * The buyer is charged only the total they were shown: another total now (the
 * seller changed the price while they were on checkout) is a 409 with the new
 * quote, before anything is charged.
 */
function assertQuotedTotal(purchase: Purchase, quotedTotalCents: number): void {
  const quote = quoteOf(purchase);
  if (quote.totalCents === quotedTotalCents) return;
  throw conflict(CHECKOUT_TEXTS.priceChanged, { reason: 'PRICE_CHANGED', quotedTotalCents, quote });
}

export function createCheckoutService(deps: CheckoutServiceDeps): CheckoutService {
  const { idempotency } = deps;
  const chargeOnce = createChargeOnce(deps);

  async function purchasableGig(user: SessionUser, gigId: string): Promise<PurchasableGig> {
    const gig = await deps.ordersService.findPurchasableGig(user, gigId);
    // A seller who blocked the buyer: the gig is not shown to exist, as an unknown one.
    if (await deps.safetyService.isBlockedBy(user.id, gig.sellerId)) throw gigNotFound();
    return gig;
  }

  /** The gig or hired proposal as an order will copy it, and how its conversation is opened. */
  async function purchaseOf(user: SessionUser, source: CheckoutSource): Promise<Purchase> {
    if (source.kind === 'proposal') {
      const proposal = await deps.proposalsService.forCheckout(user, source.id);
      await deps.contactRule.assertMayContact(user.id, proposal.freelancer.id);
      return {
        item: { kind: 'proposal', id: proposal.id, title: proposal.jobTitle, jobId: proposal.jobId },
        seller: proposal.freelancer,
        priceCents: proposal.priceCents,
        deliveryDays: proposal.deliveryDays,
        revisions: PROPOSAL_ORDER_REVISIONS,
        openConversation: () =>
          deps.messagesService.openAboutJob(user, { sellerId: proposal.freelancer.id, jobId: proposal.jobId }),
      };
    }
    const gig = await purchasableGig(user, source.id);
    await deps.contactRule.assertMayContact(user.id, gig.sellerId);
    return {
      item: { kind: 'gig', id: gig.id, title: gig.title, jobId: null },
      seller: { id: gig.sellerId, name: gig.sellerName, avatarUrl: gig.sellerAvatarUrl },
      priceCents: gig.priceCents,
      deliveryDays: gig.deliveryDays,
      revisions: gig.revisions,
      openConversation: () => deps.messagesService.start(user, { gigId: gig.id }),
    };
  }

  /** What the work-hour rules ask of the purchase's seller. */
  const dueDateQuestion = (purchase: Purchase) => ({
    sellerId: purchase.seller.id,
    sellerName: purchase.seller.name,
    deliveryDays: purchase.deliveryDays,
  });

  return {
    async quote(user, source) {
      const purchase = await purchaseOf(user, source);
      return quoteOf(purchase, await deps.workHoursService.deliveryDates(dueDateQuestion(purchase)));
    },

    async pay(user, source, key, input) {
      const route = source.kind === 'gig' ? checkoutPayPath(source.id) : proposalCheckoutPayPath(source.id);
      const outcome = await idempotency.run<Order>(
        { userId: user.id, key, route: `POST ${route}`, body: input },
        async (complete) => {
          const purchase = await purchaseOf(user, source);
          // Before the rate limit: a changed price is no attempt at the card, and the buyer must be able to pay again.
          assertQuotedTotal(purchase, input.quotedTotalCents);
          // Before the card too: a date the seller's work hours refuse is no attempt at the card.
          await deps.workHoursService.dueAt(deps.db, dueDateQuestion(purchase), input.dueDate, false);
          await deps.rateLimits.assertWithin(`pay:user:${user.id}`, PAY_RATE);
          const { priceCents, item } = purchase;
          // 'Message Freelancer' opens this conversation; made before the order, harmless if the order fails.
          let conversationId: string | null = null;
          return chargeOnce({
            complete,
            charge: {
              amountCents: totalCents(priceCents),
              description: `TeenFreelance: ${item.title}`.slice(0, 100),
              idempotencyKey: `order:${user.id}:${key}`,
              source: { card: cardOf(input) },
            },
            payment: { userId: user.id, purpose: 'order', amountCents: totalCents(priceCents) },
            beforeWrite: async () => {
              const conversation = await purchase.openConversation().catch(() => null);
              conversationId = conversation?.conversation.id ?? null;
            },
            notRecorded: 'The payment could not be completed, and you have not been charged. Please try again.',
            async write(tx, { payment, now }) {
              // Again with the seller locked: two payments for a week's last free hours are decided in turn.
              const dueAt = await deps.workHoursService.dueAt(tx, dueDateQuestion(purchase), input.dueDate, true);
              const dto = await deps.ordersService.placePaidOrder(tx, user, {
                dueAt,
                item: { kind: item.kind, id: item.id, title: item.title },
                sellerId: purchase.seller.id,
                priceCents,
                deliveryDays: purchase.deliveryDays,
                revisions: purchase.revisions,
                conversationId,
                placedAt: now,
                recordPayment: async (orderId) => {
                  const { id } = await insertPayment(tx, { ...payment, orderId });
                  await deps.ledgerService.postOrderPayment(tx, {
                    paymentId: id,
                    orderId,
                    totalCents: payment.amountCents,
                    at: now,
                  });
                },
              });
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
