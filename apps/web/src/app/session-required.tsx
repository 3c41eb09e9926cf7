import { PAGES, type Page } from '@teenfreelance/contracts/pages';
import { Outlet, useLocation } from 'react-router';
import { RequireSession } from '../features/accounts/auth/components/require-session.tsx';

const PAGES_WITH_NOTICES: readonly Page[] = Object.values(PAGES).filter((page) => page.visitorNotice);

/** Layout route for the pages that need a session; a visitor is told why on pages that say (the page table's `visitorNotice`). */
export default function SessionRequired() {
  const { pathname } = useLocation();
  const notice = PAGES_WITH_NOTICES.find((page) => page.path === pathname)?.visitorNotice;
  return (
    <RequireSession visitorNotice={notice}>
      <Outlet />
    </RequireSession>
  );
}
