import type { ReactNode } from 'react';
import { ORDER_SUB_TABS } from '@teenfreelance/contracts/dashboard';
import type { OrderSubTab } from '../hooks/use-dashboard-tab.ts';
import { DashboardTabs } from './dashboard-tabs.tsx';

const EMPTY_TEXTS: Record<'selling' | 'buying', Record<OrderSubTab, string>> = {
  selling: {
    active: 'No active orders. An order appears here as soon as a buyer pays for one of your gigs.',
    completed: 'No completed orders yet.',
    cancelled: 'No cancelled orders.',
  },
  buying: {
    active: 'No active orders. Find a service you like and order it.',
    completed: 'No completed orders yet.',
    cancelled: 'No cancelled orders.',
  },
};

/** What an empty sub-tab says. */
export const emptyOrdersText = (role: 'selling' | 'buying', status: OrderSubTab): string => EMPTY_TEXTS[role][status];

interface OrderSubTabsProps {
  /** The tab's heading: 'Orders' or 'My Orders'. */
  heading: string;
  status: OrderSubTab;
  onStatusChange: (status: string) => void;
  /** The list of one sub-tab. */
  renderList: (status: OrderSubTab) => ReactNode;
}

/** The Orders tab: its sub-tabs Active, Completed and Cancelled (`&status=` in the URL). */
export function OrderSubTabs({ heading, status, onStatusChange, renderList }: OrderSubTabsProps) {
  return (
    <section aria-labelledby="orders-heading" className="grid gap-4">
      <h2 id="orders-heading" className="text-xl font-semibold">
        {heading}
      </h2>
      <DashboardTabs
        label="Order status"
        value={status}
        onValueChange={onStatusChange}
        tabs={ORDER_SUB_TABS.map((item) => ({
          id: item.status,
          label: item.label,
          content: item.status === status ? renderList(item.status) : null,
        }))}
      />
    </section>
  );
}
