import { useMutation } from '@tanstack/react-query';
import type { SignUpAnswer, SignUpResendInput } from '@teenfreelance/contracts/auth';
import { api } from '../../../../lib/api-client.ts';
import { SIGN_UP_RESEND_PATH } from '@teenfreelance/contracts/auth';

/** `POST /api/auth/sign-up/resend`: a new sign-up link, answered alike for every address. Rejects with RATE_LIMITED. */
export function resendSignUp(input: SignUpResendInput): Promise<SignUpAnswer> {
  return api.post<SignUpAnswer>(SIGN_UP_RESEND_PATH, input);
}

export function useResendSignUp() {
  return useMutation({ mutationFn: resendSignUp });
}
