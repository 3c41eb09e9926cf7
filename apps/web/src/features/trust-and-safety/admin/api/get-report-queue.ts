import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_REPORTS_PATH, type ReportQueue } from '@teenfreelance/contracts/admin';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys, type ReportQueueSort } from './query-keys.ts';

/** `GET /api/admin/reports?sort=`: open reports grouped by what they report, newest or most reported first. */
export function getReportQueue(sort: ReportQueueSort, signal?: AbortSignal): Promise<ReportQueue> {
  return api.get<ReportQueue>(`${ADMIN_REPORTS_PATH}?${new URLSearchParams({ sort }).toString()}`, signal);
}

export function reportQueueQueryOptions(sort: ReportQueueSort) {
  return queryOptions({
    queryKey: adminKeys.reportQueue(sort),
    queryFn: ({ signal }) => getReportQueue(sort, signal),
  });
}

export function useReportQueue(sort: ReportQueueSort) {
  return useQuery(reportQueueQueryOptions(sort));
}
