import { centsToDollars, formatMoney } from '@teenfreelance/contracts/money';
import type { Proposal } from '@teenfreelance/contracts/job-posts';
import { PROPOSAL_TEXTS } from '@teenfreelance/contracts/proposals';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDecideProposal } from '../api/decide-proposal.ts';
import { useUpdateProposal } from '../api/update-proposal.ts';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { SOMETHING_WENT_WRONG } from './format.ts';
import { ProposalForm } from './proposal-form.tsx';
import { ProposalStatusBadge } from './proposal-status.tsx';

/** The freelancer's own proposal on the job's page; while pending they may edit or withdraw it. */
export function OwnProposal({ proposal }: { proposal: Proposal }) {
  const [isEditing, setEditing] = useState(false);
  const update = useUpdateProposal();
  const withdrawal = useDecideProposal();
  const isPending = proposal.status === 'pending';

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{PROPOSAL_TEXTS.yourProposal}</CardTitle>
        <ProposalStatusBadge status={proposal.status} />
      </CardHeader>
      <CardContent className="grid gap-4">
        {isEditing && isPending ? (
          <ProposalForm
            proposal={{
              coverLetter: proposal.coverLetter,
              price: centsToDollars(proposal.priceCents),
              deliveryDays: proposal.deliveryDays,
            }}
            submitLabel={PROPOSAL_TEXTS.save}
            submittingLabel={PROPOSAL_TEXTS.saving}
            isSubmitting={update.isPending}
            serverError={update.error}
            onCancel={() => setEditing(false)}
            onSubmit={(input) =>
              update.mutate(
                { id: proposal.id, input },
                {
                  onSuccess: () => {
                    setEditing(false);
                    toast.success(PROPOSAL_TEXTS.updated);
                  },
                  onError: (error) => toast.error(errorMessage(error, SOMETHING_WENT_WRONG)),
                },
              )
            }
          />
        ) : (
          <>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <span className="font-semibold">{formatMoney(proposal.priceCents, { dropZeroCents: true })}</span>
              <span className="text-muted-foreground">{PROPOSAL_TEXTS.delivery(proposal.deliveryDays)}</span>
            </p>
            <p className="text-sm break-words whitespace-pre-line">{proposal.coverLetter}</p>
            {isPending && (
              <div className="flex flex-wrap gap-3">
                <Button variant="outline" onClick={() => setEditing(true)}>
                  {PROPOSAL_TEXTS.edit}
                </Button>
                <ConfirmButton
                  label={PROPOSAL_TEXTS.withdraw}
                  question={PROPOSAL_TEXTS.withdrawConfirm}
                  pendingLabel={PROPOSAL_TEXTS.withdraw}
                  isPending={withdrawal.isPending}
                  variant="destructive"
                  onConfirm={(close) =>
                    withdrawal.mutate(
                      { id: proposal.id, decision: 'withdraw' },
                      {
                        onSuccess: () => {
                          close();
                          toast.success(PROPOSAL_TEXTS.withdrawn);
                        },
                        onError: (error) => toast.error(errorMessage(error, SOMETHING_WENT_WRONG)),
                      },
                    )
                  }
                />
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
