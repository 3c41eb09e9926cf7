import { ORDER_SUB_TABS, type DashboardTab } from '@teenfreelance/contracts/dashboard';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';

export type OrderSubTab = (typeof ORDER_SUB_TABS)[number]['status'];

/**
 * The dashboard tab and Orders sub-tab of the URL (`?tab=orders&status=completed`):
 * an unknown or missing tab is the role's first one, an unknown status is Active.
 * `&order={id}` names an order to show highlighted in the Orders tab (the payment
 * success page's link). Choosing a tab pushes a history entry, so Back returns to
 * the previous tab.
 */
export function useDashboardTab<Tab extends DashboardTab>(tabs: readonly [Tab, ...Tab[]]) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const requested = searchParams.get('tab');
  const tab = tabs.find((item) => item === requested) ?? tabs[0];
  const requestedStatus = searchParams.get('status');
  const status = ORDER_SUB_TABS.find((item) => item.status === requestedStatus)?.status ?? 'active';

  return {
    tab,
    status,
    /** The order to highlight in the Orders tab's list, if the URL names one. */
    highlightedOrderId: tab === 'orders' ? (searchParams.get('order') ?? undefined) : undefined,
    onTabChange: (next: string) => {
      const known = tabs.find((item) => item === next);
      if (known && known !== tab) void navigate(paths.dashboard.getHref(known));
    },
    onStatusChange: (next: string) => {
      const known = ORDER_SUB_TABS.find((item) => item.status === next)?.status;
      if (known && known !== status) void navigate(paths.dashboard.getHref('orders', known));
    },
  };
}
