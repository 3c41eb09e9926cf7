import { sql } from 'drizzle-orm';
import { boolean, date, index, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contactRules, parentalConsentStates, roles } from '@teenfreelance/contracts/users';

export const userRole = pgEnum('user_role', roles);

/**
 * Whether a parent or guardian has consented to a minor selling here.
 * 'not_required' for adults and buyers; a minor freelancer starts 'pending'.
 * Until 'granted', a minor's gigs are never public and cannot be bought.
 */
export const parentalConsent = pgEnum('parental_consent', parentalConsentStates);

/** Who may contact a teen, as their guardian set it (decision 0084). */
export const contactRule = pgEnum('contact_rule', contactRules);

/**
 * People. The first columns are better-auth's user model; the rest are the
 * marketplace's own (role, plan, profile). Private fields (phone, names, city)
 * are only ever sent to their owner.
 */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  role: userRole('role').notNull().default('buyer'),
  isPro: boolean('is_pro').notNull().default(false),
  bio: text('bio'),
  skills: text('skills').array().notNull().default([]),
  responseTime: text('response_time'),
  phone: text('phone'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  city: text('city'),
  country: text('country'),
  isMinor: boolean('is_minor').notNull().default(false),
  dateOfBirth: date('date_of_birth'),
  parentalConsent: parentalConsent('parental_consent').notNull().default('not_required'),
  /** A first-time Google user who has not yet chosen a role and accepted the terms: not signed in until then. */
  signupPending: boolean('signup_pending').notNull().default(false),
  /** Whether messages still unread after 15 minutes are emailed (one email per conversation); set on the profile. */
  messageEmails: boolean('message_emails').notNull().default(true),
  /** Suspended by a moderator: cannot sign in, has no sessions, and their gigs and posts are hidden. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** A teen's guardian paused their selling from /family: their gigs are hidden, no new orders (decision 0083). */
  sellingPausedAt: timestamp('selling_paused_at', { withTimezone: true }),
  /** 'Approve new gigs' (decision 0084): the teen's new or edited gigs wait for their guardian before going public. */
  gigApprovalRequired: boolean('gig_approval_required').notNull().default(false),
  /** 'Who can contact my teen' (decision 0084): `anyone` about a gig, order or job, or only `verified_buyers`. */
  contactRule: contactRule('contact_rule').notNull().default('anyone'),
  /** When the user passed the $0 card check (decision 0085): a verified payment method, or a verified guardian. */
  paymentVerifiedAt: timestamp('payment_verified_at', { withTimezone: true }),
  /** IANA time zone from the browser (sign-up, profile); null: the country's (work hours, decision 0086). */
  timeZone: text('time_zone'),
});

/** Whether the user's guardian paused their selling, as a selected column (`canSellPublicly`'s `sellingPaused`). */
export const userSellingPaused = sql<boolean>`${users.sellingPausedAt} is not null`;

/** better-auth's sessions: one row per signed-in browser, the cookie carries the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** better-auth's accounts: the password hash ('credential') or a linked OpenID identity. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

/** better-auth's one-time values (OAuth state, verification tokens). */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);
