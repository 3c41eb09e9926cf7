/**
 * Job posts: a buyer describes a project (/post-job), freelancers find it on
 * /jobs and apply from /jobs/{id}. The proposals and the hire that leads to
 * checkout are in proposals.ts. Amounts are integer cents in the API and in
 * the database (`budget.minCents`, `priceCents`); the forms take dollars as
 * typed and convert them when they submit (decision 0056).
 *
 * | Method | Path                  | Auth        | Answer |
 * |--------|-----------------------|-------------|--------|
 * | GET    | /api/jobs             | anyone      | 200 JobPage: open jobs, newest first (`q` full-text over title, description and skills; `category`; `cursor` from the previous page) |
 * | POST   | /api/jobs             | buyers      | 201 JobDetail (body JobBody: the budget in cents, skills as one comma-separated text); 403 NOT_A_BUYER to others |
 * | GET    | /api/jobs/:id         | anyone      | 200 JobDetail, with what the caller may do (`viewer`); closed jobs too; 404 unknown |
 * | PATCH  | /api/jobs/:id         | the poster  | 200 JobDetail (body JobBody); 409 JOB_CLOSED; 404 to anyone else |
 * | POST   | /api/jobs/:id/close   | the poster  | 200 JobDetail: takes no more proposals and leaves /jobs; 404 to anyone else |
 * | GET    | /api/users/me/jobs    | signed in   | 200 { jobs: JobCard[] }: the caller's posts, open and closed, newest first |
 */
import { z } from 'zod';
import { CATEGORIES, categorySlugSchema, categorySlugs, type CategorySlug } from './categories.ts';
import { JOB_LIMITS, jobDeadlineValues } from './job-post-input.ts';
import { formatMoney } from './money.ts';
import { proposalSchema } from './proposals.ts';
import { apiPath } from './api-paths.ts';

export * from './job-post-input.ts';
export { proposalSchema, proposalStatusSchema, type Proposal, type ProposalStatus } from './proposals.ts';

export const jobCategoryName = (slug: CategorySlug): string => CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;

export const JOB_TEXTS = {
  postTitle: 'Post a Job',
  postDescription: 'Describe your project and let talented teens come to you.',
  editTitle: 'Edit Job Post',
  title: 'Job Title',
  titlePlaceholder: 'e.g. Design a logo for my bakery',
  description: 'Description',
  descriptionPlaceholder: 'Describe the project, the deliverables and what you expect...',
  category: 'Category',
  categoryPlaceholder: 'Select a category',
  budgetMin: 'Minimum Budget ($)',
  budgetMax: 'Maximum Budget ($)',
  deadline: 'Deadline',
  deadlinePlaceholder: 'Select a deadline',
  skills: 'Required Skills',
  skillsPlaceholder: 'e.g. Logo Design, Illustrator, Branding',
  skillsHint: 'Separate skills with commas',
  cancel: 'Cancel',
  submit: 'Post Job',
  submitting: 'Posting...',
  save: 'Save Changes',
  saving: 'Saving...',
  posted: 'Job Posted Successfully',
  postedDescription: 'Your job has been posted and is now visible to freelancers',
  postedBanner: 'Job posted successfully!',
  postFailed: 'Failed to Post Job',
  postFailedDescription: 'An error occurred while posting your job. Please try again.',
  updated: 'Job post updated',
  tipsHeading: 'Tips for a great job post',
  tips: [
    'Be specific about the deliverables you expect.',
    'Set a realistic budget for the work.',
    'Include examples of what you like.',
    'State your timeline clearly.',
    'Describe the ideal freelancer for the job.',
  ],
  browseTitle: 'Browse Jobs',
  browseDescription: 'Find projects posted by clients looking for teen talent.',
  /** /jobs for a freelancer, who applies rather than posts. */
  browseDescriptionFreelancer:
    'Browse jobs and send proposals: clients choose whom to hire from the proposals they receive.',
  myProposals: 'My Proposals',
  searchPlaceholder: 'Search by title, description or skills...',
  searchLabel: 'Search jobs',
  categoryFilterLabel: 'Filter by category',
  allCategories: 'All Categories',
  empty: 'No jobs found',
  emptyHint: 'Try adjusting your filters or search terms.',
  client: 'Client',
  postedLabel: 'Posted',
  applyNow: 'Apply Now',
  loadMore: 'Load more jobs',
  loadFailed: 'Jobs could not be loaded.',
  retry: 'Try again',
  memberSince: 'Member since',
  closeJob: 'Close Job',
  closing: 'Closing...',
  closeConfirm: 'Close this job post? Freelancers will no longer be able to apply.',
  closed: 'This job is closed and no longer takes proposals.',
  closedBadge: 'Closed',
  openBadge: 'Open',
  editJob: 'Edit',
  notFound: 'Job Not Found',
  notFoundDescription: 'This job post does not exist or was removed.',
  backToJobs: 'Back to jobs',
  onlyBuyers: 'Only buyers can post jobs',
} as const;

/** The budget range of a job: '$50 - $150', whole dollars without cents (one amount when both ends are equal). */
export function formatBudget(budget: { minCents: number; maxCents: number }): string {
  const min = formatMoney(budget.minCents, { dropZeroCents: true });
  return budget.minCents === budget.maxCents
    ? min
    : `${min} - ${formatMoney(budget.maxCents, { dropZeroCents: true })}`;
}

/** "3 proposals", "1 proposal", "0 proposals". */
export const proposalCountLabel = (count: number): string => `${count} ${count === 1 ? 'proposal' : 'proposals'}`;

/** The card's preview: the first 150 characters and an ellipsis when there is more. */
export const jobPreview = (description: string): string =>
  description.length > JOB_LIMITS.previewLength ? `${description.slice(0, JOB_LIMITS.previewLength)}...` : description;

export const jobStatuses = ['open', 'closed'] as const;
export const jobStatusSchema = z.enum(jobStatuses);
export type JobStatus = z.infer<typeof jobStatusSchema>;

const jobClientSchema = z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() });

export const jobCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The first 150 characters, with '...' when cut. */
  preview: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  budget: z.object({ minCents: z.number().int(), maxCents: z.number().int() }),
  deadline: z.object({ value: z.enum(jobDeadlineValues), label: z.string() }),
  skills: z.array(z.string()),
  client: jobClientSchema,
  status: jobStatusSchema,
  proposalCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type JobCard = z.infer<typeof jobCardSchema>;

export const jobPageSchema = z.object({
  jobs: z.array(jobCardSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type JobPage = z.infer<typeof jobPageSchema>;

export const jobListQuerySchema = z.object({
  q: z.string().trim().max(JOB_LIMITS.searchMax).optional(),
  category: z.enum(categorySlugs).optional(),
  cursor: z.string().max(200).optional(),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

export const jobDetailSchema = jobCardSchema.extend({
  description: z.string(),
  client: jobClientSchema.extend({ memberSince: z.string() }),
  /** What the caller may do here. */
  viewer: z.object({
    isPoster: z.boolean(),
    /** A freelancer who may send a proposal now (open job, none sent, consent not pending). */
    canApply: z.boolean(),
    /** Why a signed-in freelancer cannot apply, in words to show; null otherwise. */
    cannotApplyReason: z.string().nullable(),
    /** The caller's own proposal, when they sent one. */
    proposal: proposalSchema.nullable(),
  }),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const myJobsSchema = z.object({ jobs: z.array(jobCardSchema) });
export type MyJobs = z.infer<typeof myJobsSchema>;

export const jobParamsSchema = z.object({ id: z.string().max(100) });

export const JOBS_PATH = '/api/jobs';
export const MY_JOBS_PATH = '/api/users/me/jobs';
export const jobPath = apiPath('/api/jobs/:id');
export const jobClosePath = apiPath('/api/jobs/:id/close');

/** The /jobs page's filters from its URL (`?q=&category=`); unknown values are left out. */
export function parseJobsParams(search: URLSearchParams): JobListQuery {
  const q = search.get('q')?.trim().slice(0, JOB_LIMITS.searchMax) ?? '';
  const category = categorySlugSchema.safeParse(search.get('category'));
  return { ...(q ? { q } : {}), ...(category.success ? { category: category.data } : {}) };
}

/** GET /api/jobs for these filters: empty ones left out, so equal filters are one URL (and one cached answer). */
export function jobsListPath(query: JobListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.cursor) params.set('cursor', query.cursor);
  const text = params.toString();
  return text ? `${JOBS_PATH}?${text}` : JOBS_PATH;
}
