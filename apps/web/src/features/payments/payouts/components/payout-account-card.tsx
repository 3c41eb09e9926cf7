import { type PayoutAccountState } from '@teenfreelance/contracts/payouts';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSendGuardianLink } from '../api/guardian-link.ts';
import { usePayoutAccount, useSavePayoutAccount } from '../api/payout-account.ts';
import { BankAccountForm } from './bank-account-form.tsx';

/** The line that says where payouts go: 'Paid to your parent's account ending 6789'. */
export function paidToText(account: { owner: 'self' | 'guardian'; last4: string }): string {
  return account.owner === 'guardian'
    ? PAYOUT_TEXTS.paidToParent(account.last4)
    : PAYOUT_TEXTS.paidToOwn(account.last4);
}

/** A minor's card: whose account it is, and the link their guardian sets it up with. */
function GuardianSetup({ state }: { state: PayoutAccountState }) {
  const send = useSendGuardianLink();
  const setup = state.guardianSetup;
  return (
    <div className="grid gap-3 text-sm">
      <p className="text-muted-foreground">{PAYOUT_TEXTS.minorExplainer}</p>
      {!setup && <Alert variant="info">{PAYOUT_TEXTS.noGuardian}</Alert>}
      {send.isSuccess && setup && <Alert variant="success">{PAYOUT_TEXTS.linkSent(setup.guardianName)}</Alert>}
      {send.isError && <Alert variant="error">{errorMessage(send.error, PAYOUT_TEXTS.noGuardian)}</Alert>}
      {setup && (
        <Button
          variant={state.account ? 'outline' : 'default'}
          className="justify-self-start"
          disabled={send.isPending}
          onClick={() => send.mutate()}
        >
          {setup.linkSentAt || state.account ? PAYOUT_TEXTS.askParentAgain : PAYOUT_TEXTS.askParent}
        </Button>
      )}
    </div>
  );
}

/** An adult's card: the account, and the form to add or change it. */
function OwnAccount({ state, user }: { state: PayoutAccountState; user: SessionUser }) {
  const save = useSavePayoutAccount();
  const [editing, setEditing] = useState(false);
  if (state.account && !editing) {
    return (
      <Button variant="outline" className="justify-self-start" onClick={() => setEditing(true)}>
        {PAYOUT_TEXTS.replaceAccount}
      </Button>
    );
  }
  return (
    <BankAccountForm
      defaultHolderName={user.name}
      submitLabel={PAYOUT_TEXTS.saveAccount}
      fallbackError={save.isError ? errorMessage(save.error, PAYOUT_TEXTS.saveAccount) : null}
      onSubmit={async (input) => {
        await save.mutateAsync(input);
        setEditing(false);
        toast.success(PAYOUT_TEXTS.accountSaved);
      }}
    />
  );
}

/** The payout account: where withdrawals go, and how it is set up (by the seller, or a minor's guardian). */
export function PayoutAccountCard({ user }: { user: SessionUser }) {
  const account = usePayoutAccount();
  const state = account.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{PAYOUT_TEXTS.accountHeading}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!state ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <>
            {state.account ? (
              <div className="grid gap-1">
                <p className="font-medium">{paidToText(state.account)}</p>
                <p className="text-sm text-muted-foreground">
                  {PAYOUT_TEXTS.accountLine(state.account.bankName, state.account.last4)}
                  {state.account.guardianName ? ` · ${PAYOUT_TEXTS.setUpByGuardian(state.account.guardianName)}` : ''}
                </p>
              </div>
            ) : (
              state.managedBy === 'self' && <p className="text-sm text-muted-foreground">{PAYOUT_TEXTS.noAccount}</p>
            )}
            {state.managedBy === 'guardian' ? (
              <GuardianSetup state={state} />
            ) : (
              <OwnAccount state={state} user={user} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
