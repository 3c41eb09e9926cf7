import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@teenfreelance/contracts/auth';
import type { AvatarResponse } from '@teenfreelance/contracts/profiles';
import { UPLOAD_LIMITS } from '@teenfreelance/contracts/uploads';
import { ApiError } from '../../../lib/api-client.ts';

const sessionQueryKey = ['auth', 'session'] as const;

/**
 * `POST /api/profiles/me/avatar` (multipart). XMLHttpRequest rather than fetch:
 * only it reports upload progress, which the progress bar shows.
 */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<AvatarResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/profiles/me/avatar');
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as unknown;
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as AvatarResponse);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string; details?: unknown } } | null)?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? 'HTTP_ERROR',
          error?.message ?? 'Something went wrong. Please try again.',
          error?.details,
        ),
      );
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Please check your connection.'));
    const form = new FormData();
    form.append(UPLOAD_LIMITS.fieldName, file);
    xhr.send(form);
  });
}

export function useUploadAvatar(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(file, onProgress),
    onSuccess: ({ avatarUrl }) => {
      // The own and the public profile both show the picture.
      void queryClient.invalidateQueries({ queryKey: ['profiles'] });
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, (old) =>
        old?.user ? { user: { ...old.user, avatarUrl } } : old,
      );
    },
  });
}
