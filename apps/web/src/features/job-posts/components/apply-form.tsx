import { PROPOSAL_TEXTS } from '@teenfreelance/contracts/proposals';
import { useEffect } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { preloadToasts, toast } from '../../../lib/toast.ts';
import { useSendProposal } from '../api/send-proposal.ts';
import { SOMETHING_WENT_WRONG } from './format.ts';
import { ProposalForm } from './proposal-form.tsx';

/** A freelancer's Apply Now on an open job (or a new proposal after withdrawing one). */
export function ApplyForm({ jobId, isReapplying = false }: { jobId: string; isReapplying?: boolean }) {
  const sending = useSendProposal();
  useEffect(preloadToasts, []);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{isReapplying ? PROPOSAL_TEXTS.reapply : PROPOSAL_TEXTS.applyHeading}</CardTitle>
      </CardHeader>
      <CardContent>
        <ProposalForm
          submitLabel={PROPOSAL_TEXTS.submit}
          submittingLabel={PROPOSAL_TEXTS.submitting}
          isSubmitting={sending.isPending}
          serverError={sending.error}
          // The promise, not mutate's callbacks: a sent proposal replaces this form, and callbacks of a
          // component that is gone never run, so the toast was sometimes lost.
          onSubmit={(input) =>
            void sending.mutateAsync({ jobId, input }).then(
              () => toast.success(PROPOSAL_TEXTS.sent, { description: PROPOSAL_TEXTS.sentDescription }),
              (error: unknown) => toast.error(errorMessage(error, SOMETHING_WENT_WRONG)),
            )
          }
        />
      </CardContent>
    </Card>
  );
}
