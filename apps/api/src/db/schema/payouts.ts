import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payoutAccountOwners, withdrawalStatuses } from '@teenfreelance/contracts/payouts';
import { users } from './users.ts';

export const payoutAccountOwner = pgEnum('payout_account_owner', payoutAccountOwners);
export const withdrawalStatus = pgEnum('withdrawal_status', withdrawalStatuses);

/**
 * A seller's bank account for payouts (docs/decisions/0071): one per seller,
 * replaced when they add another. Only the last four digits of the account
 * number are kept, and the provider's reference to the account; never the
 * whole number. A minor's is the consenting guardian's (`owner` 'guardian').
 */
export const payoutAccounts = pgTable('payout_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  holderName: text('holder_name').notNull(),
  bankName: text('bank_name').notNull(),
  last4: text('last4').notNull(),
  /** The payout provider's reference to the bank account (what a payout is sent to). */
  providerAccountRef: text('provider_account_ref').notNull(),
  owner: payoutAccountOwner('owner').notNull(),
  /** The guardian who set it up, for a minor's account. */
  guardianName: text('guardian_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A withdrawal of the seller's available balance and its payout. Its money
 * left `seller_available` when it was made (the ledger's `withdrawal`
 * posting); it ends paid, or failed, declined or expired with the money back.
 * The sweep moves it on when `next_step_at` is due.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: withdrawalStatus('status').notNull(),
    /** The account it goes to, as it was when asked. */
    last4: text('last4').notNull(),
    providerAccountRef: text('provider_account_ref').notNull(),
    owner: payoutAccountOwner('owner').notNull(),
    guardianName: text('guardian_name'),
    /** The guardian's emailed approval link (SHA-256 of its token), for a minor's withdrawal above $100. */
    approvalTokenHash: text('approval_token_hash'),
    approvalExpiresAt: timestamp('approval_expires_at', { withTimezone: true }),
    providerPayoutRef: text('provider_payout_ref'),
    /** The provider's failure code ('no_account'), or 'declined' / 'expired'. */
    failureCode: text('failure_code'),
    failureReason: text('failure_reason'),
    /** When the sweep next moves it on (pending → in transit → paid or failed, or an approval's expiry). */
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('withdrawals_approval_token_idx').on(t.approvalTokenHash),
    index('withdrawals_next_step_idx')
      .on(t.nextStepAt)
      .where(sql`${t.nextStepAt} is not null`),
    index('withdrawals_status_idx').on(t.status, t.updatedAt),
    check('withdrawals_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The emailed link a minor's consenting guardian sets up the payout account
 * with: one per teen (a new one replaces it), only the token's SHA-256 kept.
 */
export const payoutSetupLinks = pgTable('payout_setup_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Null once used. */
  tokenHash: text('token_hash').unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
