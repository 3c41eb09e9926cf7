import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ADMIN_DISMISS_PATH, type ModerationInput } from '@teenfreelance/contracts/admin';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** `POST /api/admin/reports/dismiss`: dismisses the target's open reports, with the reason for the audit log. */
export function dismissReports(input: ModerationInput): Promise<{ resolved: number }> {
  return api.post<{ resolved: number }>(ADMIN_DISMISS_PATH, input);
}

/** After a group is dismissed or actioned: refreshes the queue (in every sort) and the audit log. */
export function refreshQueueAndAudit(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.reports() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
  ]);
}

/** Dismisses, then refreshes the queue (in every sort) and the audit log. */
export function useDismissReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissReports,
    onSuccess: () => refreshQueueAndAudit(queryClient),
  });
}
