import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { deleteAccountSchema, PRIVACY_TEXTS } from '@teenfreelance/contracts/privacy';
import { ConfirmButton } from '../../../../components/confirm-button.tsx';
import { Card, CardContent } from '../../../../components/ui/card.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../../lib/server-field-errors.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

interface DeleteAccountProps {
  /** Accounts that sign in with Google confirm with their email address instead of a password. */
  confirmsWithEmail: boolean;
  /** After the account is gone: the page forgets the session and leaves. */
  onDeleted: () => void;
}

/**
 * 'Delete account': the password (or email) typed again first, checked by the
 * shared schema before anything is asked; then a last yes, then the server.
 */
export function DeleteAccount({ confirmsWithEmail, onDeleted }: DeleteAccountProps) {
  const deletion = useDeleteAccount();
  const form = useForm({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { confirmation: '' },
    // A problem is said when the button is pressed and goes when the field changes, not re-judged at each keystroke.
    reValidateMode: 'onSubmit',
    // The dialog closes and gives the focus back to its button; the message is read from the field.
    shouldFocusError: false,
  });
  const error = form.formState.errors.confirmation?.message;

  /** The field first: an empty one is said at the field (and focused) instead of asking "for good?". */
  async function isConfirmationTyped(): Promise<boolean> {
    const isValid = await form.trigger('confirmation');
    if (!isValid) form.setFocus('confirmation');
    return isValid;
  }

  function onConfirm(close: () => void) {
    const submit = form.handleSubmit(
      (values) => {
        deletion.mutate(values, {
          onSuccess: () => {
            close();
            onDeleted();
          },
          onError: (failure) => {
            // A wrong password or email comes as the field's own message; any other refusal is said there too.
            if (!applyServerFieldErrors(form, failure, ['confirmation']))
              form.setError('confirmation', {
                type: 'server',
                message: errorMessage(failure, 'Something went wrong. Please try again.'),
              });
            close();
          },
        });
      },
      () => close(),
    );
    void submit();
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
                {...form.register('confirmation', { onChange: () => form.clearErrors('confirmation') })}
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
              mayAsk={isConfirmationTyped}
            />
          </div>
        </section>
      </CardContent>
    </Card>
  );
}
