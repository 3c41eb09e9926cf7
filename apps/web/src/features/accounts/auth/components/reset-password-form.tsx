import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { RESET_LINK_MESSAGES, resetPasswordSchema } from '@teenfreelance/contracts/passwords';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { applyServerFieldErrors } from '../../../../lib/server-field-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { useResetLink } from '../api/get-reset-link.ts';
import { useResetPassword } from '../api/reset-password.ts';

const FIELDS = ['newPassword', 'confirmPassword'] as const;

/** Why the link cannot be used, with the way to ask for a new one: it replaces the form. */
function LinkProblem({ message }: { message: string }) {
  return (
    <div className="grid gap-4">
      <Alert variant="error">{message}</Alert>
      <Link to={paths.forgotPassword.getHref()} className="text-sm text-link">
        Request a new link
      </Link>
    </div>
  );
}

/**
 * Chooses a new password with the token of an emailed link; success goes to
 * /login. The server says first whether the link still works (used, expired or
 * unknown: said at once, instead of the form), and checks it again on reset.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const link = useResetLink(token);
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

  if (!token) return <LinkProblem message={RESET_LINK_MESSAGES.invalid} />;
  if (linkProblem) return <LinkProblem message={linkProblem} />;
  if (link.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">Checking your reset link...</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  // Unreachable or refused, the check leaves the form: the reset itself says what is wrong with the link.
  if (link.data && link.data.state !== 'usable') {
    return <LinkProblem message={link.data.message ?? RESET_LINK_MESSAGES.invalid} />;
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
