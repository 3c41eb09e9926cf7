import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@teenfreelance/contracts/auth';
import type { AvatarResponse } from '@teenfreelance/contracts/profiles';
import { UPLOAD_LIMITS } from '@teenfreelance/contracts/uploads';
import { uploadFile } from '../../../../lib/api-client.ts';
import { OWN_AVATAR_PATH } from '@teenfreelance/contracts/profiles';

const sessionQueryKey = ['auth', 'session'] as const;

/** `POST /api/profiles/me/avatar` (multipart), reporting progress in percent for the progress bar. */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<AvatarResponse> {
  return uploadFile<AvatarResponse>(
    OWN_AVATAR_PATH,
    file,
    { onProgress: (fraction) => onProgress(Math.round(fraction * 100)) },
    UPLOAD_LIMITS.fieldName,
  );
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
