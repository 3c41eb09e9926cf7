import { QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { isApiError, PREFETCHED_ANSWER_MAX_AGE_MS } from './api-client.ts';

/** Retry only what a retry can fix: lost connections and server errors, twice. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status > 0 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The staleTime of a query read again on every visit (0), except while its data is still the answer the
 * server wrote into the page (its `initialData`, never fetched since): hydrating a server-rendered page
 * then asks for nothing it was just given (decision 0101).
 */
export function freshWhileFromThePage<TData, TKey extends QueryKey>(query: Query<TData, Error, TData, TKey>): number {
  return query.state.dataUpdateCount === 0 && query.state.data !== undefined ? PREFETCHED_ANSWER_MAX_AGE_MS : 0;
}
