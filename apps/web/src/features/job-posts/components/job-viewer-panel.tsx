import type { JobDetail } from '@teenfreelance/contracts/job-posts';
import { PROPOSAL_TEXTS } from '@teenfreelance/contracts/proposals';
import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { ApplyForm } from './apply-form.tsx';
import { OwnProposal } from './own-proposal.tsx';

interface JobViewerPanelProps {
  job: JobDetail;
  isSignedIn: boolean;
}

/**
 * What the reader may do about the job, from the server's `viewer`: a
 * visitor is asked to log in (and comes back); a freelancer applies, or sees
 * their proposal; anyone who may not apply is told why. The poster's tools
 * are elsewhere.
 */
export function JobViewerPanel({ job, isSignedIn }: JobViewerPanelProps) {
  const location = useLocation();
  const { viewer } = job;
  if (viewer.isPoster) return null;

  if (!isSignedIn) {
    if (job.status !== 'open') return null;
    return (
      <Link
        to={paths.login.getHref(location.pathname + location.search)}
        className={buttonClasses({ className: 'w-full sm:w-auto' })}
      >
        <LogIn aria-hidden="true" />
        {PROPOSAL_TEXTS.signInToApply}
      </Link>
    );
  }

  return (
    <div className="grid gap-6">
      {viewer.proposal && <OwnProposal key={viewer.proposal.id} proposal={viewer.proposal} />}
      {viewer.canApply && <ApplyForm jobId={job.id} isReapplying={viewer.proposal !== null} />}
      {viewer.cannotApplyReason && (
        <p role="status" className="rounded-lg border bg-muted p-4 text-sm">
          {viewer.cannotApplyReason}
        </p>
      )}
    </div>
  );
}
