/**
 * Profiles.
 *
 * GET   /api/profiles/:id       — anyone: the public profile (PublicProfile).
 * GET   /api/profiles/me        — signed in: the owner's profile with private fields (OwnProfile).
 * PATCH /api/profiles/me        — signed in: edit one's own profile (ProfileUpdate); only ever the caller's.
 * POST  /api/profiles/me/avatar — signed in: multipart, one image field `file`; answers { avatarUrl }.
 *
 * Privacy: email, phone, personal info, age and date of birth are only ever
 * sent to their owner; a minor's location is never public (docs/decisions/0018).
 */
import { z } from 'zod';
import { NAME_CONTACT_DETAILS } from './accounts.ts';
import { parentalConsentStateSchema, roleSchema } from './users.ts';

/** The caller's own profile; anyone's public one is `profilePath` (api-paths.ts). */
export const OWN_PROFILE_PATH = '/api/profiles/me';
export const OWN_AVATAR_PATH = '/api/profiles/me/avatar';

export const SKILLS_MAX = 20;
export const SKILL_MAX_LENGTH = 40;
export const BIO_MAX = 1000;
export const BIO_MIN = 10;
export const NAME_MIN = 2;
/** The bio is collapsed after this many characters, with Show more / Show less. */
export const BIO_COLLAPSED_LENGTH = 100;

/** How quickly a freelancer usually answers; shown on their profile. */
export const RESPONSE_TIMES = ['Within 1 hour', 'Within a few hours', 'Within 24 hours', 'Within 2 days'] as const;
export const responseTimeSchema = z.enum(RESPONSE_TIMES, { error: 'Choose a response time from the list' });

/**
 * Skills as typed: trimmed, blanks dropped, duplicates (ignoring case) dropped,
 * first spelling kept. Used by the form's Add button and by the server.
 */
export function normalizeSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of skills) {
    const skill = raw.trim();
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    out.push(skill);
  }
  return out;
}

/** Whether `zone` is an IANA time zone the runtime knows (Intl refuses others). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

export const personalInfoSchema = z.object({
  firstName: optionalText(50, 'First name'),
  lastName: optionalText(50, 'Last name'),
  city: optionalText(80, 'City'),
  country: optionalText(80, 'Country'),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

/** The edit form and `PATCH /api/profiles/me`. Every field is optional; what is sent is checked. */
export const profileUpdateSchema = z.object({
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(NAME_MIN, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters')
    .optional(),
  // Optional: an empty bio clears it; a bio that is given has at least 10 characters.
  bio: z
    .string()
    .trim()
    .max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`)
    .refine((v) => v.length === 0 || v.length >= BIO_MIN, 'Bio must be at least 10 characters')
    .optional(),
  skills: z
    .array(z.string().max(SKILL_MAX_LENGTH, `A skill must be at most ${SKILL_MAX_LENGTH} characters`))
    .max(SKILLS_MAX * 2, `At most ${SKILLS_MAX} skills`)
    .transform(normalizeSkills)
    .refine((v) => v.length <= SKILLS_MAX, `At most ${SKILLS_MAX} skills`)
    .optional(),
  responseTime: responseTimeSchema.nullable().optional(),
  phone: z
    .string()
    .trim()
    .max(30, 'Phone number is invalid')
    .regex(/^[+\d\s().-]*$/, 'Phone number is invalid')
    .optional(),
  personalInfo: personalInfoSchema.partial().optional(),
  /** Email me about messages I have not read for 15 minutes (notifications). */
  messageEmails: z.boolean().optional(),
  /** The browser's IANA time zone, sent with each save: a teen's work hours are read in it (decision 0086). */
  timeZone: z.string().max(64).refine(isTimeZone, 'Time zone is not known').optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const profileIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** What anyone may see. No email, phone, personal info, age or date of birth; no location for minors. */
export const publicProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  role: roleSchema,
  isPro: z.boolean(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  /** Freelancers only; null for others. */
  responseTime: z.string().nullable(),
  memberSince: z.string(),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  /** Public services of a freelancer (0 for others). */
  serviceCount: z.number().int(),
  /** Adults only; always null for a minor. */
  location: z.object({ city: z.string().nullable(), country: z.string().nullable() }).nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The owner's own view: everything, including private fields and the parental consent state. */
export const ownProfileSchema = publicProfileSchema.extend({
  email: z.string(),
  phone: z.string().nullable(),
  personalInfo: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
  }),
  isMinor: z.boolean(),
  dateOfBirth: z.string().nullable(),
  parentalConsent: parentalConsentStateSchema,
  provider: z.enum(['password', 'google']),
  /** Whether messages left unread for 15 minutes are emailed (one email per conversation). */
  messageEmails: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const publicProfileResponseSchema = z.object({ profile: publicProfileSchema });
export const ownProfileResponseSchema = z.object({ profile: ownProfileSchema });
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;
export type OwnProfileResponse = z.infer<typeof ownProfileResponseSchema>;

export const avatarResponseSchema = z.object({ avatarUrl: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  nameContactDetails: NAME_CONTACT_DETAILS,
  updateFailedTitle: 'Update failed',
  updateFailedFallback: 'Failed to update profile',
  noUser: 'No authenticated user found',
  notFound: 'Profile not found',
  loading: 'Loading profile...',
  consentPending: 'Waiting for parental consent',
} as const;
