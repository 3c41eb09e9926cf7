import {
  PRO_PLAN_TEXTS,
  PRO_PRICE_CENTS,
  type PlanState,
  type ProUpgradeInput,
  PRO_UPGRADE_PATH,
} from '@teenfreelance/contracts/pro-plan';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { FastifyBaseLogger } from 'fastify';
import { addMonth, type Clock } from '../../../clock.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { conflict, unprocessable } from '../../../http/errors.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import type { Idempotency } from '../idempotency.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { chargeOrUnavailable, createChargeOnce, paymentAttempt } from '../charge-once.ts';
import { cardOf, insertPayment } from '../payment-records.ts';
import type { GigsService } from '../../catalogue/gigs/gigs.service.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import {
  findIsPro,
  findSubscription,
  lockNextDueSubscription,
  setPro,
  updateSubscription,
  upsertSubscription,
  type SubscriptionRow,
} from './plan.repository.ts';

export interface PlanService {
  state(user: SessionUser): Promise<PlanState>;
  /** Pays $19.99 once per Idempotency-Key and turns Pro on at once. */
  upgrade(user: SessionUser, key: string, input: ProUpgradeInput): Promise<{ plan: PlanState; replayed: boolean }>;
  /** Stops renewals; Pro stays until the period ends. */
  cancel(user: SessionUser): Promise<PlanState>;
  /** Renews or ends every subscription whose period is over (the scheduled sweep); returns how many. */
  settleDueSubscriptions(): Promise<number>;
}

export interface PlanServiceDeps {
  db: Database;
  clock: Clock;
  paymentProvider: PaymentProvider;
  /** Each Pro charge's posting, in the transaction that records it. */
  ledgerService: Pick<LedgerService, 'postProCharge'>;
  idempotency: Idempotency;
  notificationsService: Pick<NotificationsService, 'notify'>;
  /** The seller's gigs follow the plan (Pro first in explore), announced to open lists. */
  gigsService: Pick<GigsService, 'refreshSellerGigVisibility'>;
  background: Pick<BackgroundQueue, 'every'>;
  log: FastifyBaseLogger;
  /** How often due renewals are looked for; an hour by default. */
  renewalSweepSeconds?: number;
}

export const PRO_RENEWAL_SWEEP = 'pro-renewal-sweep';

function toState(isPro: boolean, subscription: SubscriptionRow | undefined): PlanState {
  return {
    isPro,
    subscription: subscription
      ? {
          status: subscription.status,
          currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          cardBrand: subscription.cardBrand,
          cardLast4: subscription.cardLast4,
        }
      : null,
  };
}

export function createPlanService(deps: PlanServiceDeps): PlanService {
  const { db, clock, paymentProvider, idempotency } = deps;
  const chargeOnce = createChargeOnce(deps);

  async function state(userId: string, on: DbOrTx = db): Promise<PlanState> {
    const [isPro, subscription] = await Promise.all([findIsPro(on, userId), findSubscription(on, userId)]);
    return toState(isPro, subscription);
  }

  /** Pro on or off for the user, and their gigs with it (open lists hear of each public one). */
  async function switchPro(tx: DbOrTx, userId: string, isPro: boolean, now: Date): Promise<void> {
    await setPro(tx, userId, isPro, now);
    await deps.gigsService.refreshSellerGigVisibility(tx, userId);
  }

  /** Ends Pro for the subscription's user: no renewal; their gigs over the free limit stay, no new one above it. */
  async function endPro(tx: DbOrTx, subscription: SubscriptionRow, now: Date): Promise<void> {
    await updateSubscription(tx, subscription.id, { status: 'ended', updatedAt: now });
    await switchPro(tx, subscription.userId, false, now);
  }

  /** Renews or ends one due subscription, under its row lock. */
  async function settle(tx: DbOrTx, subscription: SubscriptionRow, now: Date): Promise<void> {
    if (subscription.cancelAtPeriodEnd || !subscription.paymentMethodRef) {
      await endPro(tx, subscription, now);
      return;
    }
    const periodEnd = subscription.currentPeriodEnd;
    // One key per subscription and period: a retried or concurrent sweep never charges twice.
    const result = await chargeOrUnavailable(deps, {
      amountCents: PRO_PRICE_CENTS,
      description: 'TeenFreelance Pro, monthly',
      idempotencyKey: `pro-renewal:${subscription.id}:${periodEnd.toISOString()}`,
      source: { paymentMethodRef: subscription.paymentMethodRef },
    });
    const pro = { userId: subscription.userId, purpose: 'pro' as const, amountCents: PRO_PRICE_CENTS };
    const payment = {
      ...paymentAttempt(pro, paymentProvider, result),
      subscriptionId: subscription.id,
      createdAt: now,
    };
    if (result.status === 'declined') {
      await insertPayment(tx, { ...payment, status: 'declined', declineCode: result.declineCode });
      await endPro(tx, subscription, now);
      await deps.notificationsService.notify(tx, { kind: 'pro_renewal_failed', userId: subscription.userId });
      return;
    }
    const { id } = await insertPayment(tx, { ...payment, status: 'succeeded', providerRef: result.chargeRef });
    await deps.ledgerService.postProCharge(tx, { paymentId: id, amountCents: PRO_PRICE_CENTS, at: now });
    await updateSubscription(tx, subscription.id, {
      currentPeriodStart: periodEnd,
      currentPeriodEnd: addMonth(periodEnd),
      updatedAt: now,
    });
  }

  async function settleDueSubscriptions(): Promise<number> {
    let settled = 0;
    // A subscription that could not be settled now (the provider did not answer) waits for the next sweep.
    const skipped: string[] = [];
    for (;;) {
      const now = clock.now();
      const outcome = await db
        .transaction(async (tx) => {
          const due = await lockNextDueSubscription(tx, now, skipped);
          if (!due) return 'none' as const;
          try {
            await settle(tx, due, now);
          } catch (error) {
            skipped.push(due.id);
            throw error;
          }
          return 'settled' as const;
        })
        .catch((error: unknown) => {
          deps.log.error({ err: error }, 'pro subscription not settled: the next sweep retries it');
          return 'failed' as const;
        });
      if (outcome === 'none') return settled;
      if (outcome === 'settled') settled += 1;
    }
  }

  deps.background.every(PRO_RENEWAL_SWEEP, deps.renewalSweepSeconds ?? 3600, async () => {
    const settled = await settleDueSubscriptions();
    if (settled > 0) deps.log.info({ settled }, 'pro subscriptions renewed or ended');
  });

  return {
    state: (user) => state(user.id),

    async upgrade(user, key, input) {
      const outcome = await idempotency.run<PlanState>(
        { userId: user.id, key, route: `POST ${PRO_UPGRADE_PATH}`, body: input },
        async (complete) => {
          if (await findIsPro(db, user.id)) {
            throw conflict(PRO_PLAN_TEXTS.alreadyPro, { reason: 'ALREADY_PRO' });
          }
          return chargeOnce({
            complete,
            charge: {
              amountCents: PRO_PRICE_CENTS,
              description: 'TeenFreelance Pro, monthly',
              idempotencyKey: `pro:${user.id}:${key}`,
              source: { card: cardOf(input) },
              savePaymentMethod: true,
            },
            payment: { userId: user.id, purpose: 'pro', amountCents: PRO_PRICE_CENTS },
            notRecorded: PRO_PLAN_TEXTS.notCharged,
            async write(tx, { result, payment, now }) {
              const subscription = await upsertSubscription(tx, {
                userId: user.id,
                currentPeriodStart: now,
                currentPeriodEnd: addMonth(now),
                paymentMethodRef: result.paymentMethodRef,
                cardBrand: result.cardBrand,
                cardLast4: result.cardLast4,
                at: now,
              });
              const { id } = await insertPayment(tx, { ...payment, subscriptionId: subscription.id });
              await deps.ledgerService.postProCharge(tx, { paymentId: id, amountCents: PRO_PRICE_CENTS, at: now });
              await switchPro(tx, user.id, true, now);
              const plan = toState(true, subscription);
              await complete(tx, { status: 201, body: plan });
              return plan;
            },
          });
        },
      );
      return { plan: outcome.body, replayed: outcome.replayed };
    },

    async cancel(user) {
      const now = clock.now();
      const subscription = await findSubscription(db, user.id);
      if (!subscription || subscription.status !== 'active') {
        throw unprocessable(PRO_PLAN_TEXTS.notActive, { reason: 'PRO_NOT_ACTIVE' });
      }
      await updateSubscription(db, subscription.id, { status: 'cancelled', cancelAtPeriodEnd: true, updatedAt: now });
      return state(user.id);
    },

    settleDueSubscriptions,
  };
}
