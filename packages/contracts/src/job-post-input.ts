/**
 * What a buyer sends to post or edit a job (POST /api/jobs, PATCH
 * /api/jobs/:id): the limits, the deadline options and the messages of
 * specification part 2, the post-job form's schema (the budget in dollars, as
 * typed) and the body's (the budget in integer cents, decision 0056). The
 * endpoints and the answers are in job-posts.ts, which re-exports this file.
 */
import { z } from 'zod';
import { categorySlugs } from './categories.ts';
import { WHOLE_CENTS_MESSAGE, dollarsToCents } from './money.ts';

export const JOB_LIMITS = {
  titleMin: 5,
  titleMax: 100,
  descriptionMin: 30,
  descriptionMax: 2000,
  /** The comma-separated skills text. */
  skillsTextMin: 3,
  skillsTextMax: 500,
  skillsMax: 10,
  skillMaxLength: 30,
  /** Dollars, as typed: a proposal's price is capped the same way. */
  budgetMax: 10_000,
  /** The card's description preview. */
  previewLength: 150,
  pageSize: 12,
  searchMax: 100,
} as const;

/** The specification's deadline options, in its order. */
export const JOB_DEADLINES = [
  { value: '24h', label: '24 hours' },
  { value: '3d', label: '3 days' },
  { value: '7d', label: '7 days' },
  { value: '14d', label: '14 days' },
  { value: '30d', label: '30 days' },
  { value: 'flexible', label: 'Flexible' },
] as const;
export type JobDeadline = (typeof JOB_DEADLINES)[number]['value'];
export const jobDeadlineValues = JOB_DEADLINES.map((d) => d.value) as [JobDeadline, ...JobDeadline[]];
export const deadlineLabel = (value: JobDeadline): string =>
  JOB_DEADLINES.find((d) => d.value === value)?.label ?? value;

/** The specification's messages, and ours in its tone where it gives none. */
export const JOB_MESSAGES = {
  titleTooShort: 'Title must be at least 5 characters',
  titleTooLong: 'Title cannot exceed 100 characters',
  descriptionTooShort: 'Please provide a detailed description (min. 30 characters)',
  descriptionTooLong: 'Description cannot exceed 2000 characters',
  categoryRequired: 'Please select a category',
  budgetPositive: 'Must be a positive number',
  budgetTooHigh: 'Budget cannot exceed $10,000',
  budgetOrder: 'Maximum budget must be greater than or equal to minimum budget',
  deadlineRequired: 'Please select a deadline',
  skillsRequired: 'Please list required skills',
  skillsTooMany: 'List at most 10 skills',
  skillTooLong: 'Each skill can be at most 30 characters',
} as const;

/** Trimmed, non-empty skills from the comma-separated text, each once (first spelling kept). */
export function splitSkills(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const raw of text.split(',')) {
    const skill = raw.trim().replace(/\s+/g, ' ');
    const key = skill.toLowerCase();
    if (skill && !seen.has(key)) {
      seen.add(key);
      skills.push(skill);
    }
  }
  return skills;
}

const budgetDollars = z
  .number({ error: JOB_MESSAGES.budgetPositive })
  .refine((value) => Number.isFinite(value) && dollarsToCents(value) > 0, JOB_MESSAGES.budgetPositive)
  .refine((value) => value <= JOB_LIMITS.budgetMax, JOB_MESSAGES.budgetTooHigh);

/** The post-job form's budget as the buyer types it, in dollars; sent as cents (budgetSchema). */
export const budgetDollarsSchema = z
  .object({ min: budgetDollars, max: budgetDollars })
  .strict()
  .refine((b) => b.max >= b.min, { message: JOB_MESSAGES.budgetOrder, path: ['max'] });

const budgetCents = z
  .number({ error: JOB_MESSAGES.budgetPositive })
  .int(WHOLE_CENTS_MESSAGE)
  .positive(JOB_MESSAGES.budgetPositive)
  .max(dollarsToCents(JOB_LIMITS.budgetMax), JOB_MESSAGES.budgetTooHigh);

/** A job's budget on the wire: integer cents, with the form's messages. */
export const budgetSchema = z
  .object({ minCents: budgetCents, maxCents: budgetCents })
  .strict()
  .refine((b) => b.maxCents >= b.minCents, { message: JOB_MESSAGES.budgetOrder, path: ['maxCents'] });

export const skillsTextSchema = z
  .string({ error: JOB_MESSAGES.skillsRequired })
  .trim()
  .min(JOB_LIMITS.skillsTextMin, JOB_MESSAGES.skillsRequired)
  .max(JOB_LIMITS.skillsTextMax, JOB_MESSAGES.skillsTooMany)
  .transform(splitSkills)
  .refine((skills) => skills.length > 0, JOB_MESSAGES.skillsRequired)
  .refine((skills) => skills.length <= JOB_LIMITS.skillsMax, JOB_MESSAGES.skillsTooMany)
  .refine((skills) => skills.every((s) => s.length <= JOB_LIMITS.skillMaxLength), JOB_MESSAGES.skillTooLong);

const jobFields = {
  title: z
    .string({ error: JOB_MESSAGES.titleTooShort })
    .trim()
    .min(JOB_LIMITS.titleMin, JOB_MESSAGES.titleTooShort)
    .max(JOB_LIMITS.titleMax, JOB_MESSAGES.titleTooLong),
  description: z
    .string({ error: JOB_MESSAGES.descriptionTooShort })
    .trim()
    .min(JOB_LIMITS.descriptionMin, JOB_MESSAGES.descriptionTooShort)
    .max(JOB_LIMITS.descriptionMax, JOB_MESSAGES.descriptionTooLong),
  category: z.enum(categorySlugs, { error: JOB_MESSAGES.categoryRequired }),
};
const jobFieldsAfterBudget = {
  deadline: z.enum(jobDeadlineValues, { error: JOB_MESSAGES.deadlineRequired }),
  skills: skillsTextSchema,
};

/** POST /api/jobs and PATCH /api/jobs/:id: the post-job form's fields, the budget in cents, skills as one comma-separated text. */
export const jobInputSchema = z.object({ ...jobFields, budget: budgetSchema, ...jobFieldsAfterBudget }).strict();
/** What the form sends. */
export type JobBody = z.input<typeof jobInputSchema>;
/** What the server stores: skills as trimmed tags. */
export type JobInput = z.output<typeof jobInputSchema>;

/** The post-job form as typed, the budget in dollars; its output is the body's, the budget in cents. */
export const jobFormSchema = z
  .object({ ...jobFields, budget: budgetDollarsSchema, ...jobFieldsAfterBudget })
  .strict()
  .transform(({ budget, ...job }): JobInput => ({
    ...job,
    budget: { minCents: dollarsToCents(budget.min), maxCents: dollarsToCents(budget.max) },
  }));
/** What the form holds. */
export type JobFormValues = z.input<typeof jobFormSchema>;
