import { FAMILY_CONTROLS_TEXTS as C } from '@teenfreelance/contracts/family-controls';
import { formatMoney } from '@teenfreelance/contracts/money';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useDecideGigByLink, useGigApprovalRequest } from '../api/family-controls.ts';

/**
 * /family/gig-approval?token=…, from the email: the guardian reads the gig
 * their teen wants to publish and approves or declines it, without signing in.
 */
export function GigApprovalPage({ token }: { token: string }) {
  const request = useGigApprovalRequest(token);
  const decide = useDecideGigByLink();
  if (decide.isSuccess) {
    return <Alert variant="success">{decide.data.decision === 'approved' ? C.approved : C.declinedDone}</Alert>;
  }
  if (!token || request.isError) {
    return (
      <div className="grid gap-2">
        <Alert variant="error">{errorMessage(request.error, C.linkInvalid)}</Alert>
        <p className="text-sm text-muted-foreground">{C.linkInvalidHint}</p>
      </div>
    );
  }
  if (request.isPending) {
    return (
      <div role="status" className="grid gap-3" aria-busy="true" aria-label="Loading...">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  const gig = request.data;
  return (
    <div className="grid gap-6">
      <p>{C.linkIntro(gig.teenName)}</p>
      <article className="grid gap-2 rounded-xl border bg-card p-4">
        <h2 className="text-xl font-semibold">{gig.title}</h2>
        <p className="text-sm text-muted-foreground">{gig.shortDescription}</p>
        <p className="whitespace-pre-line">{gig.description}</p>
        <p className="text-sm">
          {formatMoney(gig.priceCents)} · {gig.deliveryDays} {gig.deliveryDays === 1 ? 'day' : 'days'}
        </p>
      </article>
      {decide.isError && <Alert variant="error">{errorMessage(decide.error, C.linkInvalid)}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button size="lg" disabled={decide.isPending} onClick={() => decide.mutate({ token, approve: true })}>
          {C.approve}
        </Button>
        <Button
          size="lg"
          variant="outline"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ token, approve: false })}
        >
          {C.decline}
        </Button>
      </div>
    </div>
  );
}
