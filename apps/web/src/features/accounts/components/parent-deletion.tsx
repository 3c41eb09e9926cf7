import { PARENT_DELETE_TEXTS } from '@teenfreelance/contracts/privacy';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { useParentDeleteAccount } from '../api/parent-delete-account.ts';

/** Below the consent form: the parent may delete their child's account instead. */
export function ParentDeletion({
  token,
  removal,
}: {
  token: string;
  removal: ReturnType<typeof useParentDeleteAccount>;
}) {
  return (
    <section aria-labelledby="parent-deletion" className="grid gap-3 rounded-xl border border-dashed p-4">
      <h2 id="parent-deletion" className="font-semibold">
        {PARENT_DELETE_TEXTS.heading}
      </h2>
      <p className="text-sm text-muted-foreground">{PARENT_DELETE_TEXTS.description}</p>
      {removal.isError && (
        <Alert variant="error">{errorMessage(removal.error, 'Something went wrong. Please try again.')}</Alert>
      )}
      <div>
        <ConfirmButton
          label={PARENT_DELETE_TEXTS.button}
          question={PARENT_DELETE_TEXTS.question}
          pendingLabel={PARENT_DELETE_TEXTS.deleting}
          isPending={removal.isPending}
          variant="destructive"
          onConfirm={(close) => removal.mutate(token, { onSettled: close })}
        />
      </div>
    </section>
  );
}
