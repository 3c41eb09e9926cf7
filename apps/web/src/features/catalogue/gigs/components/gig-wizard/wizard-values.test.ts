import { GIG_MESSAGES } from '@teenfreelance/contracts/gigs';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_WIZARD_VALUES,
  STEP_FIELDS,
  addTag,
  fieldMessage,
  imageFileProblem,
  sectionMessage,
  toGigInput,
  wizardSchema,
  type WizardErrors,
  type WizardField,
  type WizardStep,
  type WizardValues,
} from './wizard-values.ts';

/** What Continue on `step` finds: the form's schema, first message per field of that step (as `trigger` shows it). */
function validateStep(step: WizardStep, values: WizardValues): WizardErrors {
  const result = wizardSchema.safeParse(values);
  const errors: WizardErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as WizardField;
    if (STEP_FIELDS[step].includes(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

const valid: WizardValues = {
  title: 'I will design your logo',
  shortDescription: 'A clean logo.',
  price: '25',
  deliveryDays: '3',
  category: 'graphic-design',
  description: 'A full description of the logo service.',
  tags: ['logo'],
  images: [
    { key: 'a', id: '7b0b1c1e-5b7c-4f57-9d61-2f4b5b0d9d11', previewUrl: '/x.webp', status: 'done', progress: 1 },
  ],
  requirements: [],
};

describe('wizard step validation', () => {
  it('step 1 asks to fill all required fields in this section when anything is blank', () => {
    const errors = validateStep(1, EMPTY_WIZARD_VALUES);
    expect(Object.keys(errors).sort()).toEqual(['category', 'deliveryDays', 'price', 'shortDescription', 'title']);
    expect(sectionMessage(errors, false)).toBe('Please fill all required fields in this section');
    // Said once, at the section: no blank field repeats it.
    for (const field of Object.keys(errors) as (keyof typeof errors)[]) {
      expect(fieldMessage(errors, field)).toBeUndefined();
    }
  });

  it('step 1 keeps a limit problem at its field, with no section message', () => {
    const errors = validateStep(1, { ...valid, price: '4' });
    expect(sectionMessage(errors, false)).toBeUndefined();
    expect(fieldMessage(errors, 'price')).toBe(GIG_MESSAGES.priceRange);
  });

  it('the section message goes once no field has a problem left', () => {
    expect(sectionMessage({ title: undefined, price: undefined }, false)).toBeUndefined();
    expect(sectionMessage({ title: GIG_MESSAGES.requiredSection }, true)).toBe('Please fill all required fields');
    expect(sectionMessage({ tags: undefined }, true)).toBeUndefined();
  });

  it('step 1 checks the limits: title 80, short description 150, price 5-1000, delivery 1-30', () => {
    expect(validateStep(1, { ...valid, title: 'x'.repeat(81) }).title).toBe(GIG_MESSAGES.titleTooLong);
    expect(validateStep(1, { ...valid, shortDescription: 'x'.repeat(151) }).shortDescription).toBe(
      GIG_MESSAGES.shortDescriptionTooLong,
    );
    expect(validateStep(1, { ...valid, price: '4.99' }).price).toBe(GIG_MESSAGES.priceRange);
    expect(validateStep(1, { ...valid, price: '1001' }).price).toBe(GIG_MESSAGES.priceRange);
    expect(validateStep(1, { ...valid, price: '1000' }).price).toBeUndefined();
    expect(validateStep(1, { ...valid, deliveryDays: '0' }).deliveryDays).toBe(GIG_MESSAGES.deliveryRange);
    expect(validateStep(1, { ...valid, deliveryDays: '31' }).deliveryDays).toBe(GIG_MESSAGES.deliveryRange);
    expect(validateStep(1, valid)).toEqual({});
  });

  it('step 2 requires the full description, at most 1000 characters', () => {
    expect(validateStep(2, { ...valid, description: '  ' }).description).toBe(
      'Please provide a full description for your service',
    );
    expect(validateStep(2, { ...valid, description: 'x'.repeat(1001) }).description).toBe(
      GIG_MESSAGES.descriptionTooLong,
    );
    expect(validateStep(2, { ...valid, description: 'x'.repeat(1000) })).toEqual({});
  });

  it('step 3 requires a tag; adding refuses duplicates and a sixth tag', () => {
    expect(validateStep(3, { ...valid, tags: [] }).tags).toBe(
      'Please add at least one tag to help clients find your service',
    );
    expect(addTag(['logo'], ' Logo ').error).toBe('Tag already exists');
    expect(addTag(['a', 'b', 'c', 'd', 'e'], 'f').error).toBe('Maximum 5 tags allowed');
    expect(addTag(['a'], '  brand ').tags).toEqual(['a', 'brand']);
    expect(addTag(['a'], '   ')).toEqual({ tags: ['a'] });
  });

  it('step 4 requires an uploaded image and waits for uploads to finish', () => {
    expect(validateStep(4, { ...valid, images: [] }).images).toBe('Please upload at least one image');
    expect(
      validateStep(4, { ...valid, images: [{ key: 'b', previewUrl: 'blob:x', status: 'uploading', progress: 0.5 }] })
        .images,
    ).toBe('Please wait until the images finish uploading');
    expect(validateStep(4, valid)).toEqual({});
  });

  it("refuses a file of another type or over 5 MB with the server's words, and leaves an untyped file to the server", () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe('Only JPEG, PNG or WebP images are allowed');
    expect(imageFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('Images must be 5 MB or smaller');
    expect(imageFileProblem({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeUndefined();
    expect(imageFileProblem({ type: '', size: 10 })).toBeUndefined();
  });

  it('step 1 reads a blank or non-number price or delivery time as a blank field, and checks the decimals', () => {
    expect(validateStep(1, { ...valid, price: '  ', deliveryDays: 'abc' })).toEqual({
      price: GIG_MESSAGES.requiredSection,
      deliveryDays: GIG_MESSAGES.requiredSection,
    });
    expect(validateStep(1, { ...valid, price: '25.999' }).price).toBe('Use at most two decimals');
    expect(validateStep(1, { ...valid, deliveryDays: '2.5' }).deliveryDays).toBe(GIG_MESSAGES.deliveryRange);
    expect(validateStep(1, { ...valid, category: 'not-a-category' }).category).toBe(GIG_MESSAGES.requiredSection);
  });

  it('the whole form is valid only when every step is', () => {
    expect(wizardSchema.safeParse(valid).success).toBe(true);
    expect(wizardSchema.safeParse({ ...valid, tags: [] }).success).toBe(false);
    expect(wizardSchema.safeParse({ ...valid, title: '' }).success).toBe(false);
  });

  it('builds the API body with numbers, the price in cents, and the stored image ids only', () => {
    const input = toGigInput({
      ...valid,
      images: [...valid.images, { key: 'c', previewUrl: 'blob:y', status: 'uploading', progress: 0.5 }],
    });
    expect(input).toMatchObject({ priceCents: 2500, deliveryDays: 3, imageIds: [valid.images[0]?.id] });
  });
});
