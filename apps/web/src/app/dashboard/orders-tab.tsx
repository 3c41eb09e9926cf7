import { DASHBOARD_TAB_LABELS } from '@teenfreelance/contracts/dashboard';
import { OrderSubTabs, emptyOrdersText } from '../../features/dashboards/components/order-sub-tabs.tsx';
import type { OrderSubTab } from '../../features/dashboards/hooks/use-dashboard-tab.ts';
import { OrderList } from '../../features/orders/components/order-list.tsx';

interface OrdersTabProps {
  /** The freelancer's orders ('selling', the tab 'Orders') or the buyer's ('buying', 'My Orders'). */
  role: 'selling' | 'buying';
  status: OrderSubTab;
  onStatusChange: (status: string) => void;
  /** The order the URL names, highlighted in the list. */
  highlightId?: string;
}

/** The dashboard's orders tab of either role: its sub-tabs, each listing that role's orders in one status. */
export function OrdersTab({ role, status, onStatusChange, highlightId }: OrdersTabProps) {
  return (
    <OrderSubTabs
      heading={DASHBOARD_TAB_LABELS[role === 'selling' ? 'freelancer' : 'buyer'].orders}
      status={status}
      onStatusChange={onStatusChange}
      renderList={(current) => (
        <OrderList role={role} status={current} empty={emptyOrdersText(role, current)} highlightId={highlightId} />
      )}
    />
  );
}
