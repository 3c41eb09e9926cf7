import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, type AuthUserResponse } from './auth.ts';
import { signUpRoleSchema } from './users.ts';

/**
 * Registration and parental consent. One schema for the register form
 * (zodResolver) and for `POST /api/auth/sign-up`, so every message of the
 * specification is written once.
 *
 * Two layers of the specification meet here: a field an API client leaves out
 * altogether gets the service-layer message ('All fields are required',
 * 'Age confirmation required for freelancers'); a field the form leaves blank
 * gets the form's message ('Name is required', 'Age confirmation is required').
 */

/** Nobody younger than this may register (QUALITY.md, "Protecting minors"). */
export const MINIMUM_AGE = 13;
/** Younger than this is a minor: a parent or guardian must consent. */
export const ADULT_AGE = 18;
/** How long a parental consent link stays valid. */
export const CONSENT_LINK_DAYS = 7;

export const ALL_FIELDS_REQUIRED = 'All fields are required';

const requiredText = (blankMessage: string, max: number, tooLong: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? ALL_FIELDS_REQUIRED : blankMessage) })
    .trim()
    .min(1, blankMessage)
    .max(max, tooLong);

const emailShape = z.email();
const isEmail = (value: string) => value.length <= 254 && emailShape.safeParse(value).success;
const PHONE = /^\+?[0-9 ().-]{7,20}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whole years between an ISO date of birth (YYYY-MM-DD) and `today` (UTC), or null when it is no real date. */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number | null {
  if (!ISO_DATE.test(dateOfBirth)) return null;
  const [year = 0, month = 0, day = 0] = dateOfBirth.split('-').map(Number);
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return null;
  if (born.getTime() > today.getTime()) return null;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export const registerMessages = {
  ageConfirmation: 'Age confirmation is required',
  ageConfirmationService: 'Age confirmation required for freelancers',
  parentalConsent: 'Parental consent is required',
  parentName: 'Parent/guardian name is required',
  parentEmailRequired: 'Parent/guardian email is required',
  parentEmailInvalid: 'Parent/guardian email is invalid',
  parentEmailSameAsYours: 'Parent/guardian email must be different from your own email',
  parentPhoneRequired: 'Parent/guardian phone is required',
  parentPhoneInvalid: 'Parent/guardian phone is invalid',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Date of birth is invalid',
  tooYoung: `You must be at least ${MINIMUM_AGE} years old to join TeenFreelance`,
  notAMinor: `This date of birth means you are ${ADULT_AGE} or older: answer "No" to the under-18 question`,
  passwordsDoNotMatch: 'Passwords do not match',
  terms: 'You must agree to the Terms of Service',
} as const;

/**
 * The under-18 answer and, for a minor, the date of birth and the parent or
 * guardian. Any freelancer sign-up (password or Google) spreads these into its
 * schema and checks them with {@link addMinorIssues}.
 */
export const minorFields = {
  /** The under-18 answer: null while the form's question is unanswered; left out by an API client. */
  isMinor: z.boolean().nullable().optional(),
  /** YYYY-MM-DD; minors only. */
  dateOfBirth: z.string().max(10).optional(),
  parentName: z.string().trim().max(100, 'Parent/guardian name must be at most 100 characters').optional(),
  parentEmail: z.string().trim().max(254, registerMessages.parentEmailInvalid).optional(),
  parentPhone: z.string().trim().max(20, registerMessages.parentPhoneInvalid).optional(),
  /** The teen confirms their parent or guardian agrees; the parent then confirms by email. */
  parentConsent: z.boolean().optional(),
};

export interface MinorValues {
  /** The teen's own email, when known: the parent's must differ. */
  email?: unknown;
  isMinor?: boolean | null | undefined;
  dateOfBirth?: string | undefined;
  parentName?: string | undefined;
  parentEmail?: string | undefined;
  parentPhone?: string | undefined;
  parentConsent?: boolean | undefined;
}

/** A freelancer's age answer and, for a minor, the parental details, as the specification's messages. */
export function addMinorIssues(values: MinorValues, issue: (path: string, message: string) => void): void {
  if (values.isMinor === undefined) issue('isMinor', registerMessages.ageConfirmationService);
  else if (values.isMinor === null) issue('isMinor', registerMessages.ageConfirmation);
  if (values.isMinor !== true) return;

  const dateOfBirth = values.dateOfBirth ?? '';
  const age = dateOfBirth ? ageOn(dateOfBirth) : null;
  if (!dateOfBirth) issue('dateOfBirth', registerMessages.dateOfBirthRequired);
  else if (age === null) issue('dateOfBirth', registerMessages.dateOfBirthInvalid);
  else if (age < MINIMUM_AGE) issue('dateOfBirth', registerMessages.tooYoung);
  else if (age >= ADULT_AGE) issue('dateOfBirth', registerMessages.notAMinor);

  if (values.parentConsent !== true) issue('parentConsent', registerMessages.parentalConsent);
  if (!values.parentName) issue('parentName', registerMessages.parentName);

  const parentEmail = values.parentEmail ?? '';
  if (!parentEmail) issue('parentEmail', registerMessages.parentEmailRequired);
  else if (!isEmail(parentEmail)) issue('parentEmail', registerMessages.parentEmailInvalid);
  else if (typeof values.email === 'string' && parentEmail.toLowerCase() === values.email.toLowerCase())
    issue('parentEmail', registerMessages.parentEmailSameAsYours);

  const parentPhone = values.parentPhone ?? '';
  if (!parentPhone) issue('parentPhone', registerMessages.parentPhoneRequired);
  else if (!PHONE.test(parentPhone)) issue('parentPhone', registerMessages.parentPhoneInvalid);
}

/**
 * The register form and `POST /api/auth/sign-up`. Buyers send name, email,
 * password, confirmPassword, role and agreeToTerms; freelancers also answer
 * `isMinor`, and a minor adds a date of birth, a parent or guardian's name,
 * email and phone, and confirms the parent agrees (`parentConsent`).
 */
export const registerSchema = z
  .object({
    name: requiredText('Name is required', 100, 'Name must be at most 100 characters'),
    email: requiredText('Email is invalid', 254, 'Email is invalid').pipe(z.email('Email is invalid')),
    password: z
      .string({
        error: (issue) =>
          issue.input === undefined ? ALL_FIELDS_REQUIRED : `Password must be at least ${PASSWORD_MIN} characters`,
      })
      .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    confirmPassword: z.string({ error: registerMessages.passwordsDoNotMatch }).max(PASSWORD_MAX),
    role: z.enum(signUpRoleSchema.options, {
      error: (issue) => (issue.input === undefined ? ALL_FIELDS_REQUIRED : 'Role must be buyer or freelancer'),
    }),
    agreeToTerms: z.boolean({ error: registerMessages.terms }),
    ...minorFields,
  })
  .superRefine((values, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (typeof values.confirmPassword === 'string' && values.confirmPassword !== values.password)
      issue('confirmPassword', registerMessages.passwordsDoNotMatch);
    if (values.agreeToTerms === false) issue('agreeToTerms', registerMessages.terms);
    if (values.role === 'freelancer') addMinorIssues(values, issue);
  });
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

/** `POST /api/auth/sign-up` answers the new session user. */
export type RegisterResponse = AuthUserResponse;

/** `GET /api/accounts/parental-consent?token=`: what the parent sees before agreeing. */
export const parentalConsentRequestSchema = z.object({
  /** The teen's display name (never their email). */
  teenName: z.string(),
  parentName: z.string(),
  expiresAt: z.string(),
});
export type ParentalConsentRequest = z.infer<typeof parentalConsentRequestSchema>;

export const parentalConsentTokenQuerySchema = z.object({
  token: z.string({ error: 'This consent link is invalid' }).min(1, 'This consent link is invalid').max(200),
});

/** `POST /api/accounts/parental-consent`: the parent agrees. */
export const giveParentalConsentSchema = z.object({
  token: z.string({ error: 'This consent link is invalid' }).min(1, 'This consent link is invalid').max(200),
  parentName: z
    .string({ error: 'Your full name is required' })
    .trim()
    .min(2, 'Your full name is required')
    .max(100, 'Name must be at most 100 characters'),
  agree: z.literal(true, { error: 'You must agree to give consent' }),
});
export type GiveParentalConsentInput = z.infer<typeof giveParentalConsentSchema>;

export const parentalConsentResultSchema = z.object({ teenName: z.string(), consentedAt: z.string() });
export type ParentalConsentResult = z.infer<typeof parentalConsentResultSchema>;

/** `POST /api/accounts/me/parental-consent/resend`: where the new link went (masked). */
export const resendParentalConsentResultSchema = z.object({ sentTo: z.string(), expiresAt: z.string() });
export type ResendParentalConsentResult = z.infer<typeof resendParentalConsentResultSchema>;

/** The error message of an expired, reused or unknown consent link. */
export const CONSENT_LINK_INVALID =
  'This consent link has expired or has already been used. Ask your teen to send a new one from their profile.';
