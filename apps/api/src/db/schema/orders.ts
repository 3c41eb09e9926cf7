import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { conversations } from './conversations.ts';
import { gigs } from './gigs.ts';
import { proposals } from './job-posts.ts';
import { users } from './users.ts';
import { orderActorRoles, orderParties, orderStatuses, type GigRequirement } from '@teenfreelance/contracts/orders';

/** A question as an order keeps it, with the answer: the text or option, or the attached file. */
export interface StoredRequirement extends GigRequirement {
  answer: string | null;
  fileId: string | null;
  fileName: string | null;
}

/** The states of features/orders/order-machine.ts, which alone moves an order between them. */
export const orderStatus = pgEnum('order_status', orderStatuses);

/** Who made a transition: one of the order's parties, the scheduled work, or an admin. */
export const orderActorRole = pgEnum('order_actor_role', orderActorRoles);

/** A party of an order (who asked to cancel). */
export const orderParty = pgEnum('order_party', orderParties);

/**
 * What buying a gig, or paying for a hired proposal, creates. The gig's title, price, delivery days and
 * revisions are copied when it is bought, so the order keeps saying what was
 * paid for when the gig changes or is deleted. Amounts are integer cents;
 * `number` is the six random digits shown as '#TF-123456' (unique, drawn
 * again on a collision, never sequential).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: varchar('number', { length: 6 }).notNull(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    /** The gig bought; null for a hired proposal's order. */
    gigId: uuid('gig_id').references(() => gigs.id),
    /** The hired proposal paid for; null for a gig's order. Exactly one of the two is set. */
    proposalId: uuid('proposal_id').references(() => proposals.id),
    /** What was bought, as it was when paid: the gig's title, or the job post's. */
    gigTitle: text('gig_title').notNull(),
    priceCents: integer('price_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    deliveryDays: smallint('delivery_days').notNull(),
    /** The gig's revisions text when bought ('Unlimited', '2 revisions'). */
    revisions: text('revisions').notNull(),
    /** How many revisions the buyer may ask for, read from `revisions`; null: unlimited. */
    revisionLimit: integer('revision_limit'),
    revisionsUsed: integer('revisions_used').notNull().default(0),
    status: orderStatus('status').notNull().default('paid'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The party who asked to cancel, waiting for the other to agree (mutual cancellation); null otherwise. */
    cancelRequestedBy: orderParty('cancel_requested_by'),
    /** The seller's open request for more days (null: none), until the buyer answers or it expires (decision 0082). */
    extensionDays: smallint('extension_days'),
    /** When the open extension request was asked: it expires 48 hours later. */
    extensionRequestedAt: timestamp('extension_requested_at', { withTimezone: true }),
    /** Extension requests the seller has made on this order, answered or not (at most 3). */
    extensionsAsked: smallint('extensions_asked').notNull().default(0),
    /** An open proposal to complete with this part of the price refunded (null: none), and who proposed it. */
    refundOfferCents: integer('refund_offer_cents'),
    refundOfferBy: orderParty('refund_offer_by'),
    /** The part of the price refunded when the order completed by agreement; null when it completed in full. */
    partialRefundCents: integer('partial_refund_cents'),
    /**
     * The gig's questions as they were when paid, each with the buyer's answer
     * once given (decision 0094); null when the gig asked none.
     */
    requirements: jsonb('requirements').$type<StoredRequirement[]>(),
    /** When the buyer answered: the delivery clock started then. */
    requirementsAnsweredAt: timestamp('requirements_answered_at', { withTimezone: true }),
    /** When the buyer was reminded to answer (once). */
    requirementsRemindedAt: timestamp('requirements_reminded_at', { withTimezone: true }),
    /** The buyer and seller's conversation about this gig ('Message Freelancer'). */
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    // Each party's dashboard: their orders of some statuses, newest first.
    index('orders_buyer_status_created_idx').on(t.buyerId, t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_seller_status_created_idx').on(t.sellerId, t.status, t.createdAt.desc(), t.id.desc()),
    // Automatic completion: delivered orders by delivery time.
    index('orders_delivered_idx')
      .on(t.deliveredAt)
      .where(sql`${t.status} = 'delivered'`),
    // Extension requests that expire unanswered: few open at a time, by when they were asked.
    index('orders_extension_requested_idx')
      .on(t.extensionRequestedAt)
      .where(sql`${t.extensionRequestedAt} is not null`),
    index('orders_gig_idx').on(t.gigId),
    // One order per proposal: paying twice for a hire is refused by the database too.
    uniqueIndex('orders_proposal_idx').on(t.proposalId),
    check('orders_one_source', sql`(${t.gigId} is null) <> (${t.proposalId} is null)`),
    check('orders_number_digits', sql`${t.number} ~ '^[0-9]{6}$'`),
    check(
      'orders_amounts',
      sql`${t.priceCents} > 0 and ${t.feeCents} >= 0 and ${t.totalCents} = ${t.priceCents} + ${t.feeCents}`,
    ),
    check('orders_two_people', sql`${t.buyerId} <> ${t.sellerId}`),
    check('orders_revisions_used', sql`${t.revisionsUsed} >= 0`),
    check(
      'orders_extension_request',
      sql`(${t.extensionDays} is null) = (${t.extensionRequestedAt} is null) and (${t.extensionDays} is null or ${t.extensionDays} > 0)`,
    ),
    check(
      'orders_refund_offer',
      sql`(${t.refundOfferCents} is null) = (${t.refundOfferBy} is null)
        and (${t.refundOfferCents} is null or ${t.refundOfferCents} between 1 and ${t.priceCents} - 1)`,
    ),
    check(
      'orders_partial_refund',
      sql`${t.partialRefundCents} is null or ${t.partialRefundCents} between 1 and ${t.priceCents} - 1`,
    ),
  ],
);

/** An order's timeline: one row per transition, written in the transition's transaction. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the first event (the order placed). */
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    /** The transition's name in the order machine ('place', 'start', 'deliver', 'auto_complete'...). */
    transition: text('transition').notNull(),
    /** Null for the system. */
    actorId: text('actor_id').references(() => users.id),
    actorRole: orderActorRole('actor_role').notNull(),
    /** The delivery's note, the revision request, the cancellation's reason, an extension's or partial refund's why. */
    message: text('message'),
    /** The days an extension asked for (request_extension, accept_extension). */
    days: smallint('days'),
    /** The part of the price a partial refund proposed or agreed (propose_partial_refund, accept_partial_refund). */
    refundCents: integer('refund_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_created_idx').on(t.orderId, t.createdAt, t.id)],
);

/**
 * Files a seller delivers, stored privately (never under the public
 * /uploads) as `storage_key` and served only to the order's parties and
 * admins. Uploaded before the delivery (`event_id` null), attached by it.
 */
export const orderFiles = pgTable(
  'order_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => orderEvents.id, { onDelete: 'set null' }),
    uploaderId: text('uploader_id')
      .notNull()
      .references(() => users.id),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_files_order_idx').on(t.orderId, t.eventId),
    uniqueIndex('order_files_storage_key_idx').on(t.storageKey),
  ],
);
