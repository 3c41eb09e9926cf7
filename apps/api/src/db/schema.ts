// The whole schema, for drizzle's relational queries and better-auth's adapter.
// Tables live per aggregate in ./schema/.
export * from './schema/users.ts';
export * from './schema/categories.ts';
export * from './schema/gigs.ts';
export * from './schema/email.ts';
export * from './schema/uploads.ts';
export * from './schema/favorites.ts';
export * from './schema/rate-limits.ts';
export * from './schema/password-resets.ts';
export * from './schema/parental-consents.ts';
export * from './schema/conversations.ts';
export * from './schema/notifications.ts';
export * from './schema/orders.ts';
export * from './schema/payments.ts';
export * from './schema/reviews.ts';
export * from './schema/job-posts.ts';
export * from './schema/safety.ts';
export * from './schema/ledger.ts';
