import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '@teenfreelance/contracts/passwords';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { EmailField } from './email-field.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';

/** Asks for a reset link. The answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => request.mutate(values));

  if (request.isSuccess) {
    return (
      <div className="grid gap-4">
        <Alert variant="success">
          <p className="font-medium">Check your email</p>
          <p>{request.data.message}</p>
        </Alert>
        <p className="text-sm text-muted-foreground">
          No email after a few minutes? Check your spam folder, or{' '}
          <button type="button" className="text-link" onClick={() => request.reset()}>
            try again
          </button>
          .
        </p>
        <Link to={paths.login.getHref()} className="text-sm text-link">
          Back to log in
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      {request.isError && (
        <Alert variant="error">{errorMessage(request.error, 'Could not send the reset link. Please try again.')}</Alert>
      )}
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <Link to={paths.login.getHref()} className="text-link">
          Back to log in
        </Link>
      </p>
    </form>
  );
}
