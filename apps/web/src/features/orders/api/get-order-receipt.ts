import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderReceiptPath, type Receipt } from '@teenfreelance/contracts/receipts';
import { api, isApiError } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

/** `GET /api/orders/:id/receipt`: an order's receipt, for its buyer and admins (403 to the seller, 404 to others). */
export function getOrderReceipt(id: string, signal?: AbortSignal): Promise<Receipt> {
  return api.get<Receipt>(orderReceiptPath(id), signal);
}

export function useOrderReceipt(id: string) {
  return useQuery(
    queryOptions({
      queryKey: orderKeys.receipt(id),
      queryFn: ({ signal }) => getOrderReceipt(id, signal),
      enabled: id !== '',
      retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    }),
  );
}
