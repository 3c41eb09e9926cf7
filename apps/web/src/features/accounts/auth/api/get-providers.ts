import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProvidersResponse } from '@teenfreelance/contracts/google-sign-in';
import { api } from '../../../../lib/api-client.ts';
import { PROVIDERS_PATH, GOOGLE_START_PATH } from '@teenfreelance/contracts/google-sign-in';

/** `GET /api/auth/providers`: which external sign-in providers the server offers. */
export function getProviders(signal?: AbortSignal): Promise<ProvidersResponse> {
  return api.get<ProvidersResponse>(PROVIDERS_PATH, signal);
}

export function providersQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'providers'] as const,
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: Infinity,
  });
}

export function useProviders() {
  return useQuery(providersQueryOptions());
}

/** Where the Google button sends the browser: our route, which redirects to the provider. */
export function googleStartHref(returnTo: string): string {
  return `${GOOGLE_START_PATH}?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}
