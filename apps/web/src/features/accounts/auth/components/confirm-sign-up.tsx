import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { SIGN_UP_LINK_REFUSALS } from '@teenfreelance/contracts/auth';
import { Alert } from '../../../../components/ui/alert.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { preloadToasts, toast } from '../../../../lib/toast.ts';
import { useConfirmSignUp } from '../api/confirm-sign-up.ts';

/**
 * Follows the sign-up email's link: the account is created and signed in, and the
 * person goes home with the specification's 'Registration successful!'. A used,
 * expired or replaced link says so, with the way to sign up again (decision 0066).
 */
export function ConfirmSignUp({ token }: { token: string }) {
  const navigate = useNavigate();
  const confirm = useConfirmSignUp();
  // Once per page: a link works once, and React may run an effect twice in development.
  const sent = useRef(false);

  useEffect(() => {
    preloadToasts();
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(
      { token },
      {
        onSuccess: ({ user }) => {
          toast.success('Registration successful!', {
            description:
              user.parentalConsent === 'pending'
                ? 'Waiting for parental consent: we emailed your parent or guardian a link to confirm.'
                : 'Account created successfully! Welcome to TeenFreelance.',
          });
          void navigate(paths.home.getHref(), { replace: true });
        },
      },
    );
  }, [token, confirm, navigate]);

  if (!token || confirm.isError) {
    const problem = token
      ? errorMessage(confirm.error, 'Could not finish signing up. Please try again.')
      : SIGN_UP_LINK_REFUSALS.SIGN_UP_LINK_INVALID;
    return (
      <div className="grid gap-4">
        <Alert variant="error">{problem}</Alert>
        <p className="text-sm">
          <Link to={paths.register.getHref()} className="text-link">
            Sign up again
          </Link>{' '}
          or{' '}
          <Link to={paths.login.getHref()} className="text-link">
            log in
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <p role="status" className="text-sm text-muted-foreground">
      Creating your account...
    </p>
  );
}
