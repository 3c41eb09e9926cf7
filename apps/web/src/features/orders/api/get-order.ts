import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderPath, type Order } from '@teenfreelance/contracts/orders';
import { api, isApiError } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

/** `GET /api/orders/:id`: one order of the caller's (404 for anyone else's). */
export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(orderPath(id), signal);
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

export function useOrder(id: string) {
  return useQuery({ ...orderQueryOptions(id), enabled: id !== '' });
}
