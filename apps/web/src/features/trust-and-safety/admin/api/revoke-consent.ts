import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMinorActionPath, type MinorAccount, type ReasonBody } from '@teenfreelance/contracts/admin';
import { api } from '../../../../lib/api-client.ts';
import type { MinorList } from './get-minors.ts';
import { adminKeys } from './query-keys.ts';

/** `POST /api/admin/minors/:id/revoke-consent`: withdraws consent at a parent's request; the teen's gigs leave the catalogue. */
export function revokeConsent({ minorId, reason }: { minorId: string } & ReasonBody): Promise<MinorAccount> {
  return api.post<MinorAccount>(adminMinorActionPath(minorId, 'revoke-consent'), { reason });
}

/** Revokes, shows the account's new state in the table at once, then refreshes the list and the audit log. */
export function useRevokeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeConsent,
    onSuccess: async (account) => {
      queryClient.setQueryData<MinorList>(adminKeys.minors(), (list) =>
        list ? { minors: list.minors.map((minor) => (minor.id === account.id ? account : minor)) } : list,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.minors() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]);
    },
  });
}
