import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { paths } from '../../../../lib/paths.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSession } from '../api/get-session.ts';

/**
 * Renders its children for signed-in users; sends visitors to
 * /login?redirect={path and query} so they come back after signing in.
 * A user who signs out (or whose session ends) on such a page goes home,
 * as Log Out does: the session update can render before Log Out's own
 * navigation, which runs in a transition.
 */
interface RequireSessionProps {
  children: ReactNode;
  /** Told to a visitor (a destructive toast) as they are sent to sign in, on pages that say why. */
  visitorNotice?: { title: string; description: string } | undefined;
}

/** The visitor's notice, then the sign-in page. */
function ToSignIn({ to, notice }: { to: string; notice: RequireSessionProps['visitorNotice'] }) {
  useEffect(() => {
    if (notice) toast.error(notice.title, { description: notice.description });
  }, [notice]);
  return <Navigate to={to} replace />;
}

export function RequireSession({ children, visitorNotice }: RequireSessionProps) {
  const { user, isPending, isError, refetch } = useSession();
  const location = useLocation();
  const [hadUser, setHadUser] = useState(false);
  if (user && !hadUser) setHadUser(true);

  if (isPending) {
    return (
      <div role="status" className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-10">
        <span className="sr-only">Loading...</span>
        <Skeleton className="h-9 w-48" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  if (isError && !user) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
        <h1 className="text-xl font-semibold">We couldn't check your session</h1>
        <p className="text-sm text-muted-foreground">Please check your connection and try again.</p>
        <Button variant="outline" onClick={refetch}>
          Retry
        </Button>
      </div>
    );
  }

  if (!user) {
    if (hadUser) return <Navigate to={paths.home.getHref()} replace />;
    return <ToSignIn to={paths.login.getHref(location.pathname + location.search)} notice={visitorNotice} />;
  }
  return children;
}
