import { paths } from '../../lib/paths.ts';

/*
 * Links of this feature that lib/paths.ts does not build yet (it is loaded by
 * the home page, whose JavaScript budget is spent): built from its hrefs.
 */

/** The /jobs query flag that shows 'Job posted successfully!' (the specification's "referrer includes /post-job"). */
export const POSTED_PARAM = 'posted';

/** /jobs?posted=1: where a new post leads. */
export const jobsAfterPostingHref = (): string => `${paths.jobs.getHref()}?${POSTED_PARAM}=1`;

/** /checkout?proposal={id}: paying for a hired proposal. */
export const proposalCheckoutHref = (proposalId: string): string =>
  `/checkout?${new URLSearchParams({ proposal: proposalId }).toString()}`;
