import { useId } from 'react';
import { ADMIN_TEXTS } from '@teenfreelance/contracts/admin';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Label } from '../../../../components/ui/label.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';

interface ReasonFieldProps {
  registration: UseFormRegisterReturn<'reason'>;
  error: string | undefined;
}

/** 'Why (kept in the audit log)': the reason every admin action carries; its error is announced. */
export function ReasonField({ registration, error }: ReasonFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{ADMIN_TEXTS.reasonLabel}</Label>
      <Textarea
        id={id}
        rows={2}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
