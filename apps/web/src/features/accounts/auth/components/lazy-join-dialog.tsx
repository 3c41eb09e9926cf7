import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../../../../components/ui/button.tsx';

const loadJoinDialog = () => import('./join-dialog.tsx');
const JoinDialog = lazy(() => loadJoinDialog().then((module) => ({ default: module.JoinDialog })));

/** Starts downloading the dialog early (on hover or focus of a button that opens it). */
export function preloadJoinDialog(): void {
  void loadJoinDialog();
}

interface LazyJoinDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Join dialog, downloaded the first time it opens: visitors who never
 * click Join don't pay for the dialog code on the home page.
 */
export function LazyJoinDialog({ open, onOpenChange }: LazyJoinDialogProps) {
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <JoinDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

/** A button that opens the Join dialog. */
export function JoinDialogButton({ children, ...props }: Omit<ButtonProps, 'onClick'> & { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        aria-haspopup="dialog"
        onPointerEnter={preloadJoinDialog}
        onFocus={preloadJoinDialog}
        onClick={() => setOpen(true)}
        {...props}
      >
        {children}
      </Button>
      <LazyJoinDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
