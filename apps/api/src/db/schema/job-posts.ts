import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { users } from './users.ts';
import { jobDeadlineValues, jobStatuses } from '@teenfreelance/contracts/job-posts';
import { proposalStatuses } from '@teenfreelance/contracts/proposals';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The specification's deadline options (contracts' JOB_DEADLINES). */
export const jobDeadline = pgEnum('job_deadline', jobDeadlineValues);

/** Open jobs list on /jobs and take proposals; closed ones (by the poster, or by a hire) do neither. */
export const jobStatus = pgEnum('job_status', jobStatuses);

/**
 * Job posts by buyers. Budgets are integer cents. `search` is written with
 * the row by the jobs repository (title and skills weigh more than the
 * description; a card's proposal count is counted from `proposals` through
 * its (job, freelancer) index): skills are an array, and the only function that joins one
 * (array_to_string) is not immutable, so it cannot be a generated column.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => categories.slug),
    budgetMinCents: integer('budget_min_cents').notNull(),
    budgetMaxCents: integer('budget_max_cents').notNull(),
    deadline: jobDeadline('deadline').notNull(),
    skills: text('skills').array().notNull().default([]),
    status: jobStatus('status').notNull().default('open'),
    search: tsvector('search').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Hidden by a moderator: closed, and found only by its poster. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    // /jobs: open jobs newest first, all or of one category (pages by keyset).
    index('jobs_open_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'open'`),
    index('jobs_open_category_created_idx')
      .on(t.categorySlug, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'open'`),
    index('jobs_search_idx').using('gin', t.search),
    // The poster's own posts (the dashboard's 'My Job Posts').
    index('jobs_client_created_idx').on(t.clientId, t.createdAt.desc()),
    check('jobs_budget', sql`${t.budgetMinCents} > 0 and ${t.budgetMaxCents} >= ${t.budgetMinCents}`),
  ],
);

export const proposalStatus = pgEnum('proposal_status', proposalStatuses);

/**
 * A freelancer's proposal for a job: one per freelancer and job (a withdrawn
 * one is sent again by updating it). Price in integer cents.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    freelancerId: text('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coverLetter: text('cover_letter').notNull(),
    priceCents: integer('price_cents').notNull(),
    deliveryDays: smallint('delivery_days').notNull(),
    status: proposalStatus('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('proposals_job_freelancer_idx').on(t.jobId, t.freelancerId),
    // At most one hire per job, whatever races.
    uniqueIndex('proposals_one_hire_idx')
      .on(t.jobId)
      .where(sql`${t.status} = 'hired'`),
    index('proposals_freelancer_created_idx').on(t.freelancerId, t.createdAt.desc()),
    check('proposals_price', sql`${t.priceCents} between 500 and 1000000`),
    check('proposals_delivery_days', sql`${t.deliveryDays} between 1 and 90`),
  ],
);
