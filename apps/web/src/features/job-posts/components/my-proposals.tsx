import { formatMoney } from '@teenfreelance/contracts/money';
import { JOB_TEXTS, type Proposal } from '@teenfreelance/contracts/job-posts';
import { Link } from 'react-router';
import { RelativeTime, useNow } from '../../../components/relative-time.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useMyProposals } from '../api/get-my-proposals.ts';
import { SOMETHING_WENT_WRONG } from './format.ts';
import { ProposalStatusBadge } from './proposal-status.tsx';

function MyProposalRow({ proposal, now }: { proposal: Proposal; now: number }) {
  return (
    <li className="grid gap-1 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <ProposalStatusBadge status={proposal.status} />
        <Link
          to={paths.job.getHref(proposal.jobId)}
          className="min-w-0 font-semibold break-words hover:underline focus-ring"
        >
          {proposal.jobTitle}
        </Link>
      </div>
      <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
        <span>{formatMoney(proposal.priceCents, { dropZeroCents: true })}</span>
        <span>
          Sent <RelativeTime iso={proposal.createdAt} now={now} />
        </span>
      </p>
    </li>
  );
}

/** The freelancer's proposals on the dashboard, newest first, each with its job and status. */
export function MyProposals() {
  const proposals = useMyProposals();
  const now = useNow();
  return (
    <section aria-labelledby="my-proposals" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-proposals" className="text-xl font-semibold">
          My Proposals
        </h2>
        <Link to={paths.jobs.getHref()} className={buttonClasses({ size: 'sm', variant: 'outline' })}>
          {JOB_TEXTS.browseTitle}
        </Link>
      </div>
      {proposals.isPending ? (
        <div role="status">
          <span className="sr-only">Loading your proposals...</span>
          <Skeleton className="h-20 w-full" />
        </div>
      ) : proposals.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted p-4 text-sm">
          <p>{errorMessage(proposals.error, SOMETHING_WENT_WRONG)}</p>
          <Button size="sm" variant="outline" onClick={() => void proposals.refetch()}>
            Retry
          </Button>
        </div>
      ) : proposals.data.proposals.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          You have not sent any proposals yet. Find a job you like and apply.
        </p>
      ) : (
        <ul className="grid gap-3">
          {proposals.data.proposals.map((proposal) => (
            <MyProposalRow key={proposal.id} proposal={proposal} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
