import { GIG_LIMITS } from '@teenfreelance/contracts/gigs';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../../../components/ui/form-field.tsx';
import { Textarea } from '../../../../../components/ui/textarea.tsx';
import { cn } from '../../../../../lib/cn.ts';

interface StepDescriptionProps {
  description: string;
  error: string | undefined;
  /** The textarea's wiring to the wizard's form. */
  field: UseFormRegisterReturn;
}

/** Step 2: the full description, its count turning red near the limit. */
export function StepDescription({ description, error, field }: StepDescriptionProps) {
  const isNearLimit = description.length >= GIG_LIMITS.descriptionWarnAt;
  return (
    <FormField
      label="Full description"
      error={error}
      hint={
        <span className={cn(isNearLimit && 'font-medium text-destructive')}>
          {description.length}/{GIG_LIMITS.descriptionMax} characters
          {isNearLimit ? ' (approaching the limit)' : ''}
        </span>
      }
    >
      {(control) => (
        <Textarea
          {...control}
          {...field}
          maxLength={GIG_LIMITS.descriptionMax}
          rows={10}
          placeholder="Describe what you offer, what the buyer gets and what you need from them."
        />
      )}
    </FormField>
  );
}
