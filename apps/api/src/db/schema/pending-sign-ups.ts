import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A sign-up form as it waits: validated, the password hashed with argon2id. */
export interface PendingSignUpForm {
  name: string;
  role: 'buyer' | 'freelancer';
  passwordHash: string;
  /** A freelancer's; null for a buyer. */
  dateOfBirth: string | null;
  /** The under-18 answer a freelancer gave (the date decides; they must agree). */
  isMinor: boolean | null;
  /** A minor's parent or guardian. */
  parent: { name: string; email: string; phone: string } | null;
}

/**
 * What an email sign-up asked for, kept until its address is confirmed
 * (docs/decisions/0066): the validated form with the password already hashed
 * (never the password itself), and the SHA-256 hash of the emailed link's
 * one-time token. One row per address: signing up again replaces it. Once the
 * link is followed the account is created from it, the form is dropped and
 * `confirmed_at` says the link was used.
 */
export const pendingSignUps = pgTable('pending_sign_ups', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased, as accounts store it. */
  email: text('email').notNull().unique(),
  /** SHA-256 (hex) of the link's token. */
  tokenHash: text('token_hash').notNull().unique(),
  /** The sign-up form, validated, with `passwordHash` in place of the password; null once used. */
  form: jsonb('form').$type<PendingSignUpForm>(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});
