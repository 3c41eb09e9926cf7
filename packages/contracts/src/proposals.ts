/**
 * Proposals: a freelancer's answer to a job post (one per freelancer and job),
 * which the job's poster shortlists, declines or hires. Hiring closes the job,
 * opens the poster's conversation with the freelancer about it, and leads to
 * checkout for the proposal's price (`/checkout?proposal={id}`; the checkout
 * endpoints are in the route table of orders.ts). The DTOs are in jobs.ts.
 * The price travels in integer cents (`priceCents`); the form takes dollars
 * as typed and converts them when it submits (decision 0056).
 *
 * | Method | Path                           | Auth           | Answer |
 * |--------|--------------------------------|----------------|--------|
 * | POST   | /api/jobs/:id/proposals        | freelancers    | 201 Proposal (body ProposalInput); 403 NOT_A_FREELANCER; 403 PARENTAL_CONSENT_PENDING; 409 ALREADY_APPLIED; 409 JOB_CLOSED; 404 unknown job |
 * | GET    | /api/jobs/:id/proposals        | the poster     | 200 { proposals: Proposal[] }, oldest first; 404 to anyone else |
 * | PATCH  | /api/proposals/:id             | the freelancer | 200 Proposal (body ProposalInput) while pending; 409 PROPOSAL_NOT_PENDING; 404 to anyone else |
 * | POST   | /api/proposals/:id/withdraw    | the freelancer | 200 Proposal while pending; 409 PROPOSAL_NOT_PENDING |
 * | POST   | /api/proposals/:id/shortlist   | the poster     | 200 Proposal (pending → shortlisted); 409 PROPOSAL_NOT_OPEN |
 * | POST   | /api/proposals/:id/decline     | the poster     | 200 Proposal (pending or shortlisted → declined); 409 PROPOSAL_NOT_OPEN |
 * | POST   | /api/proposals/:id/hire        | the poster     | 200 HireResult (pending or shortlisted → hired; the job closes); 409 ALREADY_HIRED; 409 PROPOSAL_NOT_OPEN |
 *
 * The freelancer is notified of each of the poster's decisions; the poster of
 * each new proposal.
 */
import { z } from 'zod';
import { apiPath } from './api-paths.ts';
import { WHOLE_CENTS_MESSAGE, dollarsToCents } from './money.ts';

export const PROPOSAL_LIMITS = {
  coverLetterMin: 50,
  coverLetterMax: 2000,
  /** Dollars, as typed (the body carries `priceCents`). */
  priceMin: 5,
  priceMax: 10_000,
  deliveryDaysMin: 1,
  deliveryDaysMax: 90,
} as const;

export const PROPOSAL_MESSAGES = {
  coverLetterTooShort: 'Your cover letter must be at least 50 characters',
  coverLetterTooLong: 'Your cover letter cannot exceed 2000 characters',
  priceTooLow: 'The price must be at least $5',
  priceTooHigh: 'The price cannot exceed $10,000',
  priceRequired: 'Please enter your price in dollars',
  deliveryRequired: 'Please enter a delivery time in days',
  deliveryRange: 'Delivery time must be between 1 and 90 days',
} as const;

export const PROPOSAL_TEXTS = {
  applyHeading: 'Apply Now',
  coverLetter: 'Cover Letter',
  coverLetterPlaceholder: 'Introduce yourself, explain how you would do this job and show similar work...',
  price: 'Your Price ($)',
  deliveryDays: 'Delivery Time (days)',
  submit: 'Submit Proposal',
  submitting: 'Submitting...',
  sent: 'Proposal sent',
  sentDescription: 'The client will be notified of your proposal.',
  yourProposal: 'Your Proposal',
  edit: 'Edit Proposal',
  save: 'Save Proposal',
  saving: 'Saving...',
  updated: 'Proposal updated',
  withdraw: 'Withdraw',
  withdrawConfirm: 'Withdraw your proposal? The client will no longer see it.',
  withdrawn: 'Proposal withdrawn',
  reapply: 'Send a new proposal',
  proposalsHeading: 'Proposals',
  noProposals: 'No proposals yet. Freelancers will find your job on the jobs page.',
  shortlist: 'Shortlist',
  decline: 'Decline',
  declineTitle: 'Decline this proposal?',
  /** Asked before a decline, which tells the freelancer at once and cannot be taken back. */
  declineConfirm: (name: string) =>
    `${name} will be told that you declined their proposal, and it cannot be reopened. Shortlist it instead if you might still hire ${name}.`,
  declining: 'Declining...',
  declined: 'Proposal declined',
  hire: 'Hire',
  hiring: 'Hiring...',
  /** `price` as formatMoney shows it ('$120'). */
  hireConfirm: (name: string, price: string) =>
    `Hire ${name} for ${price}? The job will close to new proposals and you will go to checkout.`,
  hired: 'Freelancer hired',
  payNow: 'Continue to Payment',
  viewOrder: 'View Order',
  message: 'Message',
  delivery: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} delivery`,
  signInToApply: 'Log in as a freelancer to apply',
  buyersCannotApply: 'Only freelancers can apply to jobs',
  consentPending: 'You can apply to jobs once a parent or guardian has given consent',
  ownJob: 'This is your job post',
  statusLabels: {
    pending: 'Pending',
    shortlisted: 'Shortlisted',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
    hired: 'Hired',
  },
} as const;

/** The price as the freelancer types it: dollars. */
const priceDollarsSchema = z
  .number({ error: PROPOSAL_MESSAGES.priceRequired })
  .refine(Number.isFinite, PROPOSAL_MESSAGES.priceRequired)
  .refine((value) => value >= PROPOSAL_LIMITS.priceMin, PROPOSAL_MESSAGES.priceTooLow)
  .refine((value) => value <= PROPOSAL_LIMITS.priceMax, PROPOSAL_MESSAGES.priceTooHigh);

/** The price on the wire: integer cents, with the form's messages. */
const priceCentsSchema = z
  .number({ error: PROPOSAL_MESSAGES.priceRequired })
  .int(WHOLE_CENTS_MESSAGE)
  .min(dollarsToCents(PROPOSAL_LIMITS.priceMin), PROPOSAL_MESSAGES.priceTooLow)
  .max(dollarsToCents(PROPOSAL_LIMITS.priceMax), PROPOSAL_MESSAGES.priceTooHigh);

export const proposalStatuses = ['pending', 'shortlisted', 'declined', 'withdrawn', 'hired'] as const;
export const proposalStatusSchema = z.enum(proposalStatuses);
export type ProposalStatus = z.infer<typeof proposalStatusSchema>;

/** A proposal as its freelancer and the job's poster see it. */
export const proposalSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  freelancer: z.object({
    id: z.string(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    isPro: z.boolean(),
  }),
  coverLetter: z.string(),
  priceCents: z.number().int(),
  deliveryDays: z.number().int(),
  status: proposalStatusSchema,
  /** The order its payment made, once the poster has paid. */
  orderId: z.string().nullable(),
  /** The poster's conversation with the freelancer about the job, opened by the hire. */
  conversationId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Proposal = z.infer<typeof proposalSchema>;

const proposalFields = {
  coverLetter: z
    .string({ error: PROPOSAL_MESSAGES.coverLetterTooShort })
    .trim()
    .min(PROPOSAL_LIMITS.coverLetterMin, PROPOSAL_MESSAGES.coverLetterTooShort)
    .max(PROPOSAL_LIMITS.coverLetterMax, PROPOSAL_MESSAGES.coverLetterTooLong),
  deliveryDays: z
    .number({ error: PROPOSAL_MESSAGES.deliveryRequired })
    .int(PROPOSAL_MESSAGES.deliveryRange)
    .min(PROPOSAL_LIMITS.deliveryDaysMin, PROPOSAL_MESSAGES.deliveryRange)
    .max(PROPOSAL_LIMITS.deliveryDaysMax, PROPOSAL_MESSAGES.deliveryRange),
};

/** POST /api/jobs/:id/proposals and PATCH /api/proposals/:id: the price in cents. */
export const proposalInputSchema = z
  .object({
    coverLetter: proposalFields.coverLetter,
    priceCents: priceCentsSchema,
    deliveryDays: proposalFields.deliveryDays,
  })
  .strict();
export type ProposalInput = z.infer<typeof proposalInputSchema>;

/** The proposal form as typed, the price in dollars; its output is the body, the price in cents. */
export const proposalFormSchema = z
  .object({
    coverLetter: proposalFields.coverLetter,
    price: priceDollarsSchema,
    deliveryDays: proposalFields.deliveryDays,
  })
  .strict()
  .transform(({ price, ...proposal }): ProposalInput => ({ ...proposal, priceCents: dollarsToCents(price) }));
/** What the form holds. */
export type ProposalFormValues = z.input<typeof proposalFormSchema>;

export const proposalListSchema = z.object({ proposals: z.array(proposalSchema) });
export type ProposalList = z.infer<typeof proposalListSchema>;

export const hireResultSchema = z.object({
  proposal: proposalSchema,
  /** The poster's conversation with the freelancer about the job. */
  conversationId: z.string().nullable(),
});
export type HireResult = z.infer<typeof hireResultSchema>;

export const proposalParamsSchema = z.object({ id: z.string().max(100) });

export const proposalDecisions = ['shortlist', 'decline', 'withdraw'] as const;

export const jobProposalsPath = apiPath('/api/jobs/:id/proposals');
export const proposalPath = apiPath('/api/proposals/:id');
export const proposalActionPaths = {
  shortlist: apiPath('/api/proposals/:id/shortlist'),
  decline: apiPath('/api/proposals/:id/decline'),
  withdraw: apiPath('/api/proposals/:id/withdraw'),
  hire: apiPath('/api/proposals/:id/hire'),
};
export const proposalActionPath = (id: string, action: keyof typeof proposalActionPaths) =>
  proposalActionPaths[action](id);
