import { maskEmail } from '../../platform/email/mask-email.ts';
import type { PrivacyService } from './privacy/privacy.service.ts';
import { hashOneTimeToken, newOneTimeToken } from '../../platform/email/one-time-tokens.ts';
import {
  ADULT_AGE,
  ageOn,
  CONSENT_BY_TEEN_REFUSED,
  CONSENT_LINK_DAYS,
  CONSENT_LINK_INVALID,
  dateOfBirthIssue,
  type ParentRelationship,
  type ParentalConsentRequest,
  type ParentalConsentResult,
  type ResendParentalConsentResult,
} from '@teenfreelance/contracts/accounts';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../clock.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { PendingSignUpForm } from '../../db/schema/pending-sign-ups.ts';
import type { Mailer } from '../../platform/email/mailer.ts';
import type { BackgroundQueue } from '../../platform/background/background.ts';
import { conflict, forbidden, notFound, rateLimited, validationFailed } from '../../http/errors.ts';
import type { GigsService } from '../catalogue/gigs/gigs.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { defineAccountEmails, queueAccountEmail } from './accounts.email-tasks.ts';
import { issueGuardianInvite } from './family/family.invites.ts';
import { canResendParentalConsent } from './accounts.policy.ts';
import {
  findConsentByUserId,
  findOpenConsentByTokenHash,
  insertParentalConsent,
  recordConsent,
  recordFreelancerAge,
  replaceConsentToken,
} from './accounts.repository.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';

export interface AccountsService {
  /**
   * Gives an account that sign-up is creating what the form asked for, in the
   * transaction that creates it (features/accounts/sign-up): a freelancer's date
   * of birth and minor status, decided from the date alone on `at`; a minor is
   * stored as waiting for consent, with their parent's details, and the parent's
   * email with a one-time consent link is queued in the same transaction.
   */
  recordNewAccount(tx: DbOrTx, account: { id: string; name: string }, form: NewAccountForm, at: Date): Promise<void>;
  /** What the parent sees on the consent page; an expired, used or unknown link is refused, and so is the teen. */
  getConsentRequest(token: string, sessionUser: SessionUser | null): Promise<ParentalConsentRequest>;
  /**
   * The parent consents: records the name and relationship they confirmed, when,
   * and from which address and browser; spends the token; makes the teen's
   * published gigs public; and queues the teen's email about it.
   */
  giveConsent(input: ConsentGiven): Promise<ParentalConsentResult>;
  /**
   * A parent who has not consented deletes their child's account instead,
   * through the consent link (refused to the teen's own session, like consent).
   */
  deleteByParent(token: string, sessionUser: SessionUser | null): Promise<void>;
  /**
   * The parent or guardian who consented for a minor: the name they confirmed
   * and their email; null before consent (payouts go only to their account).
   */
  consentingGuardian(userId: string): Promise<{ name: string; email: string } | null>;
  /** Sends the parent a new link; the previous one stops working. Once a minute at most. */
  resendConsentEmail(
    user: Pick<SessionUser, 'id' | 'name' | 'role' | 'isMinor' | 'parentalConsent'>,
  ): Promise<ResendParentalConsentResult>;
}

export interface AccountsServiceDeps {
  db: Database;
  /** Account emails are queued in the transaction that causes them (decision 0059) and sent by its worker. */
  background: BackgroundQueue;
  mailer: Mailer;
  /** A consent makes the teen's published gigs public. */
  gigsService: Pick<GigsService, 'refreshSellerGigVisibility'>;
  /** The teen is told of the consent, and of each gig it made public. */
  notificationsService: Pick<NotificationsService, 'notify'>;
  /** Links in emails start with it. */
  publicUrl: string;
  clock: Clock;
  /** A parent's deletion of their child's account goes through the one erasure. */
  privacyService: Pick<PrivacyService, 'eraseAccount'>;
}

/** What a new account's form says about its age and parent. */
export type NewAccountForm = Pick<PendingSignUpForm, 'role' | 'dateOfBirth' | 'isMinor' | 'parent'>;

/** A parent's consent as the consent page sends it, with where it came from. */
export interface ConsentGiven {
  token: string;
  parentName: string;
  relationship: ParentRelationship;
  ip: string;
  userAgent: string | undefined;
  sessionUser: SessionUser | null;
}

/** A teen may ask for a new consent email once a minute. */
const RESEND_COOLDOWN_SECONDS = 60;
const CONSENT_LINK_MS = CONSENT_LINK_DAYS * DAY_MS;

/** A fresh one-time token and its hash (only the hash is stored), valid for the consent link's lifetime. */
function newConsentToken(now: Date) {
  return { ...newOneTimeToken(), expiresAt: new Date(now.getTime() + CONSENT_LINK_MS) };
}

const consentLinkInvalid = () => notFound('Consent link', CONSENT_LINK_INVALID);

/**
 * Whether a freelancer born on `dateOfBirth` is a minor on `today`, from the
 * date alone: the under-18 answer must agree, and under 13 is refused whatever
 * it says. The route's schema checked the same on its own clock; this is the
 * decision that is stored, so it is made here again.
 */
export function deriveIsMinor(
  dateOfBirth: string | undefined,
  isMinor: boolean | null | undefined,
  today: Date,
): boolean {
  const problem = dateOfBirthIssue(dateOfBirth, isMinor, today);
  const age = dateOfBirth ? ageOn(dateOfBirth, today) : null;
  if (problem || age === null) {
    throw validationFailed([{ path: 'body.dateOfBirth', message: problem ?? 'Date of birth is invalid' }]);
  }
  return age < ADULT_AGE;
}

/**
 * A teen cannot consent for themselves: refused from any session of the
 * teen's own account. Only a speed bump (a private window has no session);
 * docs/decisions/0028 says what email consent can and cannot prove.
 */
function refuseTeenSelfConsent(consent: { userId: string }, sessionUser: SessionUser | null): void {
  if (sessionUser?.id === consent.userId) throw forbidden(CONSENT_BY_TEEN_REFUSED);
}

/** Longest User-Agent kept with a consent: enough to tell browsers apart, bounded whatever a client sends. */
const USER_AGENT_MAX = 512;

export function createAccountsService(deps: AccountsServiceDeps): AccountsService {
  defineAccountEmails(deps.background, deps.mailer, deps.publicUrl);

  return {
    async recordNewAccount(tx, account, form, at) {
      if (form.role !== 'freelancer') return;
      const isMinor = deriveIsMinor(form.dateOfBirth ?? undefined, form.isMinor, at);
      await recordFreelancerAge(tx, account.id, { dateOfBirth: form.dateOfBirth ?? '', isMinor, at });
      if (!isMinor || !form.parent) return;
      const link = newConsentToken(at);
      const parentEmail = form.parent.email.toLowerCase();
      await insertParentalConsent(tx, {
        userId: account.id,
        parentName: form.parent.name,
        parentEmail,
        parentPhone: form.parent.phone,
        tokenHash: link.tokenHash,
        expiresAt: link.expiresAt,
      });
      await queueAccountEmail(tx, deps.background, link.tokenHash, {
        kind: 'parental-consent',
        parentEmail,
        parentName: form.parent.name,
        teenName: account.name,
        token: link.token,
      });
    },

    async consentingGuardian(userId) {
      const consent = await findConsentByUserId(deps.db, userId);
      if (!consent?.consentedAt) return null;
      return { name: consent.consentedByName ?? consent.parentName, email: consent.parentEmail };
    },

    async getConsentRequest(token, sessionUser) {
      const consent = await findOpenConsentByTokenHash(deps.db, hashOneTimeToken(token));
      if (!consent || consent.expiresAt.getTime() <= deps.clock.now().getTime()) throw consentLinkInvalid();
      refuseTeenSelfConsent(consent, sessionUser);
      return { teenName: consent.teenName, parentName: consent.parentName, expiresAt: consent.expiresAt.toISOString() };
    },

    async deleteByParent(token, sessionUser) {
      const consent = await findOpenConsentByTokenHash(deps.db, hashOneTimeToken(token));
      if (!consent || consent.expiresAt.getTime() <= deps.clock.now().getTime()) throw consentLinkInvalid();
      refuseTeenSelfConsent(consent, sessionUser);
      await deps.privacyService.eraseAccount(consent.userId);
    },

    async giveConsent(input) {
      const at = deps.clock.now();
      // One transaction: the consent is recorded and the teen's gigs become public together, or neither happens.
      const consent = await deps.db.transaction(async (tx) => {
        const open = await findOpenConsentByTokenHash(tx, hashOneTimeToken(input.token), true);
        if (!open || open.expiresAt.getTime() <= at.getTime()) throw consentLinkInvalid();
        refuseTeenSelfConsent(open, input.sessionUser);
        await recordConsent(tx, open, {
          name: input.parentName,
          relationship: input.relationship,
          ip: input.ip,
          userAgent: input.userAgent ? input.userAgent.slice(0, USER_AGENT_MAX) : null,
          at,
        });
        const published = await deps.gigsService.refreshSellerGigVisibility(tx, open.userId);
        await deps.notificationsService.notify(tx, {
          kind: 'consent_given',
          userId: open.userId,
          parentName: input.parentName,
        });
        for (const gig of published) {
          await deps.notificationsService.notify(tx, {
            kind: 'gig_published',
            userId: open.userId,
            gigId: gig.id,
            gigTitle: gig.title,
          });
        }
        await queueAccountEmail(tx, deps.background, open.id, {
          kind: 'consent-given',
          teenEmail: open.teenEmail,
          teenName: open.teenName,
          parentName: input.parentName,
          relationship: input.relationship,
          consentedAt: at.toISOString(),
        });
        // The parent's family account, from this page or the emailed link (decision 0083).
        const familyToken = await issueGuardianInvite(tx, deps.background, {
          teenId: open.userId,
          teenName: open.teenName,
          email: open.parentEmail,
          guardianName: input.parentName,
          at,
        });
        return { ...open, familyToken };
      });
      return { teenName: consent.teenName, consentedAt: at.toISOString(), familyToken: consent.familyToken };
    },

    async resendConsentEmail(user) {
      if (!canResendParentalConsent(user)) {
        if (user.parentalConsent === 'granted') throw conflict('Your parent or guardian has already given consent');
        throw forbidden('Only a freelancer under 18 waiting for parental consent can send a consent email');
      }
      const consent = await findConsentByUserId(deps.db, user.id);
      if (!consent) throw forbidden('Only a freelancer under 18 waiting for parental consent can send a consent email');
      const now = deps.clock.now();
      const waitMs = consent.sentAt.getTime() + RESEND_COOLDOWN_SECONDS * 1000 - now.getTime();
      if (waitMs > 0) throw rateLimited(Math.ceil(waitMs / 1000));

      const { token, tokenHash, expiresAt } = newConsentToken(now);
      await deps.db.transaction(async (tx) => {
        await replaceConsentToken(tx, consent.id, { tokenHash, expiresAt, sentAt: now });
        await queueAccountEmail(tx, deps.background, tokenHash, {
          kind: 'parental-consent',
          parentEmail: consent.parentEmail,
          parentName: consent.parentName,
          teenName: user.name,
          token,
        });
      });
      return { sentTo: maskEmail(consent.parentEmail), expiresAt: expiresAt.toISOString() };
    },
  };
}
