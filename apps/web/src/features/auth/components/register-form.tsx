import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { preloadToasts, toast } from '../../../lib/toast.ts';
import type { SignUpRole } from '@teenfreelance/contracts/users';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignUp } from '../api/sign-up.ts';
import { registerFormSchema, type RegisterFormInput, type RegisterFormValues } from './register-form-schema.ts';

const FIELDS = ['name', 'email', 'password', 'confirmPassword', 'agreeToTerms'] as const;
type FieldName = (typeof FIELDS)[number];
const isFieldName = (value: string): value is FieldName => (FIELDS as readonly string[]).includes(value);

const linkClasses = 'text-link';

/** Sign-up as freelancer or buyer; signs the new account in and goes home. */
export function RegisterForm({ initialRole }: { initialRole: SignUpRole }) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  useEffect(preloadToasts, []);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', agreeToTerms: false, role: initialRole },
  });
  const { errors } = form.formState;
  const role = form.watch('role');

  const onSubmit = form.handleSubmit(
    (values) => {
      setFormError(null);
      const { name, email, password } = values;
      signUp.mutate(
        { name, email, password, role: values.role },
        {
          onSuccess: () => {
            toast.success('Registration successful!');
            void navigate(paths.home.getHref());
          },
          onError: (error) => {
            // Put the server's field messages next to the fields they concern.
            if (isApiError(error)) {
              for (const issue of error.fieldIssues) {
                if (isFieldName(issue.path)) form.setError(issue.path, { message: issue.message });
              }
            }
            setFormError(errorMessage(error, 'Registration failed'));
          },
        },
      );
    },
    () => setFormError('Please correct the errors in the form'),
  );

  return (
    <div className="grid gap-6">
      <Tabs
        value={role}
        onValueChange={(value) => {
          if (value === 'buyer' || value === 'freelancer') form.setValue('role', value);
        }}
      >
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="freelancer">I'm a Freelancer</TabsTrigger>
          <TabsTrigger value="buyer">I'm a Buyer</TabsTrigger>
        </TabsList>
        <TabsContent
          value="freelancer"
          forceMount
          className="text-sm text-muted-foreground data-[state=inactive]:hidden"
        >
          Sell your skills, build your portfolio and earn while you learn.
        </TabsContent>
        <TabsContent value="buyer" forceMount className="text-sm text-muted-foreground data-[state=inactive]:hidden">
          Hire talented teen freelancers for your projects.
        </TabsContent>
      </Tabs>

      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        {formError && <Alert variant="error">{formError}</Alert>}
        <FormField label="Full Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              {...form.register('email')}
            />
          )}
        </FormField>
        <FormField label="Password" error={errors.password?.message} hint="At least 6 characters.">
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} />
          )}
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          )}
        </FormField>

        <div className="grid gap-1">
          <div className="flex items-start gap-2">
            <input
              id="register-terms"
              type="checkbox"
              aria-invalid={Boolean(errors.agreeToTerms)}
              aria-describedby={errors.agreeToTerms ? 'register-terms-error' : undefined}
              className="mt-0.5 size-4 shrink-0 accent-primary focus-ring"
              {...form.register('agreeToTerms')}
            />
            <label htmlFor="register-terms" className="text-sm">
              I agree to the{' '}
              <Link to={paths.terms.getHref()} className={linkClasses}>
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to={paths.privacy.getHref()} className={linkClasses}>
                Privacy Policy
              </Link>
            </label>
          </div>
          {errors.agreeToTerms?.message && (
            <p id="register-terms-error" className="text-sm font-medium text-destructive">
              {errors.agreeToTerms.message}
            </p>
          )}
        </div>

        <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={paths.login.getHref()} className={linkClasses}>
          Log in
        </Link>
      </p>
    </div>
  );
}
