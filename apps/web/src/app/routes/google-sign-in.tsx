import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { GOOGLE_MESSAGES } from '@teenfreelance/contracts/google-sign-in';
import { useGooglePending } from '../../features/accounts/auth/api/google-sign-up.ts';
import { useSession } from '../../features/accounts/auth/api/get-session.ts';
import { signOut } from '../../features/accounts/auth/api/sign-out.ts';
import { GoogleSignUpDialog } from '../../features/accounts/auth/components/google-sign-up-dialog.tsx';
import { paths } from '../../lib/paths.ts';
import { returnPathFromSearch } from '../../lib/return-path.ts';
import { toast } from '../../lib/toast.ts';

/**
 * /auth/google: where the server's Google callback lands. `failed` -> back to
 * /login with the failure message; `new` -> the Google sign-up dialog; otherwise
 * the user is signed in and goes on to `redirect` (or `from`, its older name).
 */
export default function GoogleSignInRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = returnPathFromSearch(searchParams);
  const isFailed = searchParams.has('failed');
  const isNew = searchParams.has('new');
  const session = useSession();
  const pending = useGooglePending({ enabled: isNew && !isFailed });
  const hasFinished = useRef(false);

  useEffect(() => {
    if (hasFinished.current) return;
    if (isFailed || (isNew && pending.isError)) {
      hasFinished.current = true;
      toast.error(
        searchParams.get('error') === 'account_not_linked' ? GOOGLE_MESSAGES.emailTaken : GOOGLE_MESSAGES.failed,
      );
      void navigate(paths.login.getHref(returnTo === '/' ? undefined : returnTo), { replace: true });
      return;
    }
    if (isNew || session.isPending) return;
    hasFinished.current = true;
    if (session.user) {
      toast.success(GOOGLE_MESSAGES.signedIn);
      void navigate(returnTo, { replace: true });
    } else {
      toast.error(GOOGLE_MESSAGES.failed);
      void navigate(paths.login.getHref(), { replace: true });
    }
  }, [isFailed, isNew, pending.isError, session.isPending, session.user, returnTo, navigate, searchParams]);

  function onCancel() {
    hasFinished.current = true;
    // The pending account stays unusable; end its session so this browser is plainly signed out.
    void signOut().finally(() => navigate(paths.login.getHref(), { replace: true }));
  }

  return (
    <div className="mx-auto grid min-h-80 w-full max-w-md place-items-center px-4 py-12">
      <p role="status" className="text-muted-foreground">
        Signing you in with Google...
      </p>
      {isNew && pending.data && (
        <GoogleSignUpDialog
          initialName={pending.data.name}
          email={pending.data.email}
          onComplete={() => {
            hasFinished.current = true;
            void navigate(returnTo, { replace: true });
          }}
          onCancel={onCancel}
        />
      )}
    </div>
  );
}
