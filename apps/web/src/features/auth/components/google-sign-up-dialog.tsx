import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { GOOGLE_MESSAGES, googleSignUpSchema } from '@teenfreelance/contracts/google-sign-in';
import type { SignUpRole } from '@teenfreelance/contracts/users';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useCompleteGoogleSignUp } from '../api/google-sign-up.ts';

interface GoogleSignUpDialogProps {
  /** The name Google reported, prefilled. */
  initialName: string;
  email: string;
  onComplete: () => void;
  onCancel: () => void;
}

/** The Google sign-up dialog: full name, role and terms; Continue stays disabled until name and terms are set. */
export function GoogleSignUpDialog({ initialName, email, onComplete, onCancel }: GoogleSignUpDialogProps) {
  const [name, setName] = useState(initialName);
  const [role, setRole] = useState<SignUpRole>('freelancer');
  const [isAdult, setIsAdult] = useState(false);
  const [agreeToTerms, setAgreeToTerms] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const complete = useCompleteGoogleSignUp();
  const canContinue = name.trim().length > 0 && agreeToTerms && !complete.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = googleSignUpSchema.safeParse({ name, role, agreeToTerms, isAdult });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? GOOGLE_MESSAGES.failed);
      return;
    }
    setFieldError(null);
    complete.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(GOOGLE_MESSAGES.registered);
        onComplete();
      },
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Complete your sign-up</DialogTitle>
            <DialogDescription>You're signing up with Google as {email}.</DialogDescription>
          </DialogHeader>
          {(fieldError || complete.isError) && (
            <Alert variant="error">{fieldError ?? errorMessage(complete.error, GOOGLE_MESSAGES.failed)}</Alert>
          )}
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
            <CheckboxField
              checked={isAdult}
              onChange={(e) => setIsAdult(e.target.checked)}
              label={
                <>
                  I am 18 or older. Under 18?{' '}
                  <Link to={paths.register.getHref('freelancer')} className="text-link" onClick={onCancel}>
                    Sign up with email
                  </Link>{' '}
                  so a parent or guardian can give consent.
                </>
              }
            />
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
            <Button variant="outline" onClick={onCancel}>
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
