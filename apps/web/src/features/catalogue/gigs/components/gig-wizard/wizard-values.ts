import {
  GIG_LIMITS,
  GIG_MESSAGES,
  gigInputSchema,
  gigPriceDollarsSchema,
  type GigDetail,
  type GigInput,
} from '@teenfreelance/contracts/gigs';
import { centsToDollars, dollarsToCents } from '@teenfreelance/contracts/money';
import {
  gigRequirementsSchema,
  type GigRequirementInput,
  type RequirementKind,
} from '@teenfreelance/contracts/order-requirements';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@teenfreelance/contracts/uploads';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';

/**
 * One picture in the wizard: uploading or uploaded (has an id). A refused
 * picture is no image at all: it takes none of the five places.
 */
export interface WizardImage {
  /** Stable key for the list. */
  key: string;
  /** What to show: an object URL while uploading, the thumbnail once stored. */
  previewUrl: string;
  status: 'uploading' | 'done';
  /** 0..1 */
  progress: number;
  /** The upload's (or existing image's) id once stored. */
  id?: string;
}

/** The wizard's form state: text as typed, so half-typed numbers can be shown and checked. */
export interface WizardValues {
  title: string;
  shortDescription: string;
  price: string;
  deliveryDays: string;
  category: string;
  description: string;
  tags: string[];
  images: WizardImage[];
  /** The questions for the buyer (decision 0094); a choice's options typed one a line. */
  requirements: WizardQuestion[];
}

/** A question as the wizard holds it: the options as typed, one a line, until sent. */
export interface WizardQuestion {
  kind: RequirementKind;
  question: string;
  required: boolean;
  optionsText: string;
}

export const BLANK_QUESTION: WizardQuestion = { kind: 'text', question: '', required: true, optionsText: '' };

/** A choice's options from the text typed one a line (blank lines left out). */
export const optionsOf = (question: WizardQuestion): string[] =>
  question.kind === 'choice'
    ? question.optionsText
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
    : [];

const toRequirement = (question: WizardQuestion): GigRequirementInput => ({
  kind: question.kind,
  question: question.question.trim(),
  required: question.required,
  options: optionsOf(question),
});

/** The questions as typed, checked as the server checks them (`gigRequirementsSchema`). */
const wizardQuestionsSchema = z
  .array(z.custom<WizardQuestion>())
  .transform((questions) => questions.map(toRequirement))
  .pipe(gigRequirementsSchema);

export const EMPTY_WIZARD_VALUES: WizardValues = {
  title: '',
  shortDescription: '',
  price: '',
  deliveryDays: '',
  category: '',
  description: '',
  tags: [],
  images: [],
  requirements: [],
};

export const WIZARD_STEPS = ['Basic Info', 'Description', 'Tags', 'Gallery'] as const;
export type WizardStep = 1 | 2 | 3 | 4;

export type WizardField = keyof WizardValues;
/** The fields typed into an input of their own (tags, pictures and questions are added and removed by the wizard). */
export type TypedField = Exclude<WizardField, 'tags' | 'images' | 'requirements'>;
export type WizardErrors = Partial<Record<WizardField, string>>;

/** What Continue checks on each step. */
export const STEP_FIELDS: Record<WizardStep, readonly WizardField[]> = {
  1: ['title', 'shortDescription', 'price', 'deliveryDays', 'category'],
  2: ['description', 'requirements'],
  3: ['tags'],
  4: ['images'],
};

const gigFields = gigInputSchema.shape;

/**
 * A number as typed: a blank or not-a-number text reads as "fill this in"
 * (the contract's own message for a missing number), the rest as the contract says.
 */
function typedNumber<T extends z.ZodType<number, number>>(schema: T) {
  return z
    .string()
    .transform((text) => (text.trim() === '' ? Number.NaN : Number(text)))
    .pipe(schema);
}

/** The pictures are ready to send: none still uploading, one to five stored. */
const wizardImagesSchema = z.array(z.custom<WizardImage>()).superRefine((images, ctx) => {
  const stored = images.filter((image) => image.status === 'done').length;
  if (images.some((image) => image.status === 'uploading'))
    ctx.addIssue({ code: 'custom', message: 'Please wait until the images finish uploading' });
  else if (stored < GIG_LIMITS.imagesMin) ctx.addIssue({ code: 'custom', message: GIG_MESSAGES.imagesRequired });
  else if (stored > GIG_LIMITS.imagesMax) ctx.addIssue({ code: 'custom', message: GIG_MESSAGES.imagesMax });
});

/**
 * The wizard's form: the contract's gig input, the price in dollars, with the numbers and the
 * category as typed and the pictures as the wizard holds them, so every step
 * shows the server's own messages. The API body is built by `toGigInput`.
 */
export const wizardSchema = gigInputSchema
  .omit({ imageIds: true, revisions: true, status: true, priceCents: true })
  .extend({
    // The price is typed in dollars; the body carries cents (toGigInput).
    price: typedNumber(gigPriceDollarsSchema),
    deliveryDays: typedNumber(gigFields.deliveryDays),
    category: z.string().pipe(gigFields.category),
    images: wizardImagesSchema,
    requirements: wizardQuestionsSchema,
  });

/** The first message of each field in the form's errors (a tag's own problem counts for the tags). */
export function wizardErrors(errors: FieldErrors<WizardValues>): WizardErrors {
  const found: WizardErrors = {};
  for (const field of Object.keys(EMPTY_WIZARD_VALUES) as WizardField[]) {
    const message = firstMessage(errors[field]);
    if (message !== undefined) found[field] = message;
  }
  return found;
}

/** A field's message, or for a list (the tags) its own message or its first item's. */
function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message !== '') return error.message;
  if (!Array.isArray(error)) return undefined;
  for (const item of error) {
    const message = firstMessage(item);
    if (message !== undefined) return message;
  }
  return undefined;
}

/**
 * The one message at the top of a step, or undefined while its fields have
 * no problem left. Blank fields on step 1 share 'Please fill all required
 * fields in this section', said once here while each blank field is only
 * marked; the submit re-check says 'Please fill all required fields' on the
 * step it sends the user back to. Every other problem is said at its field.
 */
export function sectionMessage(errors: WizardErrors, isSubmitCheck: boolean): string | undefined {
  const messages = Object.values(errors).filter((message) => message !== undefined);
  if (messages.length === 0) return undefined;
  if (isSubmitCheck) return GIG_MESSAGES.requiredAll;
  return messages.includes(GIG_MESSAGES.requiredSection) ? GIG_MESSAGES.requiredSection : undefined;
}

/** The message under a field: its own problem, never the section's (said once at the top of the step). */
export function fieldMessage(errors: WizardErrors, field: WizardField): string | undefined {
  const message = errors[field];
  return message === GIG_MESSAGES.requiredSection ? undefined : message;
}

/**
 * Why a chosen file cannot be a gig picture, said before sending it, in the
 * server's own words; undefined when only the server can tell (it checks the
 * content, and a file the browser could not type is left to it).
 */
export function imageFileProblem(file: { type: string; size: number }): string | undefined {
  const accepted: readonly string[] = UPLOAD_LIMITS.acceptedTypes;
  if (file.type !== '' && !accepted.includes(file.type)) return UPLOAD_MESSAGES.wrongType;
  if (file.size > UPLOAD_LIMITS.maxBytes) return UPLOAD_MESSAGES.tooLarge;
  return undefined;
}

/** Adds a tag, or says why not: 'Tag already exists' / 'Maximum 5 tags allowed'. */
export function addTag(tags: readonly string[], input: string): { tags: string[]; error?: string } {
  const tag = input.trim();
  if (tag === '') return { tags: [...tags] };
  if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
    return { tags: [...tags], error: GIG_MESSAGES.tagDuplicate };
  }
  if (tags.length >= GIG_LIMITS.tagsMax) return { tags: [...tags], error: GIG_MESSAGES.tagsMax };
  if (tag.length > GIG_LIMITS.tagMaxLength) {
    return { tags: [...tags], error: `Tags can be at most ${GIG_LIMITS.tagMaxLength} characters` };
  }
  return { tags: [...tags, tag] };
}

/**
 * Whether text left in the tag box cannot become a tag anyway: all five places
 * are taken, or it is a tag already. Continue then moves on without it (said
 * under the box while it is there: `leftoverTagHint`); any other problem stops.
 */
export function isLeftoverTagIgnored(problem: string | undefined): boolean {
  return problem === GIG_MESSAGES.tagsMax || problem === GIG_MESSAGES.tagDuplicate;
}

/** The line under a full tag box that still holds text: what Continue will do with it, and how to keep it. */
export function leftoverTagHint(tags: readonly string[], input: string): string | undefined {
  if (input.trim() === '' || tags.length < GIG_LIMITS.tagsMax) return undefined;
  return `You have ${GIG_LIMITS.tagsMax} tags, the most a gig can have: Continue leaves this text out. To add it, remove a tag first.`;
}

/** The API body for valid values: the price typed in dollars is sent in cents. */
export function toGigInput(values: WizardValues): GigInput {
  return {
    title: values.title.trim(),
    shortDescription: values.shortDescription.trim(),
    priceCents: dollarsToCents(Number(values.price)),
    deliveryDays: Number(values.deliveryDays),
    category: values.category as GigInput['category'],
    description: values.description.trim(),
    tags: values.tags,
    imageIds: values.images.flatMap((image) => (image.status === 'done' && image.id ? [image.id] : [])),
    requirements: values.requirements.map(toRequirement),
  };
}

/** The wizard prefilled with a gig (editing). */
export function fromGig(gig: GigDetail): WizardValues {
  return {
    title: gig.title,
    shortDescription: gig.shortDescription,
    price: String(centsToDollars(gig.priceCents)),
    deliveryDays: String(gig.deliveryDays),
    category: gig.category,
    description: gig.description,
    tags: [...gig.tags],
    images: gig.images.map((image) => ({
      key: image.id,
      id: image.id,
      previewUrl: image.thumb,
      status: 'done' as const,
      progress: 1,
    })),
    requirements: gig.requirements.map((q) => ({
      kind: q.kind,
      question: q.question,
      required: q.required,
      optionsText: q.options.join('\n'),
    })),
  };
}
