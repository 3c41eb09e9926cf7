import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthUserResponse } from '@teenfreelance/contracts/auth';
import type { GooglePendingResponse, GoogleSignUpInput } from '@teenfreelance/contracts/google-sign-in';
import { api } from '../../../../lib/api-client.ts';
import { showSignedIn } from './get-session.ts';
import { GOOGLE_PENDING_PATH, GOOGLE_COMPLETE_PATH } from '@teenfreelance/contracts/google-sign-in';

/** `GET /api/auth/google/pending`: the first-time Google user of this browser (404 when none). */
export function getGooglePending(signal?: AbortSignal): Promise<GooglePendingResponse> {
  return api.get<GooglePendingResponse>(GOOGLE_PENDING_PATH, signal);
}

export function googlePendingQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'google-pending'] as const,
    queryFn: ({ signal }) => getGooglePending(signal),
    retry: false,
  });
}

export function useGooglePending({ enabled = true } = {}) {
  return useQuery({ ...googlePendingQueryOptions(), enabled });
}

/**
 * `DELETE /api/auth/google/pending` (204): gives up this browser's pending Google
 * sign-up, so its address can sign up with email instead.
 */
export async function discardGoogleSignUp(): Promise<void> {
  await api.delete<unknown>(GOOGLE_PENDING_PATH);
}

/** `POST /api/auth/google/complete`: name, role, terms and a freelancer's date of birth. */
export function completeGoogleSignUp(input: GoogleSignUpInput): Promise<AuthUserResponse> {
  return api.post<AuthUserResponse>(GOOGLE_COMPLETE_PATH, input);
}

export function useCompleteGoogleSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeGoogleSignUp,
    onSuccess: ({ user }) => showSignedIn(queryClient, user),
  });
}
