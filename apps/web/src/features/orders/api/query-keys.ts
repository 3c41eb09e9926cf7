import type { OrderListQuery } from '@teenfreelance/contracts/orders';

/** Query keys of the orders feature; other features never build them. */
export const orderKeys = {
  all: ['orders'] as const,
  order: (id: string) => [...orderKeys.all, 'order', id] as const,
  receipt: (id: string) => [...orderKeys.all, 'receipt', id] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (role: OrderListQuery['role'], status: OrderListQuery['status']) =>
    [...orderKeys.lists(), role, status] as const,
};
