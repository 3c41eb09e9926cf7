import { useMutation } from '@tanstack/react-query';
import { PARENT_DELETE_ACCOUNT_PATH } from '@teenfreelance/contracts/privacy';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/accounts/parental-consent/delete-account`: a parent deletes their child's account instead of consenting. */
export async function parentDeleteAccount(token: string): Promise<void> {
  await api.post<unknown>(PARENT_DELETE_ACCOUNT_PATH, { token });
}

export function useParentDeleteAccount() {
  return useMutation({ mutationFn: parentDeleteAccount });
}
