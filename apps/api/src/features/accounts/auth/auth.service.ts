import { isAPIError } from 'better-auth/api';
import type { SignInInput } from '@teenfreelance/contracts/auth';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Database } from '../../../db/client.ts';
import type { SessionRow } from '../../../db/session-user.ts';
import { isDemoEmail } from '../../../db/seed/demo-accounts.ts';
import { publishSessionsChanged } from '../../../platform/live/live-events.ts';
import { forbidden, invalidCredentials } from '../../../http/errors.ts';
import type { RateLimitsService } from '../../../platform/rate-limits/rate-limits.service.ts';
import type { Auth } from '../security/better-auth.ts';
import type { Clock } from '../../../clock.ts';
import { createSessionTokenReader, hasSessionExpired, sessionSetCookie } from '../security/session-cookie.ts';
import {
  deleteSessionByToken,
  findSessionUserByToken,
  findSessionUserRow,
  type SessionUserRow,
  deleteSessionsOf,
} from './auth.repository.ts';
import { createSignInLimits } from './sign-in-limits.ts';

function toSessionUserDto(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isPro: row.isPro,
    avatarUrl: row.image,
    provider: row.hasPassword ? 'password' : 'google',
    createdAt: row.createdAt.toISOString(),
    isMinor: row.isMinor,
    parentalConsent: row.parentalConsent,
    sellingPaused: row.sellingPaused,
    isDemo: isDemoEmail(row.email),
  };
}

/** What an auth call produced: the user and the cookies to set or clear. */
export interface AuthResult {
  user: SessionUser;
  setCookies: string[];
}

export interface AuthService {
  /**
   * Signs in an account that was just created from a confirmed sign-up link
   * (docs/decisions/0066): a new session, and its cookie as sign-in sets it.
   * The session this browser had before, if any, ends (as at sign-in).
   */
  startSession(userId: string, headers: Headers, clientIp: string): Promise<AuthResult>;
  /** `clientIp` counts the attempt against the caller's per-IP limit (sign-in-limits.ts). */
  signIn(input: SignInInput, headers: Headers, clientIp?: string): Promise<AuthResult>;
  signOut(headers: Headers): Promise<string[]>;
  /** The signed-in user for these request headers, or null. */
  currentUser(headers: Headers): Promise<SessionUser | null>;
  /**
   * The token these request headers' session cookie carries when its signature is ours, or null: read
   * without the database, for a route whose own statement reads the session (http/auth-guard.ts).
   */
  signedSessionToken(headers: Headers): Promise<string | null>;
  /**
   * The signed-in user of the session of `token`, as `currentUser` decides it, from that session's row
   * (db/session-user.ts) read by another statement; null when there is none, it has ended (then it is
   * removed) or its sign-up is pending.
   */
  userOfSession(token: string, row: SessionRow | undefined): Promise<SessionUser | null>;
  /** A session user by id (for callers that already hold the session), or null. */
  userById(userId: string): Promise<SessionUser | null>;
  /** The token of the session these request headers carry, or null: to keep it when the others end. */
  sessionToken(headers: Headers): Promise<string | null>;
  /** Ends the sign-in slow-down of the account with this email (after a password reset). */
  clearFailedSignIns(email: string): Promise<void>;
}

export interface AuthServiceDeps {
  auth: Auth;
  db: Database;
  rateLimits: RateLimitsService;
  /** When a session has expired. */
  clock: Clock;
}

/** What a suspended account is told when it signs in. */
export const ACCOUNT_SUSPENDED = 'This account has been suspended. If you think this is a mistake, please contact us.';

export function createAuthService({ auth, db, rateLimits, clock }: AuthServiceDeps): AuthService {
  const signInLimits = createSignInLimits({ rateLimits });
  const sessionTokenOf = createSessionTokenReader(auth);

  async function userById(userId: string): Promise<SessionUser | null> {
    const row = await findSessionUserRow(db, userId);
    return row ? toSessionUserDto(row) : null;
  }

  async function userOfSession(token: string, row: SessionRow | undefined): Promise<SessionUser | null> {
    if (!row) return null;
    if (hasSessionExpired(row.expiresAt, clock.now())) {
      // As better-auth does with an expired session it finds: removed.
      await deleteSessionByToken(db, token);
      return null;
    }
    // A Google sign-up that is not completed yet is no session user (features/google-sign-in).
    return row.signupPending ? null : toSessionUserDto(row);
  }

  async function loadUser(userId: string): Promise<SessionUser> {
    const user = await userById(userId);
    if (!user) throw invalidCredentials();
    return user;
  }

  /** Rotates: whatever session this browser had ends once `start` has made its new one (a failed start ends nothing). */
  async function replacingSession<T>(headers: Headers, start: () => Promise<T>): Promise<T> {
    const previous = await auth.api.getSession({ headers }).catch(() => null);
    const started = await start();
    if (previous)
      await auth.api.revokeSession({ headers, body: { token: previous.session.token } }).catch(() => undefined);
    return started;
  }

  return {
    async startSession(userId, headers, clientIp) {
      const context = await auth.$context;
      const session = await replacingSession(headers, () =>
        context.internalAdapter.createSession(userId, false, {
          ipAddress: clientIp,
          userAgent: headers.get('user-agent') ?? '',
        }),
      );
      return { user: await loadUser(userId), setCookies: [await sessionSetCookie(auth, session.token)] };
    },

    async signIn(input, headers, clientIp) {
      const email = input.email.toLowerCase();
      await signInLimits.assertAllowed(email, clientIp);
      try {
        const { headers: out, response } = await replacingSession(headers, () =>
          auth.api.signInEmail({ body: { email, password: input.password }, headers, returnHeaders: true }),
        );
        await signInLimits.clearFailures(email);
        const user = await userById(response.user.id);
        if (!user) {
          // The password was right, but the account is suspended: the session just made goes too.
          await deleteSessionsOf(db, response.user.id);
          throw forbidden(ACCOUNT_SUSPENDED);
        }
        return { user, setCookies: out.getSetCookie() };
      } catch (error) {
        // Same words whether the email is unknown or the password wrong (better-auth also equalises timing).
        if (isAPIError(error) && (error.status === 'UNAUTHORIZED' || error.status === 'BAD_REQUEST')) {
          // Counted per email even when no such account exists, so a 429 reveals nothing either.
          await signInLimits.recordFailure(email, clientIp);
          throw invalidCredentials();
        }
        throw error;
      }
    },

    async signOut(headers) {
      const session = await auth.api.getSession({ headers }).catch(() => null);
      if (!session) return [];
      const { headers: out } = await auth.api.signOut({ headers, returnHeaders: true });
      // This browser's live connections close (their session is gone).
      await publishSessionsChanged(db, session.user.id);
      return out.getSetCookie();
    },

    // What getSession({ disableRefresh: true }) and then userById answer, in one query (the send path's budget).
    async currentUser(headers) {
      const token = await sessionTokenOf(headers);
      return token ? userOfSession(token, await findSessionUserByToken(db, token)) : null;
    },

    signedSessionToken: sessionTokenOf,
    userOfSession,

    userById,

    async sessionToken(headers) {
      const session = await auth.api.getSession({ headers, query: { disableRefresh: true } }).catch(() => null);
      return session?.session.token ?? null;
    },

    clearFailedSignIns: (email) => signInLimits.clearFailures(email),
  };
}
