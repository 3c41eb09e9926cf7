import type { z } from 'zod';
import { NAME_CONTACT_DETAILS } from '../accounts.ts';
import { screenText } from './screen-text.ts';

/**
 * Whether a display name carries contact details, plain or disguised
 * (docs/decisions/0062, "Names"). Names reach minors (inbox, orders, email
 * subjects), so adults' names are screened too.
 */
export function nameHasContactDetails(name: string): boolean {
  return screenText(name).masked;
}

/**
 * `schema` that also refuses a `name` with contact details, with
 * NAME_CONTACT_DETAILS on the name field (400 VALIDATION_FAILED). For the
 * server's routes only: the web must not import this file, which would put
 * the whole screening engine (about 73 kB gzip, measured) into the register,
 * Google sign-up and profile chunks. The forms show the server's field error.
 */
export function refusingContactDetailsInName<T extends z.ZodType<{ name?: string | undefined }>>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    if (value.name !== undefined && nameHasContactDetails(value.name)) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: NAME_CONTACT_DETAILS });
    }
  });
}
