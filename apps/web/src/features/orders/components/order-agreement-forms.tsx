import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@teenfreelance/contracts/money';
import {
  AGREEMENT_TEXTS,
  EXTENSION_LIMITS,
  ORDER_TEXTS,
  orderTransitionSchema,
  partialRefundFormSchema,
  type Order,
  type OrderTransitionInput,
  type PartialRefundFormValues,
} from '@teenfreelance/contracts/orders';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';

/** Sends a transition; `onFailure` answers whether it showed the server's refusal itself (on a field). */
export type SendTransition = (input: OrderTransitionInput, onFailure?: (error: unknown) => boolean) => void;

export interface AgreementFormProps {
  order: Order;
  isSubmitting: boolean;
  onSubmit: SendTransition;
  onClose: () => void;
}

function FormButtons({ label, isSubmitting, onClose }: { label: string; isSubmitting: boolean; onClose: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? ORDER_TEXTS.busy : label}
      </Button>
      <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
        Back
      </Button>
    </div>
  );
}

type TransitionDraft = z.input<typeof orderTransitionSchema>;

/** The seller asks for more days, with a reason (the server's schema checks both). */
export function ExtensionForm({ isSubmitting, onSubmit, onClose }: AgreementFormProps) {
  const form = useForm<TransitionDraft, unknown, OrderTransitionInput>({
    resolver: zodResolver(orderTransitionSchema),
    defaultValues: { action: 'request_extension', days: 2, reason: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const errorOf = (field: 'days' | 'reason') => form.getFieldState(field, form.formState).error?.message;
  const submit = form.handleSubmit((input) =>
    onSubmit(input, (failure) => applyServerFieldErrors(form, failure, ['days', 'reason'])),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3 rounded-lg border p-4">
      <FormField
        label={AGREEMENT_TEXTS.extensionDaysLabel}
        error={errorOf('days')}
        hint={`${EXTENSION_LIMITS.minDays} to ${EXTENSION_LIMITS.maxDays} days`}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={EXTENSION_LIMITS.minDays}
            max={EXTENSION_LIMITS.maxDays}
            step="1"
            className="max-w-32"
            {...form.register('days', { valueAsNumber: true })}
          />
        )}
      </FormField>
      <FormField label={AGREEMENT_TEXTS.extensionReasonLabel} error={errorOf('reason')}>
        {(control) => <Textarea {...control} rows={3} required {...form.register('reason')} />}
      </FormField>
      <FormButtons label={ORDER_TEXTS.actions.request_extension} isSubmitting={isSubmitting} onClose={onClose} />
    </form>
  );
}

/** Either party proposes a part of the price to refund, in dollars, with why it is fair. */
export function PartialRefundForm({ order, isSubmitting, onSubmit, onClose }: AgreementFormProps) {
  const schema = useMemo(() => partialRefundFormSchema(order.priceCents), [order.priceCents]);
  const form = useForm<PartialRefundFormValues, unknown, OrderTransitionInput>({
    resolver: zodResolver(schema),
    defaultValues: { message: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    onSubmit(input, (failure) => applyServerFieldErrors(form, failure, ['refund', 'message'])),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3 rounded-lg border p-4">
      <FormField
        label={AGREEMENT_TEXTS.refundAmountLabel}
        error={errors.refund?.message}
        hint={AGREEMENT_TEXTS.refundHint(formatMoney(order.priceCents))}
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
      <FormField label={AGREEMENT_TEXTS.refundMessageLabel} error={errors.message?.message}>
        {(control) => <Textarea {...control} rows={3} required {...form.register('message')} />}
      </FormField>
      <FormButtons label={ORDER_TEXTS.actions.propose_partial_refund} isSubmitting={isSubmitting} onClose={onClose} />
    </form>
  );
}
