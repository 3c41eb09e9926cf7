import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button, type ButtonSize } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../lib/toast.ts';
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
  const [isOpen, setOpen] = useState(false);
  const deletion = useDeleteGig();

  function onConfirm() {
    deletion.mutate(gigId, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Gig Deleted');
        onDeleted?.();
      },
      onError: () => {
        toast.error('Error', { description: 'Failed to delete gig. Please try again.' });
      },
    });
  }

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <Button variant="outline" size={size} onClick={() => setOpen(true)} aria-label={`Delete ${gigTitle}`}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete gig</DialogTitle>
          <DialogDescription>Are you sure you want to delete this gig?</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={deletion.isPending}>
            {deletion.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
