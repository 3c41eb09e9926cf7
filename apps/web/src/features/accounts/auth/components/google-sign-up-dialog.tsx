import { useState, type MouseEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { GOOGLE_MESSAGES, googleSignUpSchema } from '@teenfreelance/contracts/google-sign-in';
import { CheckboxField } from '../../../../components/ui/checkbox-field.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { applyServerFieldErrors } from '../../../../lib/server-field-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { discardGoogleSignUp, useCompleteGoogleSignUp } from '../api/google-sign-up.ts';

interface GoogleSignUpDialogProps {
  /** The name Google reported, prefilled. */
  initialName: string;
  email: string;
  onComplete: () => void;
  onCancel: () => void;
}

/** Today as YYYY-MM-DD, the latest date of birth the picker offers. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The Google sign-up dialog: full name, role and terms, and a freelancer's date
 * of birth (the server decides from it; under 18 signs up with email, where a
 * parent or guardian consents). Continue stays disabled until name and terms
 * are set. Leaving the dialog gives the pending sign-up up, so the address can
 * still sign up with email.
 */
export function GoogleSignUpDialog({ initialName, email, onComplete, onCancel }: GoogleSignUpDialogProps) {
  const navigate = useNavigate();
  const [isLeaving, setIsLeaving] = useState(false);
  /** The server's refusal when it names no field of the dialog. */
  const [serverError, setServerError] = useState<string | null>(null);
  const complete = useCompleteGoogleSignUp();
  const form = useForm({
    resolver: zodResolver(googleSignUpSchema),
    defaultValues: { name: initialName, role: 'freelancer', dateOfBirth: '', agreeToTerms: false },
    // A problem is said on Continue and goes when its field changes, not re-judged at each keystroke.
    reValidateMode: 'onSubmit',
    // Only the date's own problem takes the focus (below); the others are said at the top.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [name, role, agreeToTerms] = form.watch(['name', 'role', 'agreeToTerms']);
  const canContinue = name.trim().length > 0 && agreeToTerms && !complete.isPending && !isLeaving;
  // The date's problem, the browser's check or the server's (its clock decides), goes next to the field.
  const dateError = errors.dateOfBirth?.message;
  const formError = errors.name?.message ?? errors.role?.message ?? errors.agreeToTerms?.message ?? serverError;

  /** Gives the pending sign-up up (best effort: an abandoned one only blocks its address), then goes on. */
  function leave(next: () => void) {
    if (isLeaving) return;
    setIsLeaving(true);
    void discardGoogleSignUp()
      .catch(() => undefined)
      .finally(next);
  }

  function signUpWithEmail(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    leave(() => void navigate(paths.register.getHref('freelancer')));
  }

  const onSubmit = form.handleSubmit(
    (values) => {
      setServerError(null);
      // A buyer's date of birth is neither needed nor sent.
      const input = values.role === 'freelancer' ? values : { ...values, dateOfBirth: undefined };
      complete.mutate(input, {
        onSuccess: () => {
          toast.success(GOOGLE_MESSAGES.registered);
          onComplete();
        },
        onError: (error) => {
          // A name with contact details (decision 0062) or the date: the server's message by its field.
          if (!applyServerFieldErrors(form, error, ['name', 'dateOfBirth']))
            setServerError(errorMessage(error, GOOGLE_MESSAGES.failed));
        },
      });
    },
    (found) => {
      setServerError(null);
      const isOnlyTheDate = found.dateOfBirth && !found.name && !found.role && !found.agreeToTerms;
      if (isOnlyTheDate) form.setFocus('dateOfBirth');
    },
  );

  return (
    <Dialog open onOpenChange={(open) => !open && leave(onCancel)}>
      <DialogContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Complete your sign-up</DialogTitle>
            <DialogDescription>You're signing up with Google as {email}.</DialogDescription>
          </DialogHeader>
          {formError && <Alert variant="error">{formError}</Alert>}
          <FormField label="Full name">
            {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">I want to</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="google-role"
                checked={role === 'freelancer'}
                onChange={() => form.setValue('role', 'freelancer')}
              />
              Sell my skills (I'm a Freelancer)
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="google-role"
                checked={role === 'buyer'}
                onChange={() => form.setValue('role', 'buyer')}
              />
              Hire talent (I'm a Buyer)
            </label>
          </fieldset>
          {role === 'freelancer' && (
            <FormField
              label="Date of Birth"
              error={dateError}
              hint={
                <>
                  Under 18?{' '}
                  <Link to={paths.register.getHref('freelancer')} className="text-link" onClick={signUpWithEmail}>
                    Sign up with email
                  </Link>{' '}
                  so a parent or guardian can give consent.
                </>
              }
            >
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  max={today()}
                  autoComplete="bday"
                  {...form.register('dateOfBirth', {
                    onChange: () => {
                      form.clearErrors('dateOfBirth');
                      setServerError(null);
                      complete.reset();
                    },
                  })}
                />
              )}
            </FormField>
          )}
          <CheckboxField
            {...form.register('agreeToTerms')}
            label={
              <>
                I agree to the{' '}
                <Link to={paths.terms.getHref()} className="text-link" target="_blank">
                  Terms of Service
                </Link>{' '}
                and{' '}
                <Link to={paths.privacy.getHref()} className="text-link" target="_blank">
                  Privacy Policy
                </Link>
              </>
            }
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => leave(onCancel)} disabled={isLeaving}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canContinue}>
              {complete.isPending ? 'Creating account...' : 'Continue'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
