import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { gigs } from './gigs.ts';
import { users } from './users.ts';

/**
 * Images a freelancer uploaded for a gig, stored in every page size (see
 * storage/images.ts). A gig create/update refers to them by id; `gigId` is set
 * once attached. The attached gig's `gig_images` row reuses the upload's id.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    gigId: uuid('gig_id').references(() => gigs.id, { onDelete: 'set null' }),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);
