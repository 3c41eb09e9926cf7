import { zodResolver } from '@hookform/resolvers/zod';
import { CHECKOUT_TEXTS, payInputSchema, type PayInput } from '@teenfreelance/contracts/checkout';
import { useForm } from 'react-hook-form';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { FormField } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';

interface CardFormProps {
  defaultValues?: Partial<PayInput>;
  /** The pay button's text ('Pay $104.00'). */
  submitLabel: string;
  isSubmitting: boolean;
  /** The server's refusal, shown above the fields (a declined card...). */
  error?: string | null;
  onSubmit: (input: PayInput) => void;
}

const EMPTY: PayInput = { fullName: '', email: '', billingAddress: '', cardNumber: '', expiry: '', cvc: '' };

/**
 * The payment form: name, email, billing address and card, every field
 * required and checked by the same schema the server checks with. The card
 * goes to the server once, with the payment, and is never kept in the page.
 */
export function CardForm({ defaultValues, submitLabel, isSubmitting, error, onSubmit }: CardFormProps) {
  const form = useForm<PayInput>({
    resolver: zodResolver(payInputSchema),
    defaultValues: { ...EMPTY, ...defaultValues },
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="grid gap-4">
      {error && <Alert variant="error">{error}</Alert>}
      <FormField label={CHECKOUT_TEXTS.fullName} error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="cc-name" required {...form.register('fullName')} />}
      </FormField>
      <FormField label={CHECKOUT_TEXTS.email} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" required {...form.register('email')} />}
      </FormField>
      <FormField label={CHECKOUT_TEXTS.billingAddress} error={errors.billingAddress?.message}>
        {(control) => (
          <Input {...control} autoComplete="street-address" required {...form.register('billingAddress')} />
        )}
      </FormField>
      <FormField
        label={CHECKOUT_TEXTS.cardInformation}
        error={errors.cardNumber?.message}
        hint={CHECKOUT_TEXTS.testCards}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            required
            {...form.register('cardNumber')}
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Expiry date" error={errors.expiry?.message}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={CHECKOUT_TEXTS.expiryPlaceholder}
              maxLength={5}
              required
              {...form.register('expiry')}
            />
          )}
        </FormField>
        <FormField label={CHECKOUT_TEXTS.cvcPlaceholder} error={errors.cvc?.message}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder={CHECKOUT_TEXTS.cvcPlaceholder}
              maxLength={3}
              required
              {...form.register('cvc')}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? CHECKOUT_TEXTS.processing : submitLabel}
      </Button>
    </form>
  );
}
