import { randomUUID } from 'node:crypto';
import { hashOneTimeToken, newOneTimeToken } from '../../../platform/email/one-time-tokens.ts';
import {
  GOOGLE_PASSWORD_CHANGE_REFUSED,
  PASSWORD_CHANGED,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_TTL_SECONDS,
  RESET_LINK_MESSAGES,
  type ChangePasswordInput,
  type ResetLinkState,
  type ResetPasswordInput,
} from '@teenfreelance/contracts/passwords';
import type { Database } from '../../../db/client.ts';
import type { Mailer } from '../../../platform/email/mailer.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../../clock.ts';
import { isDemoEmail } from '../../../db/seed/demo-accounts.ts';
import { forbidden, rateLimited, unprocessable, validationFailed } from '../../../http/errors.ts';
import { publishSessionsChanged } from '../../../platform/live/live-events.ts';
import { hashPassword, verifyPassword } from '../security/password-hash.ts';
import { assertAcceptablePassword } from '../security/password-policy.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { RateLimitRule, RateLimitsService } from '../../../platform/rate-limits/rate-limits.service.ts';
import {
  definePasswordEmails,
  queuePasswordEmail,
  RESET_REQUEST_TASK,
  type ResetRequestTask,
} from './passwords.email-tasks.ts';
import { passwordChangeRefusal } from './passwords.policy.ts';
import {
  consumeResetToken,
  deleteSessions,
  findPasswordHash,
  findResetToken,
  findUserByEmail,
  findUserEmail,
  insertResetToken,
  updatePasswordHash,
  useUpResetTokens,
} from './passwords.repository.ts';

/** Forgot-password requests per IP (429 beyond). */
const FORGOT_PER_IP: RateLimitRule = { max: 10, windowSeconds: 60 * 60 };
/** Reset emails per address per hour; further requests are answered alike but send nothing. */
const FORGOT_EMAILS_PER_ADDRESS: RateLimitRule = { max: 3, windowSeconds: 60 * 60 };
/** Reset attempts (token submissions) per IP. */
const RESET_PER_IP: RateLimitRule = { max: 20, windowSeconds: 15 * 60 };
/** Wrong current passwords per account on the change form: a stolen session cannot guess the password. */
const WRONG_CURRENT_PASSWORD_PER_ACCOUNT: RateLimitRule = { max: 5, windowSeconds: 15 * 60 };

/** The error reason of a refused reset link, by its state (contracts/errors.ts). */
const RESET_LINK_REASONS = {
  invalid: 'RESET_LINK_INVALID',
  used: 'RESET_LINK_USED',
  expired: 'RESET_LINK_EXPIRED',
} as const;

/** A stored reset token's state at `at` (undefined: no such token). */
function resetLinkState(
  token: { usedAt: Date | null; expiresAt: Date } | undefined,
  at: Date,
): ResetLinkState['state'] {
  if (!token) return 'invalid';
  if (token.usedAt) return 'used';
  return token.expiresAt <= at ? 'expired' : 'usable';
}

export interface PasswordsService {
  /**
   * Starts a password reset for `email`. Answers the same, in about the same time,
   * whether or not the email is registered: it only queues the request; the
   * lookup, the token and the email are made by the background queue's worker.
   */
  requestReset(email: string, clientIp: string): Promise<void>;
  /** Sets a new password from an emailed token (single use, 1 hour) and ends every session of the account. */
  resetPassword(input: ResetPasswordInput, clientIp: string): Promise<string>;
  /**
   * What a reset link's token is now (usable, used, expired or unknown), with the
   * message a refused reset would give; it uses nothing up.
   */
  checkResetLink(token: string): Promise<ResetLinkState>;
  /**
   * Changes the signed-in user's password after checking the current one; their
   * other sessions end, the one these request headers carry stays.
   */
  changePassword(user: SessionUser, input: ChangePasswordInput, headers: Headers): Promise<string>;
  /**
   * Checks the signed-in user's password before something that cannot be undone
   * (deleting the account): 400 on a wrong one at `path`, counted with wrong
   * current passwords (5 per 15 minutes); 403 for an account without one.
   */
  confirmPassword(user: SessionUser, password: string, path: string): Promise<void>;
}

export interface PasswordsServiceDeps {
  db: Database;
  authService: AuthService;
  rateLimits: RateLimitsService;
  /** The request and its email are worked in the background (decision 0059). */
  background: BackgroundQueue;
  mailer: Mailer;
  /** Links in emails start with it. */
  publicUrl: string;
  clock: Clock;
}

export function createPasswordsService({
  db,
  authService,
  rateLimits,
  background,
  mailer,
  publicUrl,
  clock,
}: PasswordsServiceDeps): PasswordsService {
  /**
   * The background half of a forgot request: the same quota hit for every
   * address, then, if there is an account, its token and its email queued together.
   */
  async function onResetRequested({ address }: ResetRequestTask): Promise<void> {
    const quota = await rateLimits.hit(`password-forgot:email:${address}`, FORGOT_EMAILS_PER_ADDRESS);
    const user = await findUserByEmail(db, address);
    // Demo accounts share one published password: nobody may reset it (their mailboxes do not exist anyway).
    if (!user || !quota.isAllowed || isDemoEmail(address)) return;
    await db.transaction(async (tx) => {
      if (!user.hasPassword) {
        await queuePasswordEmail(tx, background, randomUUID(), {
          kind: 'sign-in-with-google',
          to: user.email,
          name: user.name,
        });
        return;
      }
      const { token, tokenHash } = newOneTimeToken();
      await insertResetToken(tx, {
        userId: user.id,
        tokenHash,
        expiresAt: new Date(clock.now().getTime() + PASSWORD_RESET_TTL_SECONDS * 1000),
      });
      await queuePasswordEmail(tx, background, tokenHash, {
        kind: 'reset-password',
        to: user.email,
        name: user.name,
        token,
      });
    });
  }

  background.define<ResetRequestTask>(RESET_REQUEST_TASK, onResetRequested);
  definePasswordEmails(background, mailer, publicUrl);

  async function confirmPassword(user: SessionUser, password: string, path: string): Promise<void> {
    const limitKey = `password-change:user:${user.id}`;
    const attempts = await rateLimits.peek(limitKey, WRONG_CURRENT_PASSWORD_PER_ACCOUNT);
    if (!attempts.isAllowed) throw rateLimited(attempts.retryAfterSeconds);
    const storedHash = await findPasswordHash(db, user.id);
    if (!storedHash) throw forbidden(GOOGLE_PASSWORD_CHANGE_REFUSED);
    if (!(await verifyPassword({ hash: storedHash, password }))) {
      await rateLimits.hit(limitKey, WRONG_CURRENT_PASSWORD_PER_ACCOUNT);
      throw validationFailed([{ path, message: 'Current password is incorrect' }]);
    }
  }

  return {
    async requestReset(email, clientIp) {
      await rateLimits.assertWithin(`password-forgot:ip:${clientIp}`, FORGOT_PER_IP);
      const address = email.trim().toLowerCase();
      // Queued for every address alike, so the answer's timing does not depend on whether the account exists.
      const task: ResetRequestTask = { address };
      await background.enqueue(db, RESET_REQUEST_TASK, task, { delaySeconds: 0, singletonKey: randomUUID() });
    },

    async resetPassword(input, clientIp) {
      await rateLimits.assertWithin(`password-reset:ip:${clientIp}`, RESET_PER_IP);
      assertAcceptablePassword(input.newPassword, 'body.newPassword');
      const tokenHash = hashOneTimeToken(input.token);
      // Hash before the transaction: argon2 takes ~50 ms and needs no lock.
      const newHash = await hashPassword(input.newPassword);
      const at = clock.now();
      const user = await db.transaction(async (tx) => {
        const consumed = await consumeResetToken(tx, tokenHash, at);
        if (!consumed) return null;
        if (!(await updatePasswordHash(tx, consumed.userId, newHash, at))) return null;
        await useUpResetTokens(tx, consumed.userId, at);
        // Whoever may have had the old password is signed out everywhere, live connections too.
        await deleteSessions(tx, consumed.userId);
        await publishSessionsChanged(tx, consumed.userId);
        return consumed;
      });
      if (!user) {
        const state = resetLinkState(await findResetToken(db, tokenHash), at);
        // Usable now but not a moment ago (its account has no password left to replace): invalid, as before.
        const refused = state === 'usable' ? 'invalid' : state;
        throw unprocessable(RESET_LINK_MESSAGES[refused], { reason: RESET_LINK_REASONS[refused] });
      }
      const email = await findUserEmail(db, user.userId);
      if (email) await authService.clearFailedSignIns(email);
      return PASSWORD_RESET_DONE;
    },

    async checkResetLink(token) {
      const state =
        token === '' ? 'invalid' : resetLinkState(await findResetToken(db, hashOneTimeToken(token)), clock.now());
      return { state, message: state === 'usable' ? null : RESET_LINK_MESSAGES[state] };
    },

    confirmPassword,

    async changePassword(user, input, headers) {
      const refusal = passwordChangeRefusal(user);
      if (refusal) throw forbidden(refusal);

      await confirmPassword(user, input.currentPassword, 'body.currentPassword');
      if (input.newPassword === input.currentPassword)
        throw validationFailed([
          { path: 'body.newPassword', message: 'New password must be different from the current password' },
        ]);
      assertAcceptablePassword(input.newPassword, 'body.newPassword');

      const newHash = await hashPassword(input.newPassword);
      const keep = await authService.sessionToken(headers);
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, user.id, newHash, clock.now());
        // This browser stays signed in; every other session ends, and their live connections close.
        await deleteSessions(tx, user.id, keep ?? undefined);
        await publishSessionsChanged(tx, user.id);
      });
      return PASSWORD_CHANGED;
    },
  };
}
