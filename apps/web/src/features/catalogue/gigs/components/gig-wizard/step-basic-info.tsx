import { CATEGORIES } from '@teenfreelance/contracts/categories';
import { GIG_LIMITS } from '@teenfreelance/contracts/gigs';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, type FieldControlProps } from '../../../../../components/ui/form-field.tsx';
import { Input } from '../../../../../components/ui/input.tsx';
import { Select } from '../../../../../components/ui/select.tsx';
import { Textarea } from '../../../../../components/ui/textarea.tsx';
import {
  fieldMessage,
  type TypedField,
  type WizardErrors,
  type WizardField,
  type WizardValues,
} from './wizard-values.ts';

interface StepBasicInfoProps {
  values: WizardValues;
  errors: WizardErrors;
  /** An input's wiring to the wizard's form. */
  field: (name: TypedField) => UseFormRegisterReturn<TypedField>;
  /** The wiring of a field, marked and described by the wizard (its own message or the section's). */
  controlFor: (control: FieldControlProps, field: WizardField) => FieldControlProps;
}

/** Step 1: title, short description, price, delivery time and category. */
export function StepBasicInfo({ values, errors, field, controlFor }: StepBasicInfoProps) {
  return (
    <div className="grid gap-5">
      <FormField
        label="Gig title"
        error={fieldMessage(errors, 'title')}
        hint={`${values.title.length}/${GIG_LIMITS.titleMax}`}
      >
        {(control) => (
          <Input
            {...controlFor(control, 'title')}
            {...field('title')}
            maxLength={GIG_LIMITS.titleMax}
            placeholder="I will design a modern logo for your brand"
          />
        )}
      </FormField>
      <FormField
        label="Short description"
        error={fieldMessage(errors, 'shortDescription')}
        hint={`${values.shortDescription.length}/${GIG_LIMITS.shortDescriptionMax}`}
      >
        {(control) => (
          <Textarea
            {...controlFor(control, 'shortDescription')}
            {...field('shortDescription')}
            maxLength={GIG_LIMITS.shortDescriptionMax}
            rows={3}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Price ($)" error={fieldMessage(errors, 'price')} hint="From $5 to $1000">
          {(control) => (
            <Input
              {...controlFor(control, 'price')}
              {...field('price')}
              type="number"
              inputMode="decimal"
              min={GIG_LIMITS.priceMin}
              max={GIG_LIMITS.priceMax}
              step="0.01"
            />
          )}
        </FormField>
        <FormField label="Delivery time (days)" error={fieldMessage(errors, 'deliveryDays')} hint="From 1 to 30 days">
          {(control) => (
            <Input
              {...controlFor(control, 'deliveryDays')}
              {...field('deliveryDays')}
              type="number"
              inputMode="numeric"
              min={GIG_LIMITS.deliveryMin}
              max={GIG_LIMITS.deliveryMax}
              step="1"
            />
          )}
        </FormField>
      </div>
      <FormField label="Category" error={fieldMessage(errors, 'category')}>
        {(control) => (
          <Select
            {...controlFor(control, 'category')}
            {...field('category')}
            // The chosen category is the select's default: react-hook-form reads a select whose
            // choice differs from its default as one the browser filled in, and would take that.
            defaultValue={values.category}
          >
            <option value="">Select a category</option>
            {CATEGORIES.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </div>
  );
}
