import type { GooglePendingResponse, GoogleSignUpInput } from '@teenfreelance/contracts/google-sign-in';
import { GOOGLE_MESSAGES, googleDateOfBirthIssue } from '@teenfreelance/contracts/google-sign-in';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../../clock.ts';
import type { Config } from '../../../config/env.ts';
import type { Database } from '../../../db/client.ts';
import { conflict, notFound, validationFailed } from '../../../http/errors.ts';
import type { Auth } from '../security/better-auth.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { completePendingSignUp, deletePendingSignUp, findPendingSignUp } from './google-sign-in.repository.ts';

/** Where the web app finishes the flow (app/routes/google-sign-in.tsx). */
const GOOGLE_LANDING_PATH = '/auth/google';

/** Same-site paths only (no open redirect): one leading slash, no `//`, `/\`, spaces or control characters. */
function safeReturnPath(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return '/';
  return value;
}

/** A redirect to answer with, and the cookies to set on it. */
export interface Redirect {
  location: string;
  setCookies: string[];
}

export interface GoogleSignInService {
  isConfigured(): boolean;
  /** Starts the authorization code flow: state and PKCE verifier kept by better-auth, redirect to the provider. */
  start(returnTo: string | undefined, headers: Headers): Promise<Redirect>;
  /** Hands the provider's redirect to better-auth's callback (token exchange, ID token checks, session). */
  handleCallback(url: string, headers: Headers): Promise<Redirect & { status: number }>;
  /** The pending first-time Google user of this browser. */
  pending(headers: Headers): Promise<GooglePendingResponse>;
  /**
   * Completes the Google sign-up dialog: name, role, terms and a freelancer's
   * date of birth, from which the age is decided here (adults only).
   */
  complete(input: GoogleSignUpInput, headers: Headers): Promise<SessionUser>;
  /**
   * Gives up the pending sign-up of this browser: the account, its Google link
   * and its session are removed, so the address is free for email sign-up.
   * Answers the cookies that clear the session.
   */
  discard(headers: Headers): Promise<string[]>;
}

/**
 * A Google freelancer's date of birth, once the server's own clock says they
 * are an adult. The route's schema checked the same on its clock; this is the
 * decision that is stored, so it is made here again (as email sign-up does).
 */
function adultDateOfBirth(dateOfBirth: string | undefined, today: Date): string {
  const problem = googleDateOfBirthIssue(dateOfBirth, today);
  if (problem || !dateOfBirth) {
    throw validationFailed([{ path: 'body.dateOfBirth', message: problem ?? 'Date of birth is required' }]);
  }
  return dateOfBirth;
}

export interface GoogleSignInServiceDeps {
  auth: Auth;
  authService: AuthService;
  db: Database;
  config: Config;
  clock: Clock;
}

export function createGoogleSignInService({
  auth,
  authService,
  db,
  config,
  clock,
}: GoogleSignInServiceDeps): GoogleSignInService {
  const landing = (query: Record<string, string>) =>
    `${config.publicUrl}${GOOGLE_LANDING_PATH}?${new URLSearchParams(query).toString()}`;

  async function findPending(headers: Headers) {
    const session = await auth.api.getSession({ headers, query: { disableRefresh: true } }).catch(() => null);
    const pending = session ? await findPendingSignUp(db, session.user.id) : undefined;
    if (!pending) throw notFound('Pending Google sign-up');
    return pending;
  }

  return {
    isConfigured: () => config.google !== undefined,

    async start(requestedReturn, headers) {
      if (!config.google) throw notFound('Google sign-in');
      const returnTo = safeReturnPath(requestedReturn);
      try {
        const { headers: out, response } = await auth.api.signInSocial({
          body: {
            provider: 'google',
            callbackURL: landing({ redirect: returnTo }),
            newUserCallbackURL: landing({ new: '1', redirect: returnTo }),
            errorCallbackURL: landing({ failed: '1' }),
            disableRedirect: true,
          },
          headers,
          returnHeaders: true,
        });
        if (!('url' in response) || !response.url) throw new Error('no authorization URL');
        return { location: response.url, setCookies: out.getSetCookie() };
      } catch {
        // Provider unreachable at start-up (discovery failed) or misconfigured: the page says so in the spec's words.
        return { location: landing({ failed: '1' }), setCookies: [] };
      }
    },

    async handleCallback(url, headers) {
      if (!config.google) throw notFound('Google sign-in');
      const previous = await auth.api.getSession({ headers, query: { disableRefresh: true } }).catch(() => null);
      const response = await auth.handler(new Request(url, { method: 'GET', headers }));
      const location = response.headers.get('location');
      // Rotate, as password sign-in does: the browser's earlier session ends when the Google one starts.
      const startsSession = response.headers.getSetCookie().some((c) => /^tf\.session_token=[^;]+/.test(c));
      if (previous && startsSession) {
        await auth.api.revokeSession({ headers, body: { token: previous.session.token } }).catch(() => undefined);
      }
      // better-auth answers every outcome with a redirect; anything else is a failure we show the same way.
      if (!location || response.status < 300 || response.status >= 400) {
        return { status: 302, location: landing({ failed: '1' }), setCookies: [] };
      }
      return { status: 302, location, setCookies: response.headers.getSetCookie() };
    },

    async pending(headers) {
      const { name, email } = await findPending(headers);
      return { name, email };
    },

    async complete(input, headers) {
      const { id: userId } = await findPending(headers);
      const now = clock.now();
      // A buyer's age is not asked, as in email sign-up; a freelancer's is the date's, never a flag's.
      const dateOfBirth = input.role === 'freelancer' ? adultDateOfBirth(input.dateOfBirth, now) : null;
      if (!(await completePendingSignUp(db, userId, { name: input.name, role: input.role, dateOfBirth, at: now }))) {
        throw conflict(GOOGLE_MESSAGES.noPending);
      }
      const user = await authService.userById(userId);
      if (!user) throw notFound('Pending Google sign-up');
      return user;
    },

    async discard(headers) {
      const { id: userId } = await findPending(headers);
      const cookies = await authService.signOut(headers);
      await deletePendingSignUp(db, userId);
      return cookies;
    },
  };
}
