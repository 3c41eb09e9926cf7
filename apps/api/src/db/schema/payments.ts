import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';
import { subscriptionStatuses } from '@teenfreelance/contracts/pro-plan';

export const paymentPurpose = pgEnum('payment_purpose', ['order', 'pro']);
export const paymentStatus = pgEnum('payment_status', ['succeeded', 'declined', 'refunded']);

/**
 * Every payment attempt, declined ones included, as the provider answered
 * it. Never the card number or CVC: only the brand and last four digits the
 * provider returns. A refund keeps the row and sets `refunded_at`.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    purpose: paymentPurpose('purpose').notNull(),
    /** The order it paid for (purpose 'order'); null for declines and for Pro. */
    orderId: uuid('order_id').references(() => orders.id),
    /** The subscription it paid for (purpose 'pro'). */
    subscriptionId: uuid('subscription_id').references((): AnyPgColumn => subscriptions.id),
    amountCents: integer('amount_cents').notNull(),
    status: paymentStatus('status').notNull(),
    /** The provider's name ('simulated'). */
    provider: text('provider').notNull(),
    /** The provider's id of the charge (null when it declined before making one). */
    providerRef: text('provider_ref'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Why the provider declined: 'card_declined', 'insufficient_funds', 'expired_card'. */
    declineCode: text('decline_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * What went back to the card when only part of it did (an order completed
     * with a partial refund, decision 0082; the status stays 'succeeded'); null
     * otherwise: a 'refunded' payment went back whole.
     */
    refundedCents: integer('refunded_cents'),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('payments_order_idx').on(t.orderId),
    // The refunded orders, for the reconciliation (docs/decisions/0074): few, so a small index.
    index('payments_refunded_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'refunded'`),
    index('payments_subscription_idx').on(t.subscriptionId),
    uniqueIndex('payments_provider_ref_idx')
      .on(t.provider, t.providerRef)
      .where(sql`${t.providerRef} is not null`),
  ],
);

export const idempotencyState = pgEnum('idempotency_state', ['running', 'done']);

/**
 * Requests made with an `Idempotency-Key` (docs/decisions/0039): the first
 * claims the key ('running'); its answer is stored ('done') in the same
 * transaction as its effects, and replayed to every retry. `request_hash` is
 * an HMAC of the route and body (never the card number in clear), so the
 * same key with another request is recognised.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: idempotencyState('state').notNull().default('running'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const subscriptionStatus = pgEnum('subscription_status', subscriptionStatuses);

/**
 * A freelancer's Pro plan: renewed monthly at `current_period_end` by
 * scheduled work, charging the provider's saved payment method (its reference,
 * never a card number). 'cancelled' stays Pro until the period ends; 'ended'
 * is no longer Pro. Its payments are `payments` rows with purpose 'pro'.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: subscriptionStatus('status').notNull().default('active'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The provider's reusable reference to the card, for renewals. */
    paymentMethodRef: text('payment_method_ref'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_idx').on(t.userId),
    // Renewals and endings due: subscriptions still giving Pro, by period end.
    index('subscriptions_period_end_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} <> 'ended'`),
  ],
);
