import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, type AuthUserResponse } from './auth.ts';
import { BLANK_PASSWORD_MESSAGE, newPasswordSchema } from './passwords.ts';
import { signUpRoleSchema } from './users.ts';

/** GET (`?token=`) the consent request a parent's link opens; POST the parent's consent. */
export const PARENTAL_CONSENT_PATH = '/api/accounts/parental-consent';
export const RESEND_PARENTAL_CONSENT_PATH = '/api/accounts/me/parental-consent/resend';

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
/** From this age the law's work hours end and 'Approve new gigs' is off (decisions 0084, 0086, 0087). */
export const RELAXED_AGE = 16;
/** How long a parental consent link stays valid. */
export const CONSENT_LINK_DAYS = 7;

/** The parts of a user that decide whether they may sell. */
export interface SellerStanding {
  role: 'buyer' | 'freelancer' | 'admin' | 'guardian';
  parentalConsent: 'not_required' | 'pending' | 'granted';
  /** A guardian paused the teen's selling from /family (decision 0083). */
  sellingPaused: boolean;
}

/**
 * Whether this user's gigs may be public and bought: freelancers only, a
 * minor only once a parent or guardian has consented and while that guardian
 * has not paused their selling. The one rule for gig
 * visibility, checkout and the pages that say why a gig is not public.
 */
export function canSellPublicly(user: SellerStanding): boolean {
  return user.role === 'freelancer' && user.parentalConsent !== 'pending' && !user.sellingPaused;
}

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

/** Providers known to deliver `first.last@` and `firstlast@` to one mailbox; googlemail.com is gmail.com. */
const DOTS_IGNORED = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The mailbox an address reaches, for telling whether two addresses are one
 * inbox: lower case, without a `+tag`, and for Gmail without dots in the local
 * part. For comparing only: never send to it. (docs/decisions/0028)
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at);
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  const dotless = DOTS_IGNORED.get(domain);
  return dotless ? `${local.replaceAll('.', '')}@${dotless}` : `${local}@${domain}`;
}

/** Whether two addresses reach the same inbox (see {@link mailboxOf}). */
export const isSameMailbox = (a: string, b: string) => mailboxOf(a) === mailboxOf(b);

/**
 * A display name with an email, phone number, link or app handle in it
 * (docs/decisions/0062, "Names"): names reach minors, so nobody may pass
 * contact details through one. Checked on the server only; see
 * screening/display-name.ts.
 */
export const NAME_CONTACT_DETAILS = 'Names cannot contain contact details (an email, phone number, link or app handle)';

export const registerMessages = {
  nameContactDetails: NAME_CONTACT_DETAILS,
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
  notAnAdult: `This date of birth means you are under ${ADULT_AGE}: answer "Yes" to the under-18 question`,
  passwordsDoNotMatch: 'Passwords do not match',
  terms: 'You must agree to the Terms of Service',
} as const;

/**
 * What is wrong with a freelancer's date of birth and under-18 answer on
 * `today`, as the message to show, or null when the date is real, says 13 or
 * older, and agrees with the answer. Under 13 is refused whatever the answer.
 * The form checks it on the browser's clock, the server again on its own.
 */
export function dateOfBirthIssue(
  dateOfBirth: string | undefined,
  isMinor: boolean | null | undefined,
  today: Date,
): string | null {
  if (!dateOfBirth) return registerMessages.dateOfBirthRequired;
  const age = ageOn(dateOfBirth, today);
  if (age === null) return registerMessages.dateOfBirthInvalid;
  if (age < MINIMUM_AGE) return registerMessages.tooYoung;
  if (isMinor === true && age >= ADULT_AGE) return registerMessages.notAMinor;
  if (isMinor === false && age < ADULT_AGE) return registerMessages.notAnAdult;
  return null;
}

/**
 * The under-18 answer, the date of birth every freelancer gives, and for a
 * minor the parent or guardian. Any freelancer sign-up spreads these into its
 * schema and checks them with {@link addMinorIssues}.
 */
export const minorFields = {
  /** The under-18 answer: null while the form's question is unanswered; left out by an API client. */
  isMinor: z.boolean().nullable().optional(),
  /** YYYY-MM-DD; every freelancer. The server derives minor status from it, not from `isMinor`. */
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

/**
 * A freelancer's age answer, date of birth and, for a minor, the parental
 * details, as the specification's messages. `today` is the checking side's
 * clock.
 */
export function addMinorIssues(
  values: MinorValues,
  issue: (path: string, message: string) => void,
  today: Date = new Date(),
): void {
  if (values.isMinor === undefined) issue('isMinor', registerMessages.ageConfirmationService);
  else if (values.isMinor === null) issue('isMinor', registerMessages.ageConfirmation);
  const dateProblem = dateOfBirthIssue(values.dateOfBirth, values.isMinor, today);
  if (dateProblem) issue('dateOfBirth', dateProblem);
  if (values.isMinor !== true) return;

  if (values.parentConsent !== true) issue('parentConsent', registerMessages.parentalConsent);
  if (!values.parentName) issue('parentName', registerMessages.parentName);

  const parentEmail = values.parentEmail ?? '';
  if (!parentEmail) issue('parentEmail', registerMessages.parentEmailRequired);
  else if (!isEmail(parentEmail)) issue('parentEmail', registerMessages.parentEmailInvalid);
  else if (typeof values.email === 'string' && isSameMailbox(parentEmail, values.email))
    issue('parentEmail', registerMessages.parentEmailSameAsYours);

  const parentPhone = values.parentPhone ?? '';
  if (!parentPhone) issue('parentPhone', registerMessages.parentPhoneRequired);
  else if (!PHONE.test(parentPhone)) issue('parentPhone', registerMessages.parentPhoneInvalid);
}

/**
 * The register form and `POST /api/auth/sign-up`. Buyers send name, email,
 * password, confirmPassword, role and agreeToTerms; freelancers also answer
 * `isMinor` and give their date of birth, which must agree with the answer;
 * a minor adds a parent or guardian's name, email and phone, and confirms the
 * parent agrees (`parentConsent`).
 */
export const registerSchema = z
  .object({
    name: requiredText('Name is required', 100, 'Name must be at most 100 characters'),
    email: requiredText('Email is invalid', 254, 'Email is invalid').pipe(z.email('Email is invalid')),
    password: newPasswordSchema({
      missing: ALL_FIELDS_REQUIRED,
      tooShort: `Password must be at least ${PASSWORD_MIN} characters`,
      blank: BLANK_PASSWORD_MESSAGE,
    }),
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

/** Who may consent for a minor, as the parent states it on the consent page. */
export const PARENT_RELATIONSHIPS = { parent: 'Parent', legal_guardian: 'Legal guardian' } as const;
export type ParentRelationship = keyof typeof PARENT_RELATIONSHIPS;
const relationshipValues = Object.keys(PARENT_RELATIONSHIPS) as [ParentRelationship, ...ParentRelationship[]];

/**
 * `POST /api/accounts/parental-consent`: the parent confirms their own name and
 * their relationship to the teen, and agrees.
 */
export const giveParentalConsentSchema = z.object({
  token: z.string({ error: 'This consent link is invalid' }).min(1, 'This consent link is invalid').max(200),
  parentName: z
    .string({ error: 'Your full name is required' })
    .trim()
    .min(2, 'Your full name is required')
    .max(100, 'Name must be at most 100 characters'),
  relationship: z.enum(relationshipValues, { error: 'Please choose your relationship to the teen' }),
  agree: z.literal(true, { error: 'You must agree to give consent' }),
});
export type GiveParentalConsentInput = z.infer<typeof giveParentalConsentSchema>;

export const parentalConsentResultSchema = z.object({
  teenName: z.string(),
  consentedAt: z.string(),
  /** The one-time link's token for the parent's family account (`/family/join?token=`), also emailed to them. */
  familyToken: z.string(),
});
export type ParentalConsentResult = z.infer<typeof parentalConsentResultSchema>;

/** `POST /api/accounts/me/parental-consent/resend`: where the new link went (masked). */
export const resendParentalConsentResultSchema = z.object({ sentTo: z.string(), expiresAt: z.string() });
export type ResendParentalConsentResult = z.infer<typeof resendParentalConsentResultSchema>;

/**
 * Consent asked for or given from a session of the teen's own account (any of
 * its sessions): a teen cannot consent for themselves.
 */
export const CONSENT_BY_TEEN_REFUSED =
  'You are signed in to the account this consent is for. Only a parent or guardian can give it: if that is you, log out first and open the link from your email again.';

/** The error message of an expired, reused or unknown consent link. */
export const CONSENT_LINK_INVALID =
  'This consent link has expired or has already been used. Ask your teen to send a new one from their profile.';
