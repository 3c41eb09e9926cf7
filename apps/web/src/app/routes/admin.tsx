import { ADMIN_TEXTS } from '@teenfreelance/contracts/admin';
import { Page } from '../../components/page.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../features/accounts/auth/api/get-session.ts';
import { AdminPage } from '../../features/trust-and-safety/admin/components/admin-page.tsx';

/**
 * /admin (signed in: the page table guards it; admins only, here and on every
 * endpoint it calls). Anyone else is told so, and nothing is fetched for them.
 */
export default function AdminRoute() {
  const { user } = useSession();
  return (
    <Page title={ADMIN_TEXTS.title}>
      {!user ? (
        <div role="status">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-40 w-full" />
        </div>
      ) : user.role === 'admin' ? (
        <AdminPage />
      ) : (
        <Alert variant="error">{ADMIN_TEXTS.onlyAdmins}</Alert>
      )}
    </Page>
  );
}
