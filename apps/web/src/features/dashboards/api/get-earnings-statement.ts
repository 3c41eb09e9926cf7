import { queryOptions, useQuery } from '@tanstack/react-query';
import { EARNINGS_STATEMENT_PATH, type EarningsStatement } from '@teenfreelance/contracts/seller-earnings';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './query-keys.ts';

/** `GET /api/dashboard/earnings/statement?year=`: a freelancer's statement of one year (this year without one). */
export function getEarningsStatement(year: number | undefined, signal?: AbortSignal): Promise<EarningsStatement> {
  const query = year === undefined ? '' : `?year=${year}`;
  return api.get<EarningsStatement>(`${EARNINGS_STATEMENT_PATH}${query}`, signal);
}

export function earningsStatementQueryOptions(year: number | undefined) {
  return queryOptions({
    queryKey: dashboardKeys.statement(year),
    queryFn: ({ signal }) => getEarningsStatement(year, signal),
  });
}

export function useEarningsStatement(year: number | undefined) {
  return useQuery(earningsStatementQueryOptions(year));
}
