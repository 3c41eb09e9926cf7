import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { GigDetail } from '@teenfreelance/contracts/gigs';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../../components/ui/alert.tsx';
import { Button } from '../../../../../components/ui/button.tsx';
import type { FieldControlProps } from '../../../../../components/ui/form-field.tsx';
import { StepBasicInfo } from './step-basic-info.tsx';
import { StepDescription } from './step-description.tsx';
import { StepGallery } from './step-gallery.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { StepTags } from './step-tags.tsx';
import { StepQuestions, type QuestionErrors } from './step-questions.tsx';
import { useGigPictures } from './use-gig-pictures.ts';
import {
  EMPTY_WIZARD_VALUES,
  STEP_FIELDS,
  WIZARD_STEPS,
  addTag,
  isLeftoverTagIgnored,
  fieldMessage,
  fromGig,
  sectionMessage,
  wizardErrors,
  wizardSchema,
  type TypedField,
  type WizardField,
  type WizardImage,
  type WizardQuestion,
  type WizardStep,
  type WizardValues,
} from './wizard-values.ts';

interface GigWizardProps {
  /** The gig being edited; a new gig when absent. */
  gig?: GigDetail;
  isSubmitting: boolean;
  onSubmit: (values: WizardValues) => void;
  onCancel: () => void;
}

/**
 * The four-step gig wizard: basic info, full description, tags, gallery.
 * One form over the contract's gig input (`wizardSchema`); Continue checks
 * the current step's fields only (`trigger`); pictures upload as soon as they
 * are chosen, each with its progress bar.
 */
export function GigWizard({ gig, isSubmitting, onSubmit, onCancel }: GigWizardProps) {
  const [step, setStep] = useState<WizardStep>(1);
  const form = useForm({
    resolver: zodResolver(wizardSchema),
    defaultValues: gig ? fromGig(gig) : EMPTY_WIZARD_VALUES,
  });
  const values = form.watch();
  const errors = wizardErrors(form.formState.errors);
  /** Whether `errors` come from the submit re-check ('Please fill all required fields') rather than Continue. */
  const [isSubmitCheck, setIsSubmitCheck] = useState(false);
  /** Bumped by each refused Continue or submit, so focus moves to the first marked field after that render. */
  const [refusedAttempt, setRefusedAttempt] = useState(0);
  const [tagInput, setTagInput] = useState('');
  const [tagError, setTagError] = useState<string | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sectionMessageId = useId();
  const pictures = useGigPictures(values.images, updateImages);
  // Derived, not stored: it goes as soon as the last field it speaks for is fixed (a tag added, a field filled).
  const message = sectionMessage(errors, isSubmitCheck);

  useEffect(() => {
    if (refusedAttempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedAttempt]);

  /** An input's wiring to the form: typing clears its problem (checked again on Continue). */
  function field(name: TypedField) {
    return form.register(name, { onChange: () => form.clearErrors(name) });
  }

  /** Tags are added and removed by the wizard; a change clears their problem. */
  function setTags(tags: string[]) {
    form.setValue('tags', tags);
    form.clearErrors('tags');
  }

  function setQuestions(questions: WizardQuestion[]) {
    form.setValue('requirements', questions);
    form.clearErrors('requirements');
  }

  /** Each question's problems from the last check (its words, a choice's options). */
  function questionErrors(): (QuestionErrors | undefined)[] {
    const found = form.formState.errors.requirements;
    if (!Array.isArray(found)) return [];
    return found.map((item: unknown) => {
      const at = (key: 'question' | 'options') => {
        const entry = (item as Record<string, unknown> | undefined)?.[key];
        if (Array.isArray(entry)) return (entry.find(Boolean) as { message?: string } | undefined)?.message;
        return (entry as { message?: string } | undefined)?.message;
      };
      return { question: at('question'), options: at('options') };
    });
  }

  function updateImages(update: (images: WizardImage[]) => WizardImage[]) {
    form.setValue('images', update(form.getValues('images')));
  }

  function goTo(next: WizardStep) {
    setStep(next);
    form.clearErrors();
    setIsSubmitCheck(false);
    headingRef.current?.focus();
  }

  function refuse(isSubmit: boolean) {
    setIsSubmitCheck(isSubmit);
    setRefusedAttempt((count) => count + 1);
  }

  /**
   * A tag typed but not yet added counts when the user moves on: people press
   * Continue rather than Enter. Text that cannot be a tag anyway (five tags
   * already, or a tag already there) is left out, as the line under the box
   * said; answers false when the tag is refused for another reason.
   */
  function addPendingTag(): boolean {
    if (tagInput.trim() === '') return true;
    const result = addTag(form.getValues('tags'), tagInput);
    if (result.error && !isLeftoverTagIgnored(result.error)) {
      setTagError(result.error);
      return false;
    }
    setTagInput('');
    setTagError(undefined);
    if (!result.error) setTags(result.tags);
    return true;
  }

  /** Checks this step's fields with the form's schema; moves on, or stays with the problems shown. */
  async function onContinue() {
    if (step === 3 && !addPendingTag()) return;
    if (!(await form.trigger(STEP_FIELDS[step]))) {
      refuse(false);
      return;
    }
    if (step < 4) goTo((step + 1) as WizardStep);
  }

  async function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step < 4) {
      await onContinue();
      return;
    }
    for (const checked of [1, 2, 3, 4] as const) {
      if (await form.trigger(STEP_FIELDS[checked])) continue;
      setStep(checked);
      // On the gallery itself its own message is the clearer one; sent back to an earlier step, the spec's re-check message.
      refuse(checked !== 4);
      return;
    }
    onSubmit(form.getValues());
  }

  function onAddTag() {
    const result = addTag(values.tags, tagInput);
    setTagError(result.error);
    if (!result.error) {
      setTags(result.tags);
      setTagInput('');
    }
  }

  function onRemoveTag(tag: string) {
    setTags(values.tags.filter((item) => item !== tag));
  }

  function onTagInputChange(text: string) {
    setTagInput(text);
    setTagError(undefined);
  }

  /**
   * The wiring of a field: marked invalid for any problem; described by its
   * own message, or by the section's when that is what it is missing.
   */
  function controlFor(control: FieldControlProps, name: WizardField): FieldControlProps {
    const isSectionProblem = errors[name] !== undefined && fieldMessage(errors, name) === undefined;
    const describedBy = [control['aria-describedby'], isSectionProblem && message ? sectionMessageId : undefined]
      .filter(Boolean)
      .join(' ');
    return { ...control, 'aria-invalid': errors[name] !== undefined, 'aria-describedby': describedBy || undefined };
  }

  function onFilesChosen(files: File[]) {
    form.clearErrors('images');
    pictures.addFiles(files);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onFormSubmit(event)}
      className="grid gap-6 rounded-xl border bg-background p-6 shadow-sm"
    >
      <StepIndicator step={step} />
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        Step {step} of 4: {WIZARD_STEPS[step - 1]}
      </h2>
      {message && (
        <Alert id={sectionMessageId} variant="error">
          {message}
        </Alert>
      )}

      {step === 1 && <StepBasicInfo values={values} errors={errors} field={field} controlFor={controlFor} />}
      {step === 2 && (
        <>
          <StepDescription description={values.description} error={errors.description} field={field('description')} />
          <StepQuestions questions={values.requirements} errors={questionErrors()} onChange={setQuestions} />
        </>
      )}
      {step === 3 && (
        <StepTags
          tags={values.tags}
          tagInput={tagInput}
          error={tagError ?? errors.tags}
          onTagInputChange={onTagInputChange}
          onAddTag={onAddTag}
          onRemoveTag={onRemoveTag}
        />
      )}
      {step === 4 && (
        <StepGallery
          images={values.images}
          message={pictures.tooManyMessage ?? errors.images}
          isInvalid={errors.images !== undefined}
          refusedFiles={pictures.refusedFiles}
          onFilesChosen={onFilesChosen}
          onRemoveImage={pictures.removeImage}
        />
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-5">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <div className="flex gap-2">
          {step > 1 && (
            <Button variant="outline" onClick={() => goTo((step - 1) as WizardStep)}>
              Previous
            </Button>
          )}
          {step < 4 ? (
            // Distinct keys: React must not turn the clicked Continue into the submit button mid-click.
            <Button key="continue" onClick={() => void onContinue()}>
              Continue
            </Button>
          ) : (
            <Button key="submit" type="submit" disabled={isSubmitting}>
              {isSubmitting ? (gig ? 'Saving...' : 'Publishing...') : gig ? 'Save Changes' : 'Publish Gig'}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
