import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@teenfreelance/contracts/accounts';
import type { SignUpAnswer } from '@teenfreelance/contracts/auth';
import { api } from '../../../../lib/api-client.ts';
import { SIGN_UP_PATH } from '@teenfreelance/contracts/auth';

/**
 * `POST /api/auth/sign-up`: answers 202 alike for every address and emails a link that
 * creates the account (a registered address's owner gets a note instead; decision 0066).
 * Rejects with VALIDATION_FAILED (400) or RATE_LIMITED (429).
 */
export function signUp(input: RegisterInput): Promise<SignUpAnswer> {
  return api.post<SignUpAnswer>(SIGN_UP_PATH, input);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
