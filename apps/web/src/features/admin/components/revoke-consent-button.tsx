import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_TEXTS, revokeConsentSchema } from '@teenfreelance/contracts/admin';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useRevokeConsent, type RevokeConsentInput } from '../api/revoke-consent.ts';
import { ReasonField } from './reason-field.tsx';

/** 'Revoke consent' at a parent's request: asks why in a dialog (the audit log keeps it), then revokes. */
export function RevokeConsentButton({ minorId, name }: { minorId: string; name: string }) {
  const [isOpen, setOpen] = useState(false);
  const revoke = useRevokeConsent();
  const form = useForm<z.input<typeof revokeConsentSchema>, unknown, RevokeConsentInput>({
    resolver: zodResolver(revokeConsentSchema),
    defaultValues: { reason: '' },
  });

  const onOpenChange = (open: boolean) => {
    setOpen(open);
    if (!open) {
      form.reset();
      revoke.reset();
    }
  };

  const onSubmit = form.handleSubmit(({ reason }) =>
    revoke.mutate(
      { minorId, reason },
      {
        onSuccess: () => {
          toast.success(`Consent revoked for ${name}`, { description: 'Their gigs have left the catalogue.' });
          onOpenChange(false);
        },
      },
    ),
  );

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <Button
        variant="destructive"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`${ADMIN_TEXTS.revokeConsent} for ${name}`}
      >
        {ADMIN_TEXTS.revokeConsent}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`${ADMIN_TEXTS.revokeConsent} for ${name}`}</DialogTitle>
          <DialogDescription>
            Only when a parent asks. {name}'s gigs leave the catalogue at once, and the parent will have to consent
            again.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          {revoke.isError && (
            <Alert variant="error">{errorMessage(revoke.error, 'Could not revoke consent. Please try again.')}</Alert>
          )}
          <ReasonField registration={form.register('reason')} error={form.formState.errors.reason?.message} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={revoke.isPending}>
              {revoke.isPending ? 'Revoking...' : ADMIN_TEXTS.revokeConsent}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
