import { ADMIN_TEXTS } from '@teenfreelance/contracts/admin';
import { toast } from '../../../../lib/toast.ts';
import { useRevokeConsent } from '../api/revoke-consent.ts';
import { ReasonDialogButton } from './reason-dialog-button.tsx';

/** 'Revoke consent' at a parent's request: asks why in a dialog (the audit log keeps it), then revokes. */
export function RevokeConsentButton({ minorId, name }: { minorId: string; name: string }) {
  const revoke = useRevokeConsent();
  return (
    <ReasonDialogButton
      label={ADMIN_TEXTS.revokeConsent}
      title={`${ADMIN_TEXTS.revokeConsent} for ${name}`}
      description={`Only when a parent asks. ${name}'s gigs leave the catalogue at once, and the parent will have to consent again.`}
      pendingLabel="Revoking..."
      variant="destructive"
      mutation={revoke}
      errorFallback="Could not revoke consent. Please try again."
      onReason={(reason, close) =>
        revoke.mutate(
          { minorId, reason },
          {
            onSuccess: () => {
              toast.success(`Consent revoked for ${name}`, { description: 'Their gigs have left the catalogue.' });
              close();
            },
          },
        )
      }
    />
  );
}
