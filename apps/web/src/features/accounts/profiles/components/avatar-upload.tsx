import { useRef, useState, type ChangeEvent } from 'react';
import { Camera } from 'lucide-react';
import { UPLOAD_LIMITS } from '@teenfreelance/contracts/uploads';
import { Avatar } from '../../../../components/ui/avatar.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';

/** The owner's picture with a Change photo button and a progress bar while the upload runs. */
export function AvatarUpload({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadAvatar(setProgress);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The server checks again by content; this only saves a pointless upload.
    if (file.size > UPLOAD_LIMITS.maxBytes) {
      toast.error('Update failed', { description: 'Images must be 5 MB or smaller' });
      return;
    }
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => toast.success('Profile updated successfully!'),
      onError: (error) =>
        toast.error('Update failed', { description: errorMessage(error, 'Failed to update profile') }),
    });
  }

  return (
    <div className="grid justify-items-center gap-2">
      <Avatar name={name} src={avatarUrl} size="lg" className="size-24 text-3xl" decorative={false} />
      <input
        ref={inputRef}
        type="file"
        accept={UPLOAD_LIMITS.acceptedTypes.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="avatar-file"
        onChange={onPick}
      />
      <Button variant="outline" size="sm" disabled={upload.isPending} onClick={() => inputRef.current?.click()}>
        <Camera aria-hidden="true" className="size-4" />
        {upload.isPending ? 'Uploading...' : 'Change photo'}
      </Button>
      {upload.isPending && (
        <progress className="h-2 w-28 accent-primary" max={100} value={progress} aria-label="Uploading profile picture">
          {progress}%
        </progress>
      )}
    </div>
  );
}
