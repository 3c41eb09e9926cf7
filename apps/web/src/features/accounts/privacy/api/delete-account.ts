import { useMutation } from '@tanstack/react-query';
import { DELETE_ACCOUNT_PATH, type DeleteAccountInput } from '@teenfreelance/contracts/privacy';
import { api } from '../../../../lib/api-client.ts';

/** `POST /api/me/delete-account`: the account and every session end. */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await api.post<unknown>(DELETE_ACCOUNT_PATH, input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
