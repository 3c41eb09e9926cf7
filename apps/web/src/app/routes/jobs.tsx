import { JOB_TEXTS } from '@teenfreelance/contracts/job-posts';
import { Link, useSearchParams } from 'react-router';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { Page } from '../../components/page.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useSession } from '../../features/accounts/auth/api/get-session.ts';
import { JobsFilters } from '../../features/job-posts/components/jobs-filters.tsx';
import { JobsList } from '../../features/job-posts/components/jobs-list.tsx';
import { useJobListEvents } from '../../features/job-posts/hooks/use-job-events.ts';
import { useJobsFilters } from '../../features/job-posts/hooks/use-jobs-filters.ts';
import { POSTED_PARAM } from '../../features/job-posts/job-links.ts';
import { paths } from '../../lib/paths.ts';

/**
 * What /jobs offers beside its title, by who is looking: visitors and buyers
 * post a job (visitors sign in first); a freelancer, who cannot post, follows
 * their proposals instead; an admin neither posts nor applies.
 */
function JobsAction({ user }: { user: SessionUser | null }) {
  if (user?.role === 'freelancer') {
    return (
      <Link to={paths.dashboard.getHref('proposals')} className={buttonClasses({ variant: 'outline' })}>
        {JOB_TEXTS.myProposals}
      </Link>
    );
  }
  if (user?.role === 'admin') return null;
  return (
    <Link to={paths.postJob.getHref()} className={buttonClasses()}>
      {JOB_TEXTS.postTitle}
    </Link>
  );
}

/** /jobs: open job posts, newest first, searchable and filtered by category (server rendered). */
export default function JobsRoute() {
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const { filters, text, onSearchChange, onCategoryChange } = useJobsFilters();
  useJobListEvents();
  // The specification shows the banner when the referrer is /post-job; the post form adds this flag instead.
  const isJustPosted = searchParams.get(POSTED_PARAM) === '1';

  return (
    <Page
      title={JOB_TEXTS.browseTitle}
      description={user?.role === 'freelancer' ? JOB_TEXTS.browseDescriptionFreelancer : JOB_TEXTS.browseDescription}
      actions={<JobsAction user={user} />}
    >
      <div className="grid gap-6">
        {isJustPosted && (
          <p
            role="status"
            className="rounded-md border border-success/40 bg-success-soft px-4 py-3 text-sm text-success"
          >
            {JOB_TEXTS.postedBanner}
          </p>
        )}
        <JobsFilters
          text={text}
          category={filters.category}
          onSearchChange={onSearchChange}
          onCategoryChange={onCategoryChange}
        />
        <JobsList filters={filters} />
      </div>
    </Page>
  );
}
