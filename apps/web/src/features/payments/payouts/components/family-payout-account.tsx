import { useId, useState } from 'react';
import { FAMILY_PAYOUT_TEXTS as P } from '@teenfreelance/contracts/family-payouts';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { formatLongDate } from '../../../../lib/format-date.ts';
import { useFamilyPayoutAccount, useSetUpFamilyPayout } from '../api/family-payout-account.ts';
import { BankAccountForm } from './bank-account-form.tsx';

interface FamilyPayoutAccountProps {
  teenId: string;
  /** Consent in force: only then can the guardian add or change the account (the server says so too). */
  canSetUp: boolean;
  /** Who is signed in: the form starts with their name as the account holder. */
  guardianName: string;
}

/**
 * A linked teen's payout account on /family: its summary (bank, last four
 * digits, whose, when added) and the same bank form as the emailed set-up
 * link, to add or replace it.
 */
export function FamilyPayoutAccount({ teenId, canSetUp, guardianName }: FamilyPayoutAccountProps) {
  const headingId = useId();
  const query = useFamilyPayoutAccount(teenId);
  const setUp = useSetUpFamilyPayout(teenId);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <section aria-labelledby={headingId} className="grid gap-2 text-sm">
      <h4 id={headingId} className="font-medium">
        {P.accountTitle}
      </h4>
      {saved && (
        <p role="status" className="text-sm">
          {saved}
        </p>
      )}
      {query.isError ? (
        <Alert variant="error">{errorMessage(query.error, 'Please try again.')}</Alert>
      ) : !query.data ? (
        <Skeleton className="h-10 w-full" />
      ) : (
        <>
          {query.data.account ? (
            <div className="grid gap-0.5">
              <p className="font-medium">{P.accountLine(query.data.account.bankName, query.data.account.last4)}</p>
              <p className="text-muted-foreground">
                {P.accountHolder(query.data.account.holderName)} ·{' '}
                {P.accountAdded(formatLongDate(query.data.account.addedAt), query.data.account.guardianName)}
              </p>
            </div>
          ) : (
            <p className="text-muted-foreground">{P.noAccount(query.data.teenName)}</p>
          )}
          {canSetUp &&
            (editing ? (
              <div className="grid gap-3">
                <BankAccountForm
                  defaultHolderName={guardianName}
                  submitLabel={PAYOUT_TEXTS.saveAccount}
                  fallbackError={setUp.isError ? errorMessage(setUp.error, 'Please try again.') : null}
                  onSubmit={async (input) => {
                    const done = await setUp.mutateAsync(input);
                    setEditing(false);
                    if (done.account) setSaved(P.saved(done.teenName, done.account.last4));
                  }}
                />
                <Button variant="outline" className="justify-self-start" onClick={() => setEditing(false)}>
                  {P.cancel}
                </Button>
              </div>
            ) : (
              <Button
                variant={query.data.account ? 'outline' : 'default'}
                className="justify-self-start"
                onClick={() => {
                  setSaved(null);
                  setEditing(true);
                }}
              >
                {query.data.account ? P.replace : P.setUp}
              </Button>
            ))}
        </>
      )}
    </section>
  );
}
