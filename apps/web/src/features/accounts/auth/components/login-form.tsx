import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { preloadToasts, toast } from '../../../../lib/toast.ts';
import { signInSchema } from '@teenfreelance/contracts/auth';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { EmailField } from './email-field.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { returnPathFromSearch } from '../../../../lib/return-path.ts';
import { useSignIn } from '../api/sign-in.ts';
import { DemoAccounts } from './demo-accounts.tsx';

/** Email and password sign-in; on success returns to the `from` (or `redirect`) path. */
export function LoginForm() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  useEffect(preloadToasts, []);
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: () => {
        toast.success('Login successful!');
        void navigate(returnPathFromSearch(searchParams), { replace: true });
      },
    });
  });

  function onUseDemoAccount(email: string, password: string) {
    form.setValue('email', email, { shouldValidate: true });
    form.setValue('password', password, { shouldValidate: true });
    signIn.reset();
  }

  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        {signIn.isError && <Alert variant="error">{errorMessage(signIn.error, 'Login failed')}</Alert>}
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        <FormField label="Password" error={errors.password?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="current-password" {...form.register('password')} />
          )}
        </FormField>
        <div className="-mt-2 flex justify-end">
          <Link to={paths.forgotPassword.getHref()} className="text-sm text-link">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? 'Logging in...' : 'Log In'}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Don't have an account?{' '}
        <Link to={paths.register.getHref()} className="text-link">
          Sign up
        </Link>
      </p>
      <DemoAccounts onUse={onUseDemoAccount} />
    </div>
  );
}
