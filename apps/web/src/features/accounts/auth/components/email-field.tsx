import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';

/** The email field of the sign-in, sign-up and forgot-password forms. */
export function EmailField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  return (
    <FormField label="Email" error={error}>
      {(control) => (
        <Input {...control} type="email" autoComplete="email" placeholder="you@example.com" {...registration} />
      )}
    </FormField>
  );
}
