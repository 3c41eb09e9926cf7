import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ORDERS_PATH, type OrderListQuery, type OrderPage } from '@teenfreelance/contracts/orders';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

type Role = NonNullable<OrderListQuery['role']>;
type Status = NonNullable<OrderListQuery['status']>;

/** `GET /api/orders?role=&status=&before=`: one page of the caller's orders, newest first. */
export function getOrders(role: Role, status: Status, before?: string, signal?: AbortSignal): Promise<OrderPage> {
  const params = new URLSearchParams({ role, status });
  if (before) params.set('before', before);
  return api.get<OrderPage>(`${ORDERS_PATH}?${params.toString()}`, signal);
}

export function ordersQueryOptions(role: Role, status: Status) {
  return infiniteQueryOptions({
    queryKey: orderKeys.list(role, status),
    queryFn: ({ pageParam, signal }) => getOrders(role, status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.orders.at(-1)?.id : undefined),
  });
}

/** The caller's orders as buyer or seller in one sub-tab (active, completed, cancelled), page by page. */
export function useOrders(role: Role, status: Status) {
  return useInfiniteQuery(ordersQueryOptions(role, status));
}
