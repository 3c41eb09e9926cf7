import { zodResolver } from '@hookform/resolvers/zod';
import { CATEGORIES } from '@teenfreelance/contracts/categories';
import {
  JOB_DEADLINES,
  JOB_LIMITS,
  JOB_TEXTS,
  jobFormSchema,
  type JobBody,
  type JobDetail,
  type JobFormValues,
  type JobInput,
} from '@teenfreelance/contracts/job-posts';
import { centsToDollars } from '@teenfreelance/contracts/money';
import { formatCount } from '@teenfreelance/contracts/en-us';
import { useEffect } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';

const FIELDS = ['title', 'description', 'category', 'budget.min', 'budget.max', 'deadline', 'skills'] as const;

/** The form's starting values: empty for a new post, the job's own for an edit. */
export function jobFormDefaults(job?: JobDetail): DefaultValues<JobFormValues> {
  if (!job) return { title: '', description: '', skills: '' };
  return {
    title: job.title,
    description: job.description,
    category: job.category.slug as JobFormValues['category'],
    budget: { min: centsToDollars(job.budget.minCents), max: centsToDollars(job.budget.maxCents) },
    deadline: job.deadline.value,
    skills: job.skills.join(', '),
  };
}

/**
 * What is sent: the checked values (the budget already in cents, converted
 * by the form's schema), the skills again as one comma-separated text.
 */
export function toJobBody(input: JobInput): JobBody {
  return { ...input, skills: input.skills.join(', ') };
}

interface JobFormProps {
  job?: JobDetail;
  submitLabel: string;
  submittingLabel: string;
  isSubmitting: boolean;
  onSubmit: (body: JobBody) => void;
  onCancel: () => void;
  /** The refused save's error: its field messages are shown under their fields. */
  serverError?: unknown;
}

/** The job post's fields, checked by the API's own schema: posting a job and editing one. */
export function JobForm({
  job,
  submitLabel,
  submittingLabel,
  isSubmitting,
  onSubmit,
  onCancel,
  serverError,
}: JobFormProps) {
  const form = useForm<JobFormValues, unknown, JobInput>({
    resolver: zodResolver(jobFormSchema),
    defaultValues: jobFormDefaults(job),
  });
  const { errors } = form.formState;
  const description = form.watch('description');

  useEffect(() => {
    applyServerFieldErrors(form, serverError, FIELDS);
  }, [serverError, form]);

  const submit = form.handleSubmit((input) => onSubmit(toJobBody(input)));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
      <FormField label={JOB_TEXTS.title} error={errors.title?.message}>
        {(control) => (
          <Input
            {...control}
            maxLength={JOB_LIMITS.titleMax}
            placeholder={JOB_TEXTS.titlePlaceholder}
            {...form.register('title')}
          />
        )}
      </FormField>
      <FormField
        label={JOB_TEXTS.description}
        error={errors.description?.message}
        hint={`${description?.length ?? 0} / ${formatCount(JOB_LIMITS.descriptionMax)}`}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            maxLength={JOB_LIMITS.descriptionMax}
            placeholder={JOB_TEXTS.descriptionPlaceholder}
            {...form.register('description')}
          />
        )}
      </FormField>
      <FormField label={JOB_TEXTS.category} error={errors.category?.message}>
        {(control) => (
          <Select {...control} defaultValue="" {...form.register('category')}>
            <option value="" disabled>
              {JOB_TEXTS.categoryPlaceholder}
            </option>
            {CATEGORIES.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={JOB_TEXTS.budgetMin} error={errors.budget?.min?.message}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              step="0.01"
              {...form.register('budget.min', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField label={JOB_TEXTS.budgetMax} error={errors.budget?.max?.message ?? errors.budget?.root?.message}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              step="0.01"
              {...form.register('budget.max', { valueAsNumber: true })}
            />
          )}
        </FormField>
      </div>
      <FormField label={JOB_TEXTS.deadline} error={errors.deadline?.message}>
        {(control) => (
          <Select {...control} defaultValue="" {...form.register('deadline')}>
            <option value="" disabled>
              {JOB_TEXTS.deadlinePlaceholder}
            </option>
            {JOB_DEADLINES.map((deadline) => (
              <option key={deadline.value} value={deadline.value}>
                {deadline.label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={JOB_TEXTS.skills} error={errors.skills?.message} hint={JOB_TEXTS.skillsHint}>
        {(control) => (
          <Input
            {...control}
            maxLength={JOB_LIMITS.skillsTextMax}
            placeholder={JOB_TEXTS.skillsPlaceholder}
            {...form.register('skills')}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {JOB_TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
