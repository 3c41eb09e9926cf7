import { gigPath, profilePath } from '@teenfreelance/contracts/api-paths';
import type { GigDetail } from '@teenfreelance/contracts/gigs';
import { jobPath, type JobDetail } from '@teenfreelance/contracts/job-posts';
import type { PublicProfileResponse } from '@teenfreelance/contracts/profiles';
import { profilePageMetaFrom } from '../features/accounts/profiles/profiles.page-meta.ts';
import { gigPageMetaFrom } from '../features/catalogue/gigs/gigs.page-meta.ts';
import { jobPageMetaFrom } from '../features/job-posts/job-posts.page-meta.ts';
import type { PageMetaResolver } from './page-routes.ts';

/** A gig's, a profile's and a job's page take their heads from the page's own answer: one read of each. */
export function pageMetaResolvers(publicUrl: string): ReadonlyMap<string, PageMetaResolver> {
  return new Map<string, PageMetaResolver>([
    ['gig', ({ id = '' }, answers) => gigPageMetaFrom(answers.get(gigPath(id)) as GigDetail | undefined, publicUrl)],
    [
      'profile',
      ({ id = '' }, answers) => profilePageMetaFrom(answers.get(profilePath(id)) as PublicProfileResponse | undefined),
    ],
    ['job', ({ id = '' }, answers) => jobPageMetaFrom(answers.get(jobPath(id)) as JobDetail | undefined, publicUrl)],
  ]);
}
