import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_TEXTS, moderationInputSchema, type ModerationInput } from '@teenfreelance/contracts/admin';
import type { ReportTargetKind } from '@teenfreelance/contracts/safety';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDismissReports } from '../api/dismiss-reports.ts';
import { ReasonField } from './reason-field.tsx';

interface DismissFormProps {
  targetKind: ReportTargetKind;
  targetId: string;
  /** The id of the group's heading: describes the button among the queue's many 'Dismiss'. */
  headingId: string;
}

/** Dismisses a group's open reports, with the reason the audit log keeps (checked by the server's schema). */
export function DismissForm({ targetKind, targetId, headingId }: DismissFormProps) {
  const dismiss = useDismissReports();
  const form = useForm<z.input<typeof moderationInputSchema>, unknown, ModerationInput>({
    resolver: zodResolver(moderationInputSchema),
    defaultValues: { targetKind, targetId, reason: '' },
  });

  const onSubmit = form.handleSubmit((input) =>
    dismiss.mutate(input, {
      onSuccess: ({ resolved }) => toast.success(`Dismissed ${resolved === 1 ? '1 report' : `${resolved} reports`}`),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3 border-t pt-4">
      {dismiss.isError && (
        <Alert variant="error">{errorMessage(dismiss.error, 'Could not dismiss the reports. Please try again.')}</Alert>
      )}
      <ReasonField registration={form.register('reason')} error={form.formState.errors.reason?.message} />
      <div>
        <Button type="submit" variant="outline" disabled={dismiss.isPending} aria-describedby={headingId}>
          {dismiss.isPending ? 'Dismissing...' : ADMIN_TEXTS.dismiss}
        </Button>
      </div>
    </form>
  );
}
