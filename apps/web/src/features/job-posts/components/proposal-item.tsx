import { formatMoney } from '@teenfreelance/contracts/money';
import type { Proposal } from '@teenfreelance/contracts/job-posts';
import { PROPOSAL_TEXTS } from '@teenfreelance/contracts/proposals';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useDecideProposal } from '../api/decide-proposal.ts';
import { useHireProposal } from '../api/hire-proposal.ts';
import { proposalCheckoutHref } from '../job-links.ts';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { SOMETHING_WENT_WRONG } from './format.ts';
import { ProposalStatusBadge } from './proposal-status.tsx';

const onFailure = (error: unknown) => toast.error(errorMessage(error, SOMETHING_WENT_WRONG));

/** What the poster may do with a proposal in its state. */
function ProposalActions({ proposal }: { proposal: Proposal }) {
  const navigate = useNavigate();
  const decision = useDecideProposal();
  const hiring = useHireProposal();
  const { id, status, freelancer } = proposal;
  const isOpen = status === 'pending' || status === 'shortlisted';
  const of = (action: string) => `${action}: ${freelancer.name}`;

  if (status === 'hired') {
    return proposal.orderId ? (
      <Link to={paths.order.getHref(proposal.orderId)} className={buttonClasses({ size: 'sm' })}>
        {PROPOSAL_TEXTS.viewOrder}
      </Link>
    ) : (
      <>
        <Link to={proposalCheckoutHref(id)} className={buttonClasses({ size: 'sm' })}>
          {PROPOSAL_TEXTS.payNow}
        </Link>
        <Link
          to={proposal.conversationId ? paths.conversation.getHref(proposal.conversationId) : paths.messages.getHref()}
          className={buttonClasses({ size: 'sm', variant: 'outline' })}
        >
          {PROPOSAL_TEXTS.message}
        </Link>
      </>
    );
  }
  if (!isOpen) return null;
  return (
    <>
      <ConfirmButton
        label={PROPOSAL_TEXTS.hire}
        question={PROPOSAL_TEXTS.hireConfirm(
          freelancer.name,
          formatMoney(proposal.priceCents, { dropZeroCents: true }),
        )}
        pendingLabel={PROPOSAL_TEXTS.hiring}
        isPending={hiring.isPending}
        variant="default"
        size="sm"
        aria-label={of(PROPOSAL_TEXTS.hire)}
        onConfirm={(close) =>
          hiring.mutate(id, {
            onSuccess: () => {
              close();
              toast.success(PROPOSAL_TEXTS.hired);
              void navigate(proposalCheckoutHref(id));
            },
            onError: onFailure,
          })
        }
      />
      {status === 'pending' && (
        <Button
          size="sm"
          variant="outline"
          disabled={decision.isPending}
          aria-label={of(PROPOSAL_TEXTS.shortlist)}
          onClick={() => decision.mutate({ id, decision: 'shortlist' }, { onError: onFailure })}
        >
          {PROPOSAL_TEXTS.shortlist}
        </Button>
      )}
      <ConfirmButton
        label={PROPOSAL_TEXTS.decline}
        title={PROPOSAL_TEXTS.declineTitle}
        question={PROPOSAL_TEXTS.declineConfirm(freelancer.name)}
        pendingLabel={PROPOSAL_TEXTS.declining}
        isPending={decision.isPending}
        variant="ghost"
        confirmVariant="destructive"
        size="sm"
        aria-label={of(PROPOSAL_TEXTS.decline)}
        onConfirm={(close) =>
          decision.mutate(
            { id, decision: 'decline' },
            {
              onSuccess: () => {
                close();
                toast.success(PROPOSAL_TEXTS.declined);
              },
              onError: onFailure,
            },
          )
        }
      />
    </>
  );
}

/** One proposal as the job's poster sees it: who, for how much and how fast, the letter, and the decisions. */
export function ProposalItem({ proposal }: { proposal: Proposal }) {
  const { freelancer } = proposal;
  const nameId = `proposal-${proposal.id}-name`;
  return (
    <article aria-labelledby={nameId} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-3">
        <Avatar name={freelancer.name} src={freelancer.avatarUrl} size="md" />
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={nameId} className="flex flex-wrap items-center gap-2 font-semibold">
            <Link to={paths.userProfile.getHref(freelancer.id)} className="truncate hover:underline focus-ring">
              {freelancer.name}
            </Link>
            {freelancer.isPro && <Badge variant="pro">PRO</Badge>}
          </h3>
          <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">
              {formatMoney(proposal.priceCents, { dropZeroCents: true })}
            </span>
            <span>{PROPOSAL_TEXTS.delivery(proposal.deliveryDays)}</span>
          </p>
        </div>
        <ProposalStatusBadge status={proposal.status} />
      </div>
      <p className="text-sm break-words whitespace-pre-line">{proposal.coverLetter}</p>
      <div className="flex flex-wrap gap-2">
        <ProposalActions proposal={proposal} />
      </div>
    </article>
  );
}
