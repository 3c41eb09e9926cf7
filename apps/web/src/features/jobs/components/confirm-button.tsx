import { JOB_TEXTS } from '@teenfreelance/contracts/jobs';
import { useState, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';

interface ConfirmButtonProps {
  /** The button, and the dialog's title and confirming button. */
  label: string;
  /** What will happen, asked in the dialog. */
  question: string;
  pendingLabel: string;
  isPending: boolean;
  /** Runs the action; call `close` once it succeeded. */
  onConfirm: (close: () => void) => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
  /** Names the button when several on the page read the same (e.g. "Decline Maya's proposal"). */
  'aria-label'?: string;
}

/** A button whose action waits for a yes in a dialog: closing a job, withdrawing, hiring. */
export function ConfirmButton({
  label,
  question,
  pendingLabel,
  isPending,
  onConfirm,
  variant = 'outline',
  size = 'default',
  icon,
  'aria-label': ariaLabel,
}: ConfirmButtonProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <Button variant={variant} size={size} onClick={() => setOpen(true)} aria-label={ariaLabel}>
        {icon}
        {label}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{label}</DialogTitle>
          <DialogDescription>{question}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{JOB_TEXTS.cancel}</Button>
          </DialogClose>
          <Button
            variant={variant === 'destructive' ? 'destructive' : 'default'}
            disabled={isPending}
            onClick={() => onConfirm(() => setOpen(false))}
          >
            {isPending ? pendingLabel : label}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
