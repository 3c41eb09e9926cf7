import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_HELD_MESSAGES_PATH,
  adminHeldMessagePath,
  type HeldMessage,
  type HeldMessageOutcome,
} from '@teenfreelance/contracts/admin';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** `GET /api/admin/held-messages`: messages held before reaching a minor, oldest first, as written. */
export function getHeldMessages(signal?: AbortSignal): Promise<{ messages: HeldMessage[] }> {
  return api.get<{ messages: HeldMessage[] }>(ADMIN_HELD_MESSAGES_PATH, signal);
}

export function useHeldMessages() {
  return useQuery(
    queryOptions({ queryKey: adminKeys.heldMessages(), queryFn: ({ signal }) => getHeldMessages(signal) }),
  );
}

export interface HeldMessageDecision {
  id: string;
  decision: 'deliver' | 'remove';
  reason: string;
}

/**
 * `POST /api/admin/held-messages/:id/deliver|remove`, with the reason for the audit log: delivered to the
 * minor now, or removed undelivered (the sender is told). 404 when it is no longer held.
 */
export function decideHeldMessage({ id, decision, reason }: HeldMessageDecision): Promise<HeldMessageOutcome> {
  return api.post<HeldMessageOutcome>(adminHeldMessagePath(id, decision), { reason });
}

/** Decides, then refreshes the held messages and the audit log. */
export function useDecideHeldMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideHeldMessage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.heldMessages() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
