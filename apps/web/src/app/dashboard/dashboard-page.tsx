import type { ReactNode } from 'react';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { Page } from '../../components/page.tsx';
import { DashboardActions } from '../../features/dashboards/components/dashboard-actions.tsx';
import { useDashboardLive } from '../../features/dashboards/hooks/use-dashboard-live.ts';

/** The dashboard's frame for every role: the heading, the header buttons, live figures. */
export function DashboardPage({ user, children }: { user: SessionUser; children: ReactNode }) {
  useDashboardLive();
  return (
    <Page title="Dashboard" description={`Welcome back, ${user.name}.`} actions={<DashboardActions />}>
      {children}
    </Page>
  );
}
