import type { JobListQuery } from '@teenfreelance/contracts/job-posts';

/**
 * The job post query keys in one tree: invalidating `jobKeys.all` refreshes
 * every list and page; `jobKeys.detail(id)` a job and its proposals.
 */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (filters: JobListQuery) => [...jobKeys.lists(), filters] as const,
  mine: () => [...jobKeys.all, 'mine'] as const,
  /** The freelancer's own proposals (the dashboard's Proposals tab). */
  myProposals: () => [...jobKeys.all, 'my-proposals'] as const,
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
  proposals: (jobId: string) => [...jobKeys.detail(jobId), 'proposals'] as const,
};
