import { Trash2 } from 'lucide-react';
import { ConfirmButton } from '../../../../components/confirm-button.tsx';
import type { ButtonSize } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useDeleteGig } from '../api/delete-gig.ts';

interface DeleteGigButtonProps {
  gigId: string;
  gigTitle: string;
  size?: ButtonSize;
  /** After the gig is gone (e.g. leave its page). */
  onDeleted?: () => void;
}

/** The owner's Delete, behind the specification's confirmation. */
export function DeleteGigButton({ gigId, gigTitle, size = 'default', onDeleted }: DeleteGigButtonProps) {
  const deletion = useDeleteGig();
  return (
    <ConfirmButton
      label="Delete"
      title="Delete gig"
      question="Are you sure you want to delete this gig?"
      pendingLabel="Deleting..."
      isPending={deletion.isPending}
      confirmVariant="destructive"
      size={size}
      icon={<Trash2 aria-hidden="true" />}
      aria-label={`Delete ${gigTitle}`}
      onConfirm={(close) =>
        deletion.mutate(gigId, {
          onSuccess: () => {
            close();
            toast.success('Gig Deleted');
            onDeleted?.();
          },
          onError: () => {
            toast.error('Error', { description: 'Failed to delete gig. Please try again.' });
          },
        })
      }
    />
  );
}
