import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { GOOGLE_MESSAGES, googleSignUpSchema } from '@teenfreelance/contracts/google-sign-in';
import type { SignUpRole } from '@teenfreelance/contracts/users';
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
import { errorMessage, isApiError } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
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
  const [name, setName] = useState(initialName);
  const [role, setRole] = useState<SignUpRole>('freelancer');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [agreeToTerms, setAgreeToTerms] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const dateInput = useRef<HTMLInputElement>(null);
  const complete = useCompleteGoogleSignUp();
  const canContinue = name.trim().length > 0 && agreeToTerms && !complete.isPending && !isLeaving;
  // The server's word on the date (its clock decides) goes next to the field, like the browser's own check.
  const serverDateError = isApiError(complete.error)
    ? complete.error.fieldIssues.find((issue) => issue.path === 'body.dateOfBirth')?.message
    : undefined;
  const shownDateError = dateError ?? serverDateError ?? null;
  const shownFormError =
    formError ?? (complete.isError && !serverDateError ? errorMessage(complete.error, GOOGLE_MESSAGES.failed) : null);

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

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = googleSignUpSchema.safeParse({ name, role, agreeToTerms, dateOfBirth });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const dateIssue = issues.find((issue) => issue.path[0] === 'dateOfBirth');
      const otherIssue = issues.find((issue) => issue.path[0] !== 'dateOfBirth');
      setDateError(dateIssue?.message ?? null);
      setFormError(otherIssue?.message ?? null);
      if (dateIssue && !otherIssue) dateInput.current?.focus();
      return;
    }
    setFormError(null);
    setDateError(null);
    // A buyer's date of birth is neither needed nor sent.
    const input = parsed.data.role === 'freelancer' ? parsed.data : { ...parsed.data, dateOfBirth: undefined };
    complete.mutate(input, {
      onSuccess: () => {
        toast.success(GOOGLE_MESSAGES.registered);
        onComplete();
      },
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && leave(onCancel)}>
      <DialogContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Complete your sign-up</DialogTitle>
            <DialogDescription>You're signing up with Google as {email}.</DialogDescription>
          </DialogHeader>
          {shownFormError && <Alert variant="error">{shownFormError}</Alert>}
          <FormField label="Full name">
            {(control) => (
              <Input {...control} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
            )}
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">I want to</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="google-role"
                checked={role === 'freelancer'}
                onChange={() => setRole('freelancer')}
              />
              Sell my skills (I'm a Freelancer)
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="google-role" checked={role === 'buyer'} onChange={() => setRole('buyer')} />
              Hire talent (I'm a Buyer)
            </label>
          </fieldset>
          {role === 'freelancer' && (
            <FormField
              label="Date of Birth"
              error={shownDateError ?? undefined}
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
                  ref={dateInput}
                  type="date"
                  max={today()}
                  autoComplete="bday"
                  value={dateOfBirth}
                  onChange={(e) => {
                    setDateOfBirth(e.target.value);
                    setDateError(null);
                    complete.reset();
                  }}
                />
              )}
            </FormField>
          )}
          <CheckboxField
            checked={agreeToTerms}
            onChange={(e) => setAgreeToTerms(e.target.checked)}
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
