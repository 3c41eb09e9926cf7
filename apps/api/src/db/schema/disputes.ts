import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { disputeOutcomes } from '@teenfreelance/contracts/orders';
import { orderParty, orders } from './orders.ts';
import { users } from './users.ts';

/** What an admin decided: the whole price to the seller, all back to the buyer, or a part back. */
export const disputeOutcome = pgEnum('dispute_outcome', disputeOutcomes);

/**
 * An order's dispute (decision 0088), one per order: the opener's statement,
 * the other party's answer, the appeal and each party's acceptance of the
 * first decision. The evidence is a reference, not a copy: `evidence_at` is
 * the moment it opened, and an admin reads the order's timeline, the two
 * parties' messages and the delivered files up to then, from their own tables.
 */
export const orderDisputes = pgTable(
  'order_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    openedBy: orderParty('opened_by').notNull(),
    statement: text('statement').notNull(),
    evidenceAt: timestamp('evidence_at', { withTimezone: true }).notNull(),
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    appealedBy: orderParty('appealed_by'),
    appealStatement: text('appeal_statement'),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    buyerAcceptedAt: timestamp('buyer_accepted_at', { withTimezone: true }),
    sellerAcceptedAt: timestamp('seller_accepted_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('order_disputes_answer_whole', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
    check(
      'order_disputes_appeal_whole',
      sql`(${t.appealedBy} is null) = (${t.appealedAt} is null) and (${t.appealedBy} is null) = (${t.appealStatement} is null)`,
    ),
    // The deadline sweeps: unanswered disputes by due date; unsettled ones.
    index('order_disputes_open_idx')
      .on(t.answerDueAt)
      .where(sql`${t.answeredAt} is null and ${t.escalatedAt} is null`),
    index('order_disputes_unsettled_idx')
      .on(t.createdAt)
      .where(sql`${t.settledAt} is null`),
  ],
);

/** An admin's decision on a dispute: round 1, and round 2 after an appeal (by a different admin, final). */
export const disputeDecisions = pgTable(
  'dispute_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => orderDisputes.id),
    round: smallint('round').notNull(),
    outcome: disputeOutcome('outcome').notNull(),
    refundCents: integer('refund_cents'),
    reason: text('reason').notNull(),
    adminId: text('admin_id')
      .notNull()
      .references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('dispute_decisions_round_key').on(t.disputeId, t.round),
    check('dispute_decisions_round', sql`${t.round} in (1, 2)`),
    check(
      'dispute_decisions_refund',
      sql`(${t.outcome} = 'partial_refund') = (${t.refundCents} is not null) and (${t.refundCents} is null or ${t.refundCents} > 0)`,
    ),
    index('dispute_decisions_admin_idx').on(t.adminId),
  ],
);
