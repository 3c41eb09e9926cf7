import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@teenfreelance/contracts/money';
import {
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_TEXTS,
  disputeDecisionFormSchema,
  disputeOutcomes,
  type DisputeDecisionFormValues,
  type DisputeDecisionInput,
} from '@teenfreelance/contracts/orders';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useDecideDispute } from '../api/disputes.ts';

/** The decision: release, full refund, or a part of the price back (in dollars), with the reason both parties read. */
export function DisputeDecisionForm({ orderId, priceCents }: { orderId: string; priceCents: number }) {
  const legendId = useId();
  const decide = useDecideDispute(orderId);
  const schema = useMemo(() => disputeDecisionFormSchema(priceCents), [priceCents]);
  const form = useForm<DisputeDecisionFormValues, unknown, DisputeDecisionInput>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const outcome = form.watch('outcome');
  const submit = form.handleSubmit((input) =>
    decide.mutate(input, { onSuccess: () => toast.success('Decision sent to both parties') }),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 border-t pt-4">
      {decide.isError && (
        <Alert variant="error">{errorMessage(decide.error, 'Could not decide the dispute. Please try again.')}</Alert>
      )}
      <fieldset className="grid gap-2" aria-describedby={errors.outcome ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="mb-1 text-sm font-medium">
          {DISPUTE_TEXTS.adminDecide}
        </legend>
        {disputeOutcomes.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} {...form.register('outcome')} />
            {DISPUTE_OUTCOME_LABELS[value]}
          </label>
        ))}
        {errors.outcome && (
          <p id={`${legendId}-error`} className="text-sm font-medium text-destructive">
            {errors.outcome.message}
          </p>
        )}
      </fieldset>
      {outcome === 'partial_refund' && (
        <FormField
          label={DISPUTE_TEXTS.adminRefundLabel}
          error={errors.refund?.message}
          hint={`Less than the price, ${formatMoney(priceCents)}`}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              className="max-w-40"
              {...form.register('refund', { valueAsNumber: true })}
            />
          )}
        </FormField>
      )}
      <FormField label={DISPUTE_TEXTS.adminReasonLabel} error={errors.reason?.message}>
        {(control) => <Textarea {...control} rows={3} required {...form.register('reason')} />}
      </FormField>
      <div>
        <Button type="submit" disabled={decide.isPending}>
          {decide.isPending ? 'Saving...' : DISPUTE_TEXTS.adminDecide}
        </Button>
      </div>
    </form>
  );
}
