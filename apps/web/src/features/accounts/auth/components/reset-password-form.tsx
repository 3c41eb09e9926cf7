import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { resetPasswordSchema } from '@teenfreelance/contracts/passwords';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { applyServerFieldErrors } from '../../../../lib/server-field-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { useResetPassword } from '../api/reset-password.ts';

const FIELDS = ['newPassword', 'confirmPassword'] as const;

/** Chooses a new password with the token of an emailed link; success goes to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  // A used or expired link: the server's answer replaces the form.
  const linkProblem = isApiError(reset.error) && reset.error.code === 'UNPROCESSABLE' ? reset.error.message : null;

  const onSubmit = form.handleSubmit((values) => {
    reset.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success('Password reset', { description: message });
        void navigate(paths.login.getHref(), { replace: true });
      },
      onError: (error) => {
        if (!(isApiError(error) && error.code === 'UNPROCESSABLE'))
          applyServerFieldErrors(form, error, FIELDS, { shouldFocus: true });
      },
    });
  });

  if (!token || linkProblem) {
    return (
      <div className="grid gap-4">
        <Alert variant="error">{linkProblem ?? 'This password reset link is invalid. Please request a new one.'}</Alert>
        <Link to={paths.forgotPassword.getHref()} className="text-sm text-link">
          Request a new link
        </Link>
      </div>
    );
  }

  const generalError =
    reset.isError && !(isApiError(reset.error) && reset.error.fieldIssues.some((i) => i.path.startsWith('body.')))
      ? errorMessage(reset.error, 'Could not reset the password. Please try again.')
      : null;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      {generalError && <Alert variant="error">{generalError}</Alert>}
      <FormField label="New password" error={errors.newPassword?.message} hint="At least 6 characters">
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register('newPassword')} />
        )}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
