import { GIG_LIMITS, GIG_MESSAGES, gigInputSchema, type GigDetail, type GigInput } from '@teenfreelance/contracts/gigs';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@teenfreelance/contracts/uploads';

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
}

export const EMPTY_WIZARD_VALUES: WizardValues = {
  title: '',
  shortDescription: '',
  price: '',
  deliveryDays: '',
  category: '',
  description: '',
  tags: [],
  images: [],
};

export const WIZARD_STEPS = ['Basic Info', 'Description', 'Tags', 'Gallery'] as const;
export type WizardStep = 1 | 2 | 3 | 4;

export type WizardField = keyof WizardValues;
export type WizardErrors = Partial<Record<WizardField, string>>;
/** Sets one field as typed (and clears its problem, in the wizard). */
export type SetWizardValue = <K extends WizardField>(field: K, value: WizardValues[K]) => void;

const STEP_FIELDS: Record<WizardStep, readonly WizardField[]> = {
  1: ['title', 'shortDescription', 'price', 'deliveryDays', 'category'],
  2: ['description'],
  3: ['tags'],
  4: ['images'],
};

function toNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** The first message of a field checked with the contract's own schema (the server's messages). */
function checkField(field: WizardField, values: WizardValues): string | undefined {
  const shape = gigInputSchema.shape;
  switch (field) {
    case 'title':
    case 'shortDescription':
    case 'description': {
      const result = shape[field].safeParse(values[field]);
      return result.success ? undefined : result.error.issues[0]?.message;
    }
    case 'price':
    case 'deliveryDays': {
      const value = toNumber(values[field]);
      if (value === undefined) return GIG_MESSAGES.requiredSection;
      const result = shape[field].safeParse(value);
      if (result.success) return undefined;
      // Not a number at all reads as "fill this in".
      return Number.isNaN(value) ? GIG_MESSAGES.requiredSection : result.error.issues[0]?.message;
    }
    case 'category':
      return values.category === '' ? GIG_MESSAGES.requiredSection : undefined;
    case 'tags': {
      const result = shape.tags.safeParse(values.tags);
      return result.success ? undefined : result.error.issues[0]?.message;
    }
    case 'images': {
      if (values.images.some((image) => image.status === 'uploading'))
        return 'Please wait until the images finish uploading';
      const stored = values.images.filter((image) => image.status === 'done');
      if (stored.length < GIG_LIMITS.imagesMin) return GIG_MESSAGES.imagesRequired;
      if (stored.length > GIG_LIMITS.imagesMax) return GIG_MESSAGES.imagesMax;
      return undefined;
    }
  }
}

/**
 * The problems of one step, field by field. On step 1 a blank field reads
 * 'Please fill all required fields in this section' (the specification's step message).
 */
export function validateStep(step: WizardStep, values: WizardValues): WizardErrors {
  const errors: WizardErrors = {};
  for (const field of STEP_FIELDS[step]) {
    const message = checkField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
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

/** The first step with a problem, or null when the whole gig is valid (the submit re-check). */
export function firstInvalidStep(values: WizardValues): WizardStep | null {
  for (const step of [1, 2, 3, 4] as const) {
    if (Object.keys(validateStep(step, values)).length > 0) return step;
  }
  return null;
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

/** The API body for valid values. */
export function toGigInput(values: WizardValues): GigInput {
  return {
    title: values.title.trim(),
    shortDescription: values.shortDescription.trim(),
    price: Number(values.price),
    deliveryDays: Number(values.deliveryDays),
    category: values.category as GigInput['category'],
    description: values.description.trim(),
    tags: values.tags,
    imageIds: values.images.flatMap((image) => (image.status === 'done' && image.id ? [image.id] : [])),
  };
}

/** The wizard prefilled with a gig (editing). */
export function fromGig(gig: GigDetail): WizardValues {
  return {
    title: gig.title,
    shortDescription: gig.shortDescription,
    price: String(gig.price),
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
  };
}
