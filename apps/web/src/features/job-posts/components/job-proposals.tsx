import { JOB_TEXTS } from '@teenfreelance/contracts/job-posts';
import { PROPOSAL_TEXTS } from '@teenfreelance/contracts/proposals';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useJobProposals } from '../api/get-job-proposals.ts';
import { SOMETHING_WENT_WRONG } from './format.ts';
import { ProposalItem } from './proposal-item.tsx';

/** The poster's list of the proposals to their job, oldest first. */
export function JobProposals({ jobId }: { jobId: string }) {
  const proposals = useJobProposals(jobId, true);
  const count = proposals.data?.proposals.length;
  return (
    <section aria-labelledby="job-proposals" className="grid gap-4">
      <h2 id="job-proposals" className="text-xl font-semibold">
        {PROPOSAL_TEXTS.proposalsHeading}
        {count !== undefined && count > 0 && <span className="text-muted-foreground"> ({count})</span>}
      </h2>
      {proposals.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-32 w-full" />
        </div>
      ) : proposals.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted p-4 text-sm">
          <p>{errorMessage(proposals.error, SOMETHING_WENT_WRONG)}</p>
          <Button size="sm" variant="outline" onClick={() => void proposals.refetch()}>
            {JOB_TEXTS.retry}
          </Button>
        </div>
      ) : proposals.data.proposals.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {PROPOSAL_TEXTS.noProposals}
        </p>
      ) : (
        <ul className="grid gap-3">
          {proposals.data.proposals.map((proposal) => (
            <li key={proposal.id}>
              <ProposalItem proposal={proposal} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
