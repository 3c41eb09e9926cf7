import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_LEDGER_PATH, type LedgerReport } from '@teenfreelance/contracts/admin-ledger';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** `GET /api/admin/ledger`: the platform's balances and the ledger's reconciliation, as of now. */
export function getLedgerReport(signal?: AbortSignal): Promise<LedgerReport> {
  return api.get<LedgerReport>(ADMIN_LEDGER_PATH, signal);
}

export function ledgerReportQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.ledger(),
    queryFn: ({ signal }) => getLedgerReport(signal),
  });
}

export function useLedgerReport() {
  return useQuery(ledgerReportQueryOptions());
}
