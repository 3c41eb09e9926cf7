import { JOB_TEXTS } from '@teenfreelance/contracts/job-posts';
import { formatCount } from '@teenfreelance/contracts/en-us';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROPOSAL_LIMITS,
  PROPOSAL_TEXTS,
  proposalFormSchema,
  type ProposalFormValues,
  type ProposalInput,
} from '@teenfreelance/contracts/proposals';
import { useEffect } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';

const FIELDS = ['coverLetter', 'price', 'deliveryDays'] as const;

interface ProposalFormProps {
  /** The proposal being edited, its price in dollars as the form shows it; empty for a new one. */
  proposal?: ProposalFormValues;
  submitLabel: string;
  submittingLabel: string;
  isSubmitting: boolean;
  /** The body to send: the price in cents, converted by the form's schema. */
  onSubmit: (input: ProposalInput) => void;
  /** Shown as a Cancel button when given (editing). */
  onCancel?: () => void;
  /** The refused save's error: its field messages are shown under their fields. */
  serverError?: unknown;
}

/** A freelancer's proposal: cover letter, price in dollars and delivery days, checked by the API's schema. */
export function ProposalForm({
  proposal,
  submitLabel,
  submittingLabel,
  isSubmitting,
  onSubmit,
  onCancel,
  serverError,
}: ProposalFormProps) {
  const defaultValues: DefaultValues<ProposalFormValues> = proposal ?? { coverLetter: '' };
  const form = useForm<ProposalFormValues, unknown, ProposalInput>({
    resolver: zodResolver(proposalFormSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const letter = form.watch('coverLetter');

  useEffect(() => {
    applyServerFieldErrors(form, serverError, FIELDS);
  }, [serverError, form]);

  const submit = form.handleSubmit(onSubmit);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField
        label={PROPOSAL_TEXTS.coverLetter}
        error={errors.coverLetter?.message}
        hint={`${letter?.length ?? 0} / ${formatCount(PROPOSAL_LIMITS.coverLetterMax)}`}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            maxLength={PROPOSAL_LIMITS.coverLetterMax}
            placeholder={PROPOSAL_TEXTS.coverLetterPlaceholder}
            {...form.register('coverLetter')}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={PROPOSAL_TEXTS.price} error={errors.price?.message}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              step="0.01"
              {...form.register('price', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField label={PROPOSAL_TEXTS.deliveryDays} error={errors.deliveryDays?.message}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              step="1"
              {...form.register('deliveryDays', { valueAsNumber: true })}
            />
          )}
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {JOB_TEXTS.cancel}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
