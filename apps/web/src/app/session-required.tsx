import { CHECKOUT_TEXTS } from '@teenfreelance/contracts/checkout';
import { Outlet, useLocation } from 'react-router';
import { RequireSession } from '../features/auth/components/require-session.tsx';
import { paths } from '../lib/paths.ts';

/** What a visitor is told, on pages that say why they must sign in, as they are sent to. */
const VISITOR_NOTICES: Readonly<Record<string, { title: string; description: string }>> = {
  [paths.checkout.path]: { title: CHECKOUT_TEXTS.authRequired, description: CHECKOUT_TEXTS.authRequiredDescription },
};

/** Layout route for the pages that need a session. */
export default function SessionRequired() {
  const { pathname } = useLocation();
  return (
    <RequireSession visitorNotice={VISITOR_NOTICES[pathname]}>
      <Outlet />
    </RequireSession>
  );
}
