import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';

/** A guardian page loading its link. */
export function LinkLoading() {
  return (
    <div role="status" className="grid gap-3" aria-busy="true" aria-label={PAYOUT_TEXTS.loading}>
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** A guardian link that cannot be used: used, replaced, expired, or opened from the teen's own account. */
export function LinkRefused({ error }: { error: unknown }) {
  return (
    <div className="grid gap-2">
      <Alert variant="error">{errorMessage(error, PAYOUT_TEXTS.linkInvalid)}</Alert>
      <p className="text-sm text-muted-foreground">{PAYOUT_TEXTS.linkInvalidHint}</p>
    </div>
  );
}
