import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoAccountsResponse } from '@teenfreelance/contracts/auth';
import { api, isApiError } from '../../../../lib/api-client.ts';
import { DEMO_ACCOUNTS_PATH } from '@teenfreelance/contracts/auth';

export const demoAccountsQueryKey = ['auth', 'demo-accounts'] as const;

/** `GET /api/auth/demo-accounts`; null when the server runs without demo data (404). */
export async function getDemoAccounts(signal?: AbortSignal): Promise<DemoAccountsResponse | null> {
  try {
    return await api.get<DemoAccountsResponse>(DEMO_ACCOUNTS_PATH, signal);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function demoAccountsQueryOptions() {
  return queryOptions({
    queryKey: demoAccountsQueryKey,
    queryFn: ({ signal }) => getDemoAccounts(signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function useDemoAccounts() {
  return useQuery(demoAccountsQueryOptions());
}
