import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { CATEGORIES } from '@teenfreelance/contracts/categories';
import { GIG_LIMITS, GIG_MESSAGES, type GigDetail } from '@teenfreelance/contracts/gigs';
import { UPLOAD_LIMITS } from '@teenfreelance/contracts/uploads';
import { ImagePlus, X } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField, type FieldControlProps } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { cn } from '../../../../lib/cn.ts';
import { uploadImage } from '../../api/upload-image.ts';
import {
  EMPTY_WIZARD_VALUES,
  WIZARD_STEPS,
  addTag,
  fieldMessage,
  firstInvalidStep,
  fromGig,
  imageFileProblem,
  sectionMessage,
  validateStep,
  type WizardErrors,
  type WizardField,
  type WizardImage,
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

let imageCounter = 0;

/** A chosen file that did not become a picture, and why (the server's or the contract's words). */
interface RefusedFile {
  key: string;
  fileName: string;
  message: string;
}

function StepIndicator({ step }: { step: WizardStep }) {
  return (
    <ol className="mb-6 grid grid-cols-4 gap-2" aria-label="Steps">
      {WIZARD_STEPS.map((name, index) => {
        const number = index + 1;
        const isCurrent = number === step;
        return (
          <li key={name} aria-current={isCurrent ? 'step' : undefined} className="grid gap-1 text-center text-xs">
            <span className={cn('h-1.5 rounded-full', number <= step ? 'bg-primary' : 'bg-muted')} />
            <span className={cn(isCurrent ? 'font-semibold text-foreground' : 'text-muted-foreground')}>{name}</span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The four-step gig wizard: basic info, full description, tags, gallery.
 * Continue checks the current step with the contract's rules; pictures
 * upload as soon as they are chosen, each with its progress bar.
 */
export function GigWizard({ gig, isSubmitting, onSubmit, onCancel }: GigWizardProps) {
  const [step, setStep] = useState<WizardStep>(1);
  const [values, setValues] = useState<WizardValues>(() => (gig ? fromGig(gig) : EMPTY_WIZARD_VALUES));
  const [errors, setErrors] = useState<WizardErrors>({});
  /** Whether `errors` come from the submit re-check ('Please fill all required fields') rather than Continue. */
  const [isSubmitCheck, setIsSubmitCheck] = useState(false);
  /** Bumped by each refused Continue or submit, so focus moves to the first marked field after that render. */
  const [refusedAttempt, setRefusedAttempt] = useState(0);
  const [tagInput, setTagInput] = useState('');
  const [tagError, setTagError] = useState<string | undefined>();
  const [imageError, setImageError] = useState<string | undefined>();
  const [refusedFiles, setRefusedFiles] = useState<RefusedFile[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const uploads = useRef(new Map<string, AbortController>());
  const sectionMessageId = useId();
  const imagesMessageId = useId();
  // Derived, not stored: it goes as soon as the last field it speaks for is fixed (a tag added, a field filled).
  const message = sectionMessage(errors, isSubmitCheck);

  // Abort uploads still running when the wizard goes away.
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  useEffect(() => {
    if (refusedAttempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedAttempt]);

  function set<K extends keyof WizardValues>(field: K, value: WizardValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function updateImage(key: string, changes: Partial<WizardImage>) {
    setValues((current) => ({
      ...current,
      images: current.images.map((image) => (image.key === key ? { ...image, ...changes } : image)),
    }));
  }

  function goTo(next: WizardStep) {
    setStep(next);
    setErrors({});
    setIsSubmitCheck(false);
    headingRef.current?.focus();
  }

  function refuse(found: WizardErrors, isSubmit: boolean) {
    setErrors(found);
    setIsSubmitCheck(isSubmit);
    setRefusedAttempt((count) => count + 1);
  }

  /**
   * A tag typed but not yet added counts when the user moves on: people press
   * Continue rather than Enter. Answers the values to check, or null when the tag is refused.
   */
  function withPendingTag(current: WizardValues): WizardValues | null {
    if (tagInput.trim() === '') return current;
    const result = addTag(current.tags, tagInput);
    if (result.error) {
      setTagError(result.error);
      return null;
    }
    setTagInput('');
    setTagError(undefined);
    const next = { ...current, tags: result.tags };
    setValues(next);
    return next;
  }

  function onContinue() {
    const current = step === 3 ? withPendingTag(values) : values;
    if (current === null) return;
    const found = validateStep(step, current);
    if (Object.keys(found).length > 0) {
      refuse(found, false);
      return;
    }
    if (step < 4) goTo((step + 1) as WizardStep);
  }

  function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step < 4) {
      onContinue();
      return;
    }
    const invalid = firstInvalidStep(values);
    if (invalid !== null) {
      setStep(invalid);
      // On the gallery itself its own message is the clearer one; sent back to an earlier step, the spec's re-check message.
      refuse(validateStep(invalid, values), invalid !== 4);
      return;
    }
    onSubmit(values);
  }

  function onAddTag() {
    const result = addTag(values.tags, tagInput);
    setTagError(result.error);
    if (!result.error) {
      set('tags', result.tags);
      setTagInput('');
    }
  }

  /**
   * The wiring of a field: marked invalid for any problem; described by its
   * own message, or by the section's when that is what it is missing.
   */
  function controlFor(control: FieldControlProps, field: WizardField) {
    const isSectionProblem = errors[field] !== undefined && fieldMessage(errors, field) === undefined;
    const describedBy = [control['aria-describedby'], isSectionProblem && message ? sectionMessageId : undefined]
      .filter(Boolean)
      .join(' ');
    return { ...control, 'aria-invalid': errors[field] !== undefined, 'aria-describedby': describedBy || undefined };
  }

  function onTagKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      onAddTag();
    }
  }

  function onFilesChosen(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const refused: RefusedFile[] = [];
    const acceptable: File[] = [];
    for (const file of files) {
      imageCounter += 1;
      const problem = imageFileProblem(file);
      if (problem) refused.push({ key: `refused-${imageCounter}`, fileName: file.name, message: problem });
      else acceptable.push(file);
    }
    // Refused files take no place: the room is for the pictures that can be uploaded.
    const room = Math.max(GIG_LIMITS.imagesMax - values.images.length, 0);
    setImageError(acceptable.length > room ? GIG_MESSAGES.imagesMax : undefined);
    setRefusedFiles(refused);
    setErrors((current) => ({ ...current, images: undefined }));
    for (const file of acceptable.slice(0, room)) {
      imageCounter += 1;
      const key = `new-${imageCounter}`;
      const previewUrl = URL.createObjectURL(file);
      const image: WizardImage = { key, previewUrl, status: 'uploading', progress: 0 };
      setValues((current) => ({ ...current, images: [...current.images, image] }));
      const controller = new AbortController();
      uploads.current.set(key, controller);
      uploadImage(file, { signal: controller.signal, onProgress: (progress) => updateImage(key, { progress }) })
        .then((stored) => updateImage(key, { status: 'done', progress: 1, id: stored.id }))
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          // The server refused it (or it never arrived): no tile, its place freed, and the reason said.
          URL.revokeObjectURL(previewUrl);
          setValues((current) => ({ ...current, images: current.images.filter((item) => item.key !== key) }));
          setRefusedFiles((current) => [
            ...current,
            { key, fileName: file.name, message: errorMessage(error, 'The upload failed. Please try again.') },
          ]);
        })
        .finally(() => uploads.current.delete(key));
    }
  }

  function onRemoveImage(image: WizardImage) {
    uploads.current.get(image.key)?.abort();
    if (image.previewUrl.startsWith('blob:')) URL.revokeObjectURL(image.previewUrl);
    setImageError(undefined);
    setValues((current) => ({ ...current, images: current.images.filter((item) => item.key !== image.key) }));
  }

  const imagesMessage = imageError ?? errors.images;
  const descriptionLength = values.description.length;
  const isNearDescriptionLimit = descriptionLength >= GIG_LIMITS.descriptionWarnAt;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onFormSubmit}
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

      {step === 1 && (
        <div className="grid gap-5">
          <FormField
            label="Gig title"
            error={fieldMessage(errors, 'title')}
            hint={`${values.title.length}/${GIG_LIMITS.titleMax}`}
          >
            {(control) => (
              <Input
                {...controlFor(control, 'title')}
                value={values.title}
                maxLength={GIG_LIMITS.titleMax}
                placeholder="I will design a modern logo for your brand"
                onChange={(event) => set('title', event.target.value)}
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
                value={values.shortDescription}
                maxLength={GIG_LIMITS.shortDescriptionMax}
                rows={3}
                onChange={(event) => set('shortDescription', event.target.value)}
              />
            )}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Price ($)" error={fieldMessage(errors, 'price')} hint="From $5 to $1000">
              {(control) => (
                <Input
                  {...controlFor(control, 'price')}
                  type="number"
                  inputMode="decimal"
                  min={GIG_LIMITS.priceMin}
                  max={GIG_LIMITS.priceMax}
                  step="0.01"
                  value={values.price}
                  onChange={(event) => set('price', event.target.value)}
                />
              )}
            </FormField>
            <FormField
              label="Delivery time (days)"
              error={fieldMessage(errors, 'deliveryDays')}
              hint="From 1 to 30 days"
            >
              {(control) => (
                <Input
                  {...controlFor(control, 'deliveryDays')}
                  type="number"
                  inputMode="numeric"
                  min={GIG_LIMITS.deliveryMin}
                  max={GIG_LIMITS.deliveryMax}
                  step="1"
                  value={values.deliveryDays}
                  onChange={(event) => set('deliveryDays', event.target.value)}
                />
              )}
            </FormField>
          </div>
          <FormField label="Category" error={fieldMessage(errors, 'category')}>
            {(control) => (
              <Select
                {...controlFor(control, 'category')}
                value={values.category}
                onChange={(event) => set('category', event.target.value)}
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
      )}

      {step === 2 && (
        <FormField
          label="Full description"
          error={errors.description}
          hint={
            <span className={cn(isNearDescriptionLimit && 'font-medium text-destructive')}>
              {descriptionLength}/{GIG_LIMITS.descriptionMax} characters
              {isNearDescriptionLimit ? ' (approaching the limit)' : ''}
            </span>
          }
        >
          {(control) => (
            <Textarea
              {...control}
              value={values.description}
              maxLength={GIG_LIMITS.descriptionMax}
              rows={10}
              placeholder="Describe what you offer, what the buyer gets and what you need from them."
              onChange={(event) => set('description', event.target.value)}
            />
          )}
        </FormField>
      )}

      {step === 3 && (
        <div className="grid gap-4">
          <FormField
            label="Tags"
            error={tagError ?? errors.tags}
            hint={`Press Enter to add a tag (${values.tags.length}/${GIG_LIMITS.tagsMax})`}
          >
            {(control) => (
              <div className="flex gap-2">
                <Input
                  {...control}
                  value={tagInput}
                  maxLength={GIG_LIMITS.tagMaxLength}
                  onChange={(event) => {
                    setTagInput(event.target.value);
                    setTagError(undefined);
                  }}
                  onKeyDown={onTagKeyDown}
                />
                <Button variant="outline" onClick={onAddTag}>
                  Add
                </Button>
              </div>
            )}
          </FormField>
          {values.tags.length > 0 && (
            <ul aria-label="Added tags" className="flex flex-wrap gap-2">
              {values.tags.map((tag) => (
                <li key={tag} className="flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm">
                  {tag}
                  <button
                    type="button"
                    onClick={() =>
                      set(
                        'tags',
                        values.tags.filter((item) => item !== tag),
                      )
                    }
                    aria-label={`Remove tag ${tag}`}
                    className="rounded-full p-1 hover:bg-background focus-ring"
                  >
                    <X aria-hidden="true" className="size-3" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {step === 4 && (
        <div className="grid gap-4">
          <div>
            <label
              className={cn(
                buttonLikeUpload,
                values.images.length >= GIG_LIMITS.imagesMax && 'pointer-events-none opacity-60',
              )}
            >
              <ImagePlus aria-hidden="true" className="size-6 text-primary" />
              <span className="font-medium">Add images</span>
              <span className="text-xs text-muted-foreground">
                JPEG, PNG or WebP, up to 5 MB each ({values.images.length}/{GIG_LIMITS.imagesMax})
              </span>
              <input
                type="file"
                accept={UPLOAD_LIMITS.acceptedTypes.join(',')}
                multiple
                className="sr-only"
                onChange={onFilesChosen}
                disabled={values.images.length >= GIG_LIMITS.imagesMax}
                aria-invalid={errors.images !== undefined}
                aria-describedby={imagesMessage ? imagesMessageId : undefined}
              />
            </label>
          </div>
          {imagesMessage && (
            <p id={imagesMessageId} className="text-sm font-medium text-destructive">
              {imagesMessage}
            </p>
          )}
          {refusedFiles.length > 0 && (
            <Alert variant="error">
              <ul className="grid gap-1">
                {refusedFiles.map((refusal) => (
                  <li key={refusal.key}>
                    <span className="font-medium break-all">{refusal.fileName}</span> was not added: {refusal.message}
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          {values.images.length > 0 && (
            <ul aria-label="Chosen images" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {values.images.map((image, index) => (
                <li key={image.key} className="grid gap-2 rounded-lg border p-2">
                  <img
                    src={image.previewUrl}
                    alt={`Image ${index + 1}`}
                    width={240}
                    height={160}
                    className="aspect-[3/2] w-full rounded-md object-cover"
                  />
                  {image.status === 'uploading' && (
                    <div
                      role="progressbar"
                      aria-label={`Uploading image ${index + 1}`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(image.progress * 100)}
                      className="h-2 overflow-hidden rounded-full bg-muted"
                    >
                      <div className="h-full bg-primary transition-all" style={{ width: `${image.progress * 100}%` }} />
                    </div>
                  )}
                  {image.status === 'done' && <p className="text-xs text-success">Uploaded</p>}
                  <Button variant="ghost" size="sm" onClick={() => onRemoveImage(image)}>
                    <X aria-hidden="true" />
                    Remove image {index + 1}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
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
            <Button key="continue" onClick={onContinue}>
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

const buttonLikeUpload =
  'flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-dashed p-6 text-center hover:border-primary focus-within:outline-2 focus-within:outline-ring';
