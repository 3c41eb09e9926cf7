import { randomUUID } from 'node:crypto';
import { SIGN_UP_LINK_HOURS, SIGN_UP_LINK_REFUSALS } from '@teenfreelance/contracts/auth';
import type { RegisterValues } from '@teenfreelance/contracts/accounts';
import { HOUR_MS } from '@teenfreelance/contracts/time';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import type { PendingSignUpForm } from '../../../db/schema/pending-sign-ups.ts';
import { isDemoEmail } from '../../../db/seed/demo-accounts.ts';
import { conflict, unprocessable } from '../../../http/errors.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import type { Mailer } from '../../../platform/email/mailer.ts';
import { hashOneTimeToken, newOneTimeToken } from '../../../platform/email/one-time-tokens.ts';
import type { RateLimitRule, RateLimitsService } from '../../../platform/rate-limits/rate-limits.service.ts';
import { SENT_SECRET_KEPT_SECONDS } from '../accounts.email-tasks.ts';
import type { AccountsService } from '../accounts.service.ts';
import { deriveIsMinor } from '../accounts.service.ts';
import type { AuthResult, AuthService } from '../auth/auth.service.ts';
import { hashPassword } from '../security/password-hash.ts';
import { assertAcceptablePassword } from '../security/password-policy.ts';
import {
  defineSignUpEmails,
  queueSignUpEmail,
  SIGN_UP_REQUEST_TASK,
  type SignUpRequestTask,
} from './sign-up.email-tasks.ts';
import {
  findAccountByEmail,
  findPendingSignUpByEmail,
  findPendingSignUpByTokenHash,
  insertConfirmedUser,
  markPendingSignUpConfirmed,
  replacePendingToken,
  savePendingSignUp,
} from './sign-up.repository.ts';

/** Sign-up emails per address per hour, sign-ups and resends together; beyond, answered alike but nothing sent. */
export const SIGN_UP_EMAILS_PER_ADDRESS: RateLimitRule = { max: 5, windowSeconds: 60 * 60 };
/** Resend requests per client address (429 beyond), shared by every server process. */
export const SIGN_UP_RESENDS_PER_IP: RateLimitRule = { max: 10, windowSeconds: 60 * 60 };

const SIGN_UP_LINK_MS = SIGN_UP_LINK_HOURS * HOUR_MS;

export interface SignUpService {
  /**
   * Starts an email sign-up (docs/decisions/0066). Answers the same, in about the
   * same time, for a new and a registered address: it checks the form, hashes the
   * password (argon2id, for every address) and queues the request; the worker
   * stores the pending sign-up and emails its link to a new address, or emails
   * a registered address's owner that someone tried.
   */
  requestSignUp(input: RegisterValues): Promise<void>;
  /** Sends the sign-up link again (a new one; the earlier stops working), or the owner's note; the same for every address. */
  resend(email: string, clientIp: string): Promise<void>;
  /**
   * Follows a sign-up link: creates the account as the form asked (age, minor
   * status, the parent's consent email), signs it in, and spends the link. A used,
   * expired or unknown link is refused with its reason.
   */
  confirm(token: string, headers: Headers, clientIp: string): Promise<AuthResult>;
}

export interface SignUpServiceDeps {
  db: Database;
  clock: Clock;
  background: BackgroundQueue;
  mailer: Mailer;
  rateLimits: RateLimitsService;
  /** Links in emails start with it. */
  publicUrl: string;
  authService: Pick<AuthService, 'startSession'>;
  accountsService: Pick<AccountsService, 'recordNewAccount'>;
}

/** The form as it waits for its address: what sign-up stores, never the password itself. */
async function pendingForm(input: RegisterValues): Promise<PendingSignUpForm> {
  const isFreelancer = input.role === 'freelancer';
  const isMinor = isFreelancer ? (input.isMinor ?? null) : null;
  return {
    name: input.name,
    role: input.role,
    passwordHash: await hashPassword(input.password),
    dateOfBirth: isFreelancer ? (input.dateOfBirth ?? null) : null,
    isMinor,
    parent:
      isFreelancer && isMinor === true
        ? { name: input.parentName ?? '', email: input.parentEmail ?? '', phone: input.parentPhone ?? '' }
        : null,
  };
}

export function createSignUpService(deps: SignUpServiceDeps): SignUpService {
  const { db, clock, background } = deps;

  /** The worker's half of a sign-up or a resend: the same quota hit for every address, then what the address calls for. */
  async function onSignUpRequested(task: SignUpRequestTask): Promise<void> {
    const quota = await deps.rateLimits.hit(`sign-up-email:${task.email}`, SIGN_UP_EMAILS_PER_ADDRESS);
    // Demo addresses have no mailboxes, and their accounts exist anyway.
    if (!quota.isAllowed || isDemoEmail(task.email)) return;
    const now = clock.now();
    await db.transaction(async (tx) => {
      const account = await findAccountByEmail(tx, task.email);
      if (account) {
        await queueSignUpEmail(tx, background, randomUUID(), {
          kind: 'sign-up-attempted',
          to: task.email,
          name: account.name,
        });
        return;
      }
      const link = { ...newOneTimeToken(), expiresAt: new Date(now.getTime() + SIGN_UP_LINK_MS) };
      let name: string;
      if (task.kind === 'sign-up') {
        await savePendingSignUp(tx, {
          email: task.email,
          tokenHash: link.tokenHash,
          form: task.form,
          expiresAt: link.expiresAt,
          at: now,
        });
        name = task.form.name;
      } else {
        // A resend renews a sign-up that waits; an expired or used one is signed up again.
        const pending = await findPendingSignUpByEmail(tx, task.email);
        if (!pending?.form || pending.expiresAt.getTime() <= now.getTime()) return;
        await replacePendingToken(tx, pending.id, { tokenHash: link.tokenHash, expiresAt: link.expiresAt });
        name = pending.form.name;
      }
      await queueSignUpEmail(tx, background, link.tokenHash, {
        kind: 'confirm-sign-up',
        to: task.email,
        name,
        token: link.token,
      });
    });
  }

  // The task carries the password's hash: not kept once worked.
  background.define<SignUpRequestTask>(SIGN_UP_REQUEST_TASK, onSignUpRequested, {
    deleteAfterSeconds: SENT_SECRET_KEPT_SECONDS,
  });
  defineSignUpEmails(background, deps.mailer, deps.publicUrl);

  async function queueRequest(task: SignUpRequestTask): Promise<void> {
    await background.enqueue(db, SIGN_UP_REQUEST_TASK, task, { delaySeconds: 0, singletonKey: randomUUID() });
  }

  return {
    async requestSignUp(input) {
      assertAcceptablePassword(input.password, 'body.password');
      // Refused before anything is stored or sent, as before the confirmation step.
      if (input.role === 'freelancer') deriveIsMinor(input.dateOfBirth, input.isMinor, clock.now());
      await queueRequest({ kind: 'sign-up', email: input.email.toLowerCase(), form: await pendingForm(input) });
    },

    async resend(email, clientIp) {
      await deps.rateLimits.assertWithin(`sign-up-resend:ip:${clientIp}`, SIGN_UP_RESENDS_PER_IP);
      await queueRequest({ kind: 'resend', email: email.toLowerCase() });
    },

    async confirm(token, headers, clientIp) {
      const tokenHash = hashOneTimeToken(token);
      const at = clock.now();
      const created = await db.transaction(async (tx) => {
        const pending = await findPendingSignUpByTokenHash(tx, tokenHash, true);
        if (!pending) return 'SIGN_UP_LINK_INVALID' as const;
        if (!pending.form || pending.confirmedAt) return 'SIGN_UP_LINK_USED' as const;
        if (pending.expiresAt.getTime() <= at.getTime()) return 'SIGN_UP_LINK_EXPIRED' as const;
        const { form } = pending;
        const user = await insertConfirmedUser(tx, {
          email: pending.email,
          name: form.name,
          role: form.role,
          passwordHash: form.passwordHash,
          at,
        });
        if (!user) throw conflict('An account with this email already exists. Please sign in.');
        await deps.accountsService.recordNewAccount(tx, user, form, at);
        await markPendingSignUpConfirmed(tx, pending.id, at);
        return user;
      });
      if (typeof created === 'string') throw unprocessable(SIGN_UP_LINK_REFUSALS[created], { reason: created });
      return deps.authService.startSession(created.id, headers, clientIp);
    },
  };
}
