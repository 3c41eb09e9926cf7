import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCount } from '@teenfreelance/contracts/en-us';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  SAFETY_TEXTS,
  reportInputSchema,
  type ReportInput,
  type ReportTargetKind,
} from '@teenfreelance/contracts/safety';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSendReport } from '../api/send-report.ts';

interface ReportFormProps {
  targetKind: ReportTargetKind;
  targetId: string;
  /** Called once the report was received (closes the dialog). */
  onDone: () => void;
}

const errorClasses = 'text-sm font-medium text-destructive';

/** The report's reason (one of the list) and optional note, checked by the server's own schema. */
export function ReportForm({ targetKind, targetId, onDone }: ReportFormProps) {
  const id = useId();
  const report = useSendReport();
  const form = useForm<z.input<typeof reportInputSchema>, unknown, ReportInput>({
    resolver: zodResolver(reportInputSchema),
    defaultValues: { targetKind, targetId, note: '' },
  });
  const { errors } = form.formState;
  const noteLength = form.watch('note')?.length ?? 0;
  const reasonErrorId = `${id}-reason-error`;
  const noteHintId = `${id}-note-hint`;
  const noteErrorId = `${id}-note-error`;

  const onSubmit = form.handleSubmit(({ note, ...input }) =>
    report.mutate(note ? { ...input, note } : input, {
      onSuccess: () => {
        toast.success(SAFETY_TEXTS.received, { description: SAFETY_TEXTS.receivedDescription });
        onDone();
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      {report.isError && (
        <Alert variant="error">{errorMessage(report.error, 'Could not send the report. Please try again.')}</Alert>
      )}
      <fieldset
        role="radiogroup"
        aria-labelledby={`${id}-reason`}
        aria-describedby={errors.reason ? reasonErrorId : undefined}
        aria-invalid={errors.reason ? true : undefined}
        className="grid gap-2"
      >
        <legend id={`${id}-reason`} className="mb-2 text-sm font-medium">
          {SAFETY_TEXTS.reason}
        </legend>
        {REPORT_REASONS.map((reason) => (
          <label
            key={reason.value}
            className="flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary-soft"
          >
            <input
              type="radio"
              value={reason.value}
              className="size-4 shrink-0 accent-primary focus-ring"
              {...form.register('reason')}
            />
            {reason.label}
          </label>
        ))}
        {errors.reason?.message && (
          <p id={reasonErrorId} role="alert" className={errorClasses}>
            {errors.reason.message}
          </p>
        )}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>{SAFETY_TEXTS.note}</Label>
        <Textarea
          id={`${id}-note`}
          rows={3}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${noteHintId} ${noteErrorId}` : noteHintId}
          {...form.register('note')}
        />
        <p id={noteHintId} className="text-xs text-muted-foreground">
          {formatCount(noteLength)} / {formatCount(REPORT_NOTE_MAX)}
        </p>
        {errors.note?.message && (
          <p id={noteErrorId} role="alert" className={errorClasses}>
            {errors.note.message}
          </p>
        )}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? SAFETY_TEXTS.submitting : SAFETY_TEXTS.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
