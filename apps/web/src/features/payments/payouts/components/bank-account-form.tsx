import { zodResolver } from '@hookform/resolvers/zod';
import { bankAccountInputSchema, type BankAccountInput } from '@teenfreelance/contracts/payouts';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { applyServerFieldErrors } from '../../../../lib/server-field-errors.ts';

interface BankAccountFormProps {
  defaultHolderName?: string;
  submitLabel: string;
  /** Sends the details; rejects with the server's refusal, whose field messages go onto the fields. */
  onSubmit: (input: BankAccountInput) => Promise<unknown>;
  /** The refusal's words when no field carries them. */
  fallbackError?: string | null;
}

type Output = z.output<typeof bankAccountInputSchema>;
const FIELDS = ['holderName', 'routingNumber', 'accountNumber'] as const;

/**
 * The bank account form, checked by the schema the server checks with; the
 * payout provider's refusal of a number (a routing number that fails the
 * bank's checksum) comes back onto its field. The account number goes to the
 * server once and is never kept in the page.
 */
export function BankAccountForm({
  defaultHolderName = '',
  submitLabel,
  onSubmit,
  fallbackError,
}: BankAccountFormProps) {
  const form = useForm<BankAccountInput, unknown, Output>({
    resolver: zodResolver(bankAccountInputSchema),
    defaultValues: { holderName: defaultHolderName, routingNumber: '', accountNumber: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(input: Output) {
    try {
      await onSubmit(input);
      form.reset({ holderName: input.holderName, routingNumber: '', accountNumber: '' });
    } catch (error) {
      applyServerFieldErrors(form, error, FIELDS);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-4">
      {fallbackError && <Alert variant="error">{fallbackError}</Alert>}
      <FormField label={PAYOUT_TEXTS.holderName} error={errors.holderName?.message}>
        {(control) => <Input {...control} autoComplete="name" required {...form.register('holderName')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={PAYOUT_TEXTS.routingNumber} error={errors.routingNumber?.message}>
          {(control) => (
            <Input {...control} inputMode="numeric" autoComplete="off" required {...form.register('routingNumber')} />
          )}
        </FormField>
        <FormField label={PAYOUT_TEXTS.accountNumber} error={errors.accountNumber?.message}>
          {(control) => (
            <Input {...control} inputMode="numeric" autoComplete="off" required {...form.register('accountNumber')} />
          )}
        </FormField>
      </div>
      <p className="text-xs text-muted-foreground">{PAYOUT_TEXTS.testNumbers}</p>
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? PAYOUT_TEXTS.saving : submitLabel}
      </Button>
    </form>
  );
}
