import { hashOneTimeToken, newOneTimeToken } from '../../email/one-time-tokens.ts';
import type { FastifyBaseLogger } from 'fastify';
import {
  CONSENT_LINK_DAYS,
  CONSENT_LINK_INVALID,
  type ParentalConsentRequest,
  type ParentalConsentResult,
  type RegisterValues,
  type ResendParentalConsentResult,
} from '@teenfreelance/contracts/accounts';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../email/mailer.ts';
import { AppError, conflict, forbidden, rateLimited } from '../../http/errors.ts';
import type { AuthResult, AuthService } from '../auth/auth.service.ts';
import { refreshSellerGigVisibility } from '../gigs/gigs.service.ts';
import { parentalConsentEmail } from './accounts.emails.ts';
import { canResendParentalConsent } from './accounts.policy.ts';
import {
  deleteUser,
  findConsentByUserId,
  findOpenConsentByTokenHash,
  insertParentalConsent,
  markMinorPendingConsent,
  recordConsent,
  replaceConsentToken,
} from './accounts.repository.ts';

export interface AccountsDeps {
  db: Database;
  mailer: Mailer;
  authService: AuthService;
  /** Links in emails start with it. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** A teen may ask for a new consent email once a minute. */
export const RESEND_COOLDOWN_SECONDS = 60;
const CONSENT_LINK_MS = CONSENT_LINK_DAYS * 24 * 60 * 60 * 1000;

/** A fresh one-time token and its hash (only the hash is stored), valid for the consent link's lifetime. */
function newConsentToken(now: Date) {
  return { ...newOneTimeToken(), expiresAt: new Date(now.getTime() + CONSENT_LINK_MS) };
}

const consentLinkInvalid = () => new AppError('NOT_FOUND', CONSENT_LINK_INVALID);

/** "parent@example.com" -> "p*****@example.com": enough for the teen to recognise, no more. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(1, local.length - 1))}@${domain}`;
}

async function sendConsentEmail(
  deps: AccountsDeps,
  to: { parentEmail: string; parentName: string; teenName: string; token: string },
): Promise<void> {
  const link = `${deps.publicUrl}/parental-consent?token=${encodeURIComponent(to.token)}`;
  await deps.mailer.send(
    parentalConsentEmail({ to: to.parentEmail, parentName: to.parentName, teenName: to.teenName, link }),
  );
}

/** A minor's date of birth and parent or guardian, as checked by `addMinorIssues` (contracts/accounts.ts). */
export interface MinorDetails {
  dateOfBirth: string;
  parentName: string;
  parentEmail: string;
  parentPhone: string;
}

/**
 * Marks a new freelancer as a minor waiting for consent, stores their parent's
 * details and emails the parent a one-time consent link. Any sign-up path for
 * a minor freelancer (password, Google) ends here. If storing fails, the
 * account is removed: a minor never exists without a consent record.
 */
export async function requestParentalConsent(
  deps: AccountsDeps,
  teen: { id: string; name: string },
  details: MinorDetails,
): Promise<void> {
  const { token, tokenHash, expiresAt } = newConsentToken(new Date());
  const parent = {
    parentName: details.parentName,
    parentEmail: details.parentEmail.toLowerCase(),
    parentPhone: details.parentPhone,
  };
  try {
    await deps.db.transaction(async (tx) => {
      await markMinorPendingConsent(tx, teen.id, details.dateOfBirth);
      await insertParentalConsent(tx, { userId: teen.id, ...parent, tokenHash, expiresAt });
    });
  } catch (error) {
    await deleteUser(deps.db, teen.id);
    throw error;
  }
  try {
    await sendConsentEmail(deps, { ...parent, teenName: teen.name, token });
  } catch (error) {
    // The account stands; the teen can resend the email from their profile.
    deps.log.error({ err: error }, 'parental consent email could not be sent');
  }
}

/**
 * Creates an account and signs it in. A minor freelancer is stored as
 * waiting for consent, with their parent's details, and the parent is
 * emailed a one-time consent link.
 */
export async function register(deps: AccountsDeps, input: RegisterValues, headers: Headers): Promise<AuthResult> {
  const result = await deps.authService.signUp(
    { name: input.name, email: input.email, password: input.password, role: input.role },
    headers,
  );
  if (input.role !== 'freelancer' || input.isMinor !== true) return result;
  await requestParentalConsent(deps, result.user, {
    dateOfBirth: input.dateOfBirth ?? '',
    parentName: input.parentName ?? '',
    parentEmail: input.parentEmail ?? '',
    parentPhone: input.parentPhone ?? '',
  });
  return { ...result, user: { ...result.user, isMinor: true, parentalConsent: 'pending' } };
}

/** What the parent sees on the consent page; an expired, used or unknown link is refused. */
export async function getConsentRequest(db: Database, token: string): Promise<ParentalConsentRequest> {
  const consent = await findOpenConsentByTokenHash(db, hashOneTimeToken(token));
  if (!consent || consent.expiresAt.getTime() <= Date.now()) throw consentLinkInvalid();
  return { teenName: consent.teenName, parentName: consent.parentName, expiresAt: consent.expiresAt.toISOString() };
}

/**
 * The parent consents: records who, when and from where, spends the token,
 * and makes the teen's published gigs public.
 */
export async function giveConsent(
  db: Database,
  input: { token: string; parentName: string; ip: string },
): Promise<ParentalConsentResult> {
  const at = new Date();
  // One transaction: the consent is recorded and the teen's gigs become public together, or neither happens.
  const consent = await db.transaction(async (tx) => {
    const open = await findOpenConsentByTokenHash(tx, hashOneTimeToken(input.token), true);
    if (!open || open.expiresAt.getTime() <= at.getTime()) throw consentLinkInvalid();
    await recordConsent(tx, open, { name: input.parentName, ip: input.ip, at });
    await refreshSellerGigVisibility(tx, open.userId);
    return open;
  });
  return { teenName: consent.teenName, consentedAt: at.toISOString() };
}

/** Sends the parent a new link; the previous one stops working. Once a minute at most. */
export async function resendConsentEmail(deps: AccountsDeps, user: SessionUser): Promise<ResendParentalConsentResult> {
  if (!canResendParentalConsent(user)) {
    if (user.parentalConsent === 'granted') throw conflict('Your parent or guardian has already given consent');
    throw forbidden('Only a freelancer under 18 waiting for parental consent can send a consent email');
  }
  const consent = await findConsentByUserId(deps.db, user.id);
  if (!consent) throw forbidden('Only a freelancer under 18 waiting for parental consent can send a consent email');
  const now = new Date();
  const waitMs = consent.sentAt.getTime() + RESEND_COOLDOWN_SECONDS * 1000 - now.getTime();
  if (waitMs > 0) throw rateLimited(Math.ceil(waitMs / 1000));

  const { token, tokenHash, expiresAt } = newConsentToken(now);
  await replaceConsentToken(deps.db, consent.id, { tokenHash, expiresAt, sentAt: now });
  await sendConsentEmail(deps, {
    parentEmail: consent.parentEmail,
    parentName: consent.parentName,
    teenName: user.name,
    token,
  });
  return { sentTo: maskEmail(consent.parentEmail), expiresAt: expiresAt.toISOString() };
}
