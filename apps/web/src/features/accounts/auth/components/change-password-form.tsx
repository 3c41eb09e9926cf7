import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  changePasswordSchema,
  DEMO_PASSWORD_CHANGE_REFUSED,
  GOOGLE_PASSWORD_CHANGE_REFUSED,
  PASSWORD_CHANGED,
} from '@teenfreelance/contracts/passwords';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../../lib/server-field-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useSession } from '../api/get-session.ts';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const UNAVAILABLE = 'Password Change Unavailable';

/** Why this user cannot change a password here (the server refuses too), or null. */
export function passwordChangeNotice(user: Pick<SessionUser, 'isDemo' | 'provider'>): string | null {
  if (user.isDemo) return DEMO_PASSWORD_CHANGE_REFUSED;
  if (user.provider === 'google') return GOOGLE_PASSWORD_CHANGE_REFUSED;
  return null;
}

export interface ChangePasswordFormProps {
  /** After a successful change (e.g. leave the profile's change-password mode). */
  onDone?: () => void;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
}

/**
 * The profile's change-password form for the signed-in user. Demo and Google
 * accounts see it disabled with a notice and a 'Password Change Unavailable' toast.
 * The current password is checked by the server; other sessions end on success.
 */
export function ChangePasswordForm({ onDone, onCancel }: ChangePasswordFormProps) {
  const { user } = useSession();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  // The server's refusal (a demo or Google account) disables the form for good.
  const serverNotice = isApiError(change.error) && change.error.code === 'FORBIDDEN' ? change.error.message : null;
  const notice = serverNotice ?? (user ? passwordChangeNotice(user) : null);
  const isDisabled = !user || notice !== null;

  const toastedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!notice || toastedFor.current === notice) return;
    toastedFor.current = notice;
    toast.error(UNAVAILABLE, { description: notice });
  }, [notice]);

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    change.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message || PASSWORD_CHANGED);
        form.reset();
        onDone?.();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'FORBIDDEN') return;
        if (!applyServerFieldErrors(form, error, FIELDS, { shouldFocus: true }))
          setFormError(errorMessage(error, 'Failed to change password'));
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label="Change password">
      {notice && <Alert variant="info">{notice}</Alert>}
      {formError && <Alert variant="error">{formError}</Alert>}
      <fieldset disabled={isDisabled || change.isPending} className="grid gap-4 disabled:opacity-60">
        <FormField label="Current Password" error={errors.currentPassword?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          )}
        </FormField>
        <FormField label="New Password" error={errors.newPassword?.message} hint="At least 6 characters">
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...form.register('newPassword')} />
          )}
        </FormField>
        <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={isDisabled || change.isPending}>
            {change.isPending ? 'Changing...' : 'Change Password'}
          </Button>
          {onCancel && (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
