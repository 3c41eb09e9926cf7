// The whole schema, for drizzle's relational queries and better-auth's adapter.
// Tables live per aggregate in ./schema/.
export * from './schema/users.ts';
export * from './schema/categories.ts';
export * from './schema/gigs.ts';
export * from './schema/email.ts';
