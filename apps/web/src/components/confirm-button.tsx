import { useState, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog.tsx';

interface ConfirmButtonProps {
  /** The button, and the dialog's confirming button (and its title, unless `title` is given). */
  label: string;
  title?: string;
  /** What will happen, asked in the dialog. */
  question: string;
  pendingLabel: string;
  isPending: boolean;
  /** Runs the action; call `close` once it succeeded. */
  onConfirm: (close: () => void) => void;
  /**
   * Checked when the button is pressed, before the dialog asks: false keeps it
   * closed (what must be filled in first is said by the caller, at its field).
   */
  mayAsk?: () => boolean | Promise<boolean>;
  variant?: ButtonVariant;
  /** The dialog's confirming button; by default destructive when the button is, else the primary one. */
  confirmVariant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
  /** Names the button when several on the page read the same (e.g. "Decline Maya's proposal"). */
  'aria-label'?: string;
}

/** A button whose action waits for a yes in a dialog: deleting a gig, closing a job, withdrawing, hiring. */
export function ConfirmButton({
  label,
  title = label,
  question,
  pendingLabel,
  isPending,
  onConfirm,
  variant = 'outline',
  confirmVariant = variant === 'destructive' ? 'destructive' : 'default',
  size = 'default',
  icon,
  mayAsk,
  'aria-label': ariaLabel,
}: ConfirmButtonProps) {
  const [isOpen, setOpen] = useState(false);

  async function onPress() {
    if (mayAsk && !(await mayAsk())) return;
    setOpen(true);
  }

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <Button variant={variant} size={size} onClick={() => void onPress()} aria-label={ariaLabel}>
        {icon}
        {label}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{question}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant={confirmVariant} disabled={isPending} onClick={() => onConfirm(() => setOpen(false))}>
            {isPending ? pendingLabel : label}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
