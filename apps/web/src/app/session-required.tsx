import { Outlet } from 'react-router';
import { RequireSession } from '../features/auth/components/require-session.tsx';

/** Layout route for the pages that need a session. */
export default function SessionRequired() {
  return (
    <RequireSession>
      <Outlet />
    </RequireSession>
  );
}
