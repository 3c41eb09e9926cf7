import { useState, type ReactNode } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { ReasonField } from './reason-field.tsx';
import { useReasonForm } from './use-reason-form.ts';

interface ReasonDialogButtonProps {
  /** The button's and the confirming button's text. */
  label: string;
  /** The button's accessible name and the dialog's title, naming whom or what it concerns. */
  title: string;
  description: ReactNode;
  pendingLabel: string;
  variant: 'destructive' | 'default';
  /** The action's mutation: its state is shown in the dialog, and reset when the dialog closes. */
  mutation: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  errorFallback: string;
  /** Runs the action with the reason; `close` closes the dialog once it succeeded. */
  onReason: (reason: string, close: () => void) => void;
}

/** An admin action that asks why in a dialog (the audit log keeps it), then runs. */
export function ReasonDialogButton(props: ReasonDialogButtonProps) {
  const { label, title, mutation } = props;
  const [isOpen, setOpen] = useState(false);
  const form = useReasonForm();
  const onOpenChange = (open: boolean) => {
    setOpen(open);
    if (!open) {
      form.reset();
      mutation.reset();
    }
  };
  const onSubmit = form.handleSubmit(({ reason }) => props.onReason(reason, () => onOpenChange(false)));

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <Button variant={props.variant} size="sm" onClick={() => setOpen(true)} aria-label={title}>
        {label}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          {mutation.isError && <Alert variant="error">{errorMessage(mutation.error, props.errorFallback)}</Alert>}
          <ReasonField registration={form.register('reason')} error={form.formState.errors.reason?.message} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant={props.variant} disabled={mutation.isPending}>
              {mutation.isPending ? props.pendingLabel : label}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
