import { useState } from 'react';
import { deleteAccountSchema, PRIVACY_TEXTS } from '@teenfreelance/contracts/privacy';
import { ConfirmButton } from '../../../../components/confirm-button.tsx';
import { Card, CardContent } from '../../../../components/ui/card.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

interface DeleteAccountProps {
  /** Accounts that sign in with Google confirm with their email address instead of a password. */
  confirmsWithEmail: boolean;
  /** After the account is gone: the page forgets the session and leaves. */
  onDeleted: () => void;
}

/** 'Delete account': the password (or email) typed again, then a last yes. */
export function DeleteAccount({ confirmsWithEmail, onDeleted }: DeleteAccountProps) {
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string>();
  const deletion = useDeleteAccount();

  function onConfirm(close: () => void) {
    const checked = deleteAccountSchema.safeParse({ confirmation });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      close();
      return;
    }
    deletion.mutate(checked.data, {
      onSuccess: () => {
        close();
        onDeleted();
      },
      onError: (failure) => {
        setError(errorMessage(failure, 'Something went wrong. Please try again.'));
        close();
      },
    });
  }

  return (
    <Card>
      <CardContent className="grid gap-3 p-6">
        <section aria-labelledby="delete-account" className="grid gap-3">
          <h2 id="delete-account" className="text-lg font-semibold">
            {PRIVACY_TEXTS.deleteHeading}
          </h2>
          <p className="text-sm text-muted-foreground">{PRIVACY_TEXTS.deleteDescription}</p>
          <FormField
            label={confirmsWithEmail ? PRIVACY_TEXTS.emailLabel : PRIVACY_TEXTS.passwordLabel}
            error={error}
            className="max-w-sm"
          >
            {(control) => (
              <Input
                {...control}
                type={confirmsWithEmail ? 'email' : 'password'}
                autoComplete={confirmsWithEmail ? 'email' : 'current-password'}
                value={confirmation}
                onChange={(event) => {
                  setConfirmation(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </FormField>
          <div>
            <ConfirmButton
              label={PRIVACY_TEXTS.deleteButton}
              question={PRIVACY_TEXTS.deleteQuestion}
              pendingLabel={PRIVACY_TEXTS.deleting}
              isPending={deletion.isPending}
              variant="destructive"
              onConfirm={onConfirm}
            />
          </div>
        </section>
      </CardContent>
    </Card>
  );
}
