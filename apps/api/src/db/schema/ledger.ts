import { sql } from 'drizzle-orm';
import { bigint, check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ledgerAccountKinds, ledgerEventKinds } from '@teenfreelance/contracts/earnings';
import { orders } from './orders.ts';
import { users } from './users.ts';

export const ledgerAccountKind = pgEnum('ledger_account_kind', ledgerAccountKinds);
export const ledgerEventKind = pgEnum('ledger_event_kind', ledgerEventKinds);

/**
 * The ledger's accounts (docs/decisions/0070): one of each platform account
 * (`user_id` null) and a seller's own pending, available, in-transit and
 * paid-out accounts. `balance_cents` is the sum of the account's entries,
 * kept in the transaction that posts them; the database refuses a seller's
 * balance below zero, so a withdrawal can never take more than there is.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: ledgerAccountKind('kind').notNull(),
    /** The seller the account is for; null for the platform's accounts. */
    userId: text('user_id').references(() => users.id),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One account of a kind per seller, and one platform account of a kind.
    uniqueIndex('ledger_accounts_kind_user_idx').on(t.kind, sql`coalesce(${t.userId}, '')`),
    check(
      'ledger_accounts_owner',
      sql`(${t.kind} in ('card_payments', 'escrow', 'platform_fees', 'pro_plan_revenue')) = (${t.userId} is null)`,
    ),
    check('ledger_accounts_not_overdrawn', sql`${t.kind} in ('card_payments') or ${t.balanceCents} >= 0`),
  ],
);

/**
 * One money event's posting: at most one per (event kind, event id), which
 * the unique index guarantees whatever the code does, so a retried or
 * concurrent event posts nothing twice. Its entries sum to zero (checked at
 * commit by the `ledger_entries_balanced` constraint trigger).
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventKind: ledgerEventKind('event_kind').notNull(),
    /** The payment, order or withdrawal the event is about. */
    eventId: text('event_id').notNull(),
    /** The order the money is for, when it is for one (the seller's lines name it). */
    orderId: uuid('order_id').references(() => orders.id),
    /** For an order's completion: when its earnings clear (pending to available). */
    clearsAt: timestamp('clears_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_event_idx').on(t.eventKind, t.eventId),
    // An order's postings by kind: the reconciliation reads them for every order from this index
    // alone (docs/decisions/0074), and a completion or refund looks up the order's payment here.
    index('ledger_transactions_order_idx').on(t.orderId, t.eventKind),
    // The clearing sweep's work: completions by the time they clear.
    index('ledger_transactions_clears_at_idx')
      .on(t.clearsAt)
      .where(sql`${t.clearsAt} is not null`),
  ],
);

/** A posting's lines: what each account's balance gains (positive) or loses (negative). Never updated or deleted. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // A posting's entries with their accounts and amounts: the balance check at commit and the
    // reconciliation's sums by posting and by account read this index alone (docs/decisions/0074).
    index('ledger_entries_transaction_idx').on(t.transactionId, t.accountId, t.amountCents),
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
    check('ledger_entries_not_zero', sql`${t.amountCents} <> 0`),
  ],
);
