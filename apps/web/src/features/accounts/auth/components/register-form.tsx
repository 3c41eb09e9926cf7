import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  registerSchema,
  MINIMUM_AGE,
  type RegisterInput,
  type RegisterValues,
} from '@teenfreelance/contracts/accounts';
import type { SignUpRole } from '@teenfreelance/contracts/users';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { CheckboxField } from '../../../../components/ui/checkbox-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { EmailField } from './email-field.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { applyServerFieldErrors } from '../../../../lib/server-field-errors.ts';
import { useSignUp } from '../api/sign-up.ts';
import { SignUpCheckEmail } from './sign-up-check-email.tsx';

const FIELDS = [
  'name',
  'email',
  'password',
  'confirmPassword',
  'agreeToTerms',
  'isMinor',
  'dateOfBirth',
  'parentName',
  'parentEmail',
  'parentPhone',
  'parentConsent',
] as const;

const linkClasses = 'text-link';
const errorClasses = 'text-sm font-medium text-destructive';

/** Today as YYYY-MM-DD, the latest date of birth the picker offers. */
const today = () => new Date().toISOString().slice(0, 10);

/** What is sent: a buyer's form carries no age, an adult's no parent details. */
function toRequest(values: RegisterValues): RegisterInput {
  const { name, email, password, confirmPassword, role, agreeToTerms } = values;
  const core = { name, email, password, confirmPassword, role, agreeToTerms };
  if (role === 'buyer') return core;
  const { dateOfBirth } = values;
  if (values.isMinor !== true) return { ...core, isMinor: false, dateOfBirth };
  const { isMinor, parentName, parentEmail, parentPhone, parentConsent } = values;
  return { ...core, isMinor, dateOfBirth, parentName, parentEmail, parentPhone, parentConsent };
}

/**
 * Sign-up as freelancer or buyer; once sent, the page says to check the email,
 * whose link creates the account (decision 0066). A
 * freelancer answers the under-18 question and gives a date of birth, which
 * must agree with the answer (the server decides from the date); "Yes" asks
 * for a parent or guardian, who is then emailed a consent link.
 */
export function RegisterForm({ initialRole }: { initialRole: SignUpRole }) {
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  /** The address the sign-up link went to, once the form is sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      agreeToTerms: false,
      role: initialRole,
      isMinor: null,
      dateOfBirth: '',
      parentName: '',
      parentEmail: '',
      parentPhone: '',
      parentConsent: false,
    },
  });
  const { errors, isSubmitted } = form.formState;
  const role = form.watch('role');
  const isMinor = form.watch('isMinor');

  const onSubmit = form.handleSubmit(
    (values) => {
      setFormError(null);
      signUp.mutate(toRequest(values), {
        // The same answer for every address: the email says what happens next (decision 0066).
        onSuccess: () => setSentTo(values.email),
        onError: (error) => {
          applyServerFieldErrors(form, error, FIELDS);
          setFormError(errorMessage(error, 'Registration failed'));
        },
      });
    },
    () => setFormError('Please correct the errors in the form'),
  );

  const answerAge = (value: boolean) => form.setValue('isMinor', value, { shouldValidate: isSubmitted });

  if (sentTo) return <SignUpCheckEmail email={sentTo} onChangeEmail={() => setSentTo(null)} />;

  return (
    <div className="grid gap-6">
      <Tabs
        value={role}
        onValueChange={(value) => {
          if (value === 'buyer' || value === 'freelancer')
            form.setValue('role', value, { shouldValidate: isSubmitted });
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
        <EmailField registration={form.register('email')} error={errors.email?.message} />
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

        {role === 'freelancer' && (
          <fieldset
            className="grid gap-2"
            aria-invalid={Boolean(errors.isMinor)}
            aria-describedby={errors.isMinor ? 'register-age-error' : undefined}
          >
            <legend className="mb-2 text-sm font-medium">Are you under 18 years old?</legend>
            <div className="flex gap-6">
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="register-is-minor"
                  className="size-4 accent-primary focus-ring"
                  checked={isMinor === true}
                  onChange={() => answerAge(true)}
                />
                Yes
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="register-is-minor"
                  className="size-4 accent-primary focus-ring"
                  checked={isMinor === false}
                  onChange={() => answerAge(false)}
                />
                No
              </label>
            </div>
            {errors.isMinor?.message && (
              <p id="register-age-error" className={errorClasses}>
                {errors.isMinor.message}
              </p>
            )}
          </fieldset>
        )}
        {role === 'freelancer' && (
          <FormField
            label="Date of Birth"
            error={errors.dateOfBirth?.message}
            hint={`You must be at least ${MINIMUM_AGE} to join TeenFreelance.`}
          >
            {(control) => (
              <Input {...control} type="date" max={today()} autoComplete="bday" {...form.register('dateOfBirth')} />
            )}
          </FormField>
        )}

        {role === 'freelancer' && isMinor === true && (
          <section aria-labelledby="register-parental-heading" className="grid gap-4 rounded-md border p-4">
            <div className="grid gap-1">
              <h2 id="register-parental-heading" className="font-semibold">
                Parental Consent
              </h2>
              <p className="text-sm text-muted-foreground">
                Freelancers under 18 need a parent or guardian’s consent. We will email them a link to confirm; until
                they do, your gigs stay private. Use their own email address, not yours.
              </p>
            </div>
            <FormField label="Parent/Guardian Name" error={errors.parentName?.message}>
              {(control) => <Input {...control} autoComplete="off" {...form.register('parentName')} />}
            </FormField>
            <FormField label="Parent/Guardian Email" error={errors.parentEmail?.message}>
              {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('parentEmail')} />}
            </FormField>
            <FormField label="Parent/Guardian Phone" error={errors.parentPhone?.message}>
              {(control) => <Input {...control} type="tel" autoComplete="off" {...form.register('parentPhone')} />}
            </FormField>
            <CheckboxField
              label="My parent or guardian knows about my account and agrees to me offering my services on TeenFreelance"
              error={errors.parentConsent?.message}
              {...form.register('parentConsent')}
            />
          </section>
        )}

        <CheckboxField
          label={
            <>
              I agree to the{' '}
              <Link to={paths.terms.getHref()} className={linkClasses}>
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to={paths.privacy.getHref()} className={linkClasses}>
                Privacy Policy
              </Link>
            </>
          }
          error={errors.agreeToTerms?.message}
          {...form.register('agreeToTerms')}
        />

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
