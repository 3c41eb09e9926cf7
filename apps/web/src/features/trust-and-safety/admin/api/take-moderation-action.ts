import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ACTIONS_PATH, type ModerationActionInput } from '@teenfreelance/contracts/admin';
import { api } from '../../../../lib/api-client.ts';
import { refreshQueueAndAudit } from './dismiss-reports.ts';

/**
 * `POST /api/admin/actions`: hides a gig, job post or review, removes a message, or warns or suspends the
 * person it concerns, with the reason for the audit log; the target's open reports are actioned.
 * 422 ACTION_NOT_APPLICABLE when the action does not apply to the target's kind.
 */
export function takeModerationAction(input: ModerationActionInput): Promise<{ resolved: number }> {
  return api.post<{ resolved: number }>(ADMIN_ACTIONS_PATH, input);
}

/** Takes the action, then refreshes the queue (in every sort) and the audit log, as dismissing does. */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeModerationAction,
    onSuccess: () => refreshQueueAndAudit(queryClient),
  });
}
