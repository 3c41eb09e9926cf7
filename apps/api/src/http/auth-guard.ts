import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { unauthenticated } from './errors.ts';
import { toFetchHeaders } from './headers.ts';

/** The user holding a request's session cookie, or null: the auth feature's lookup, passed in by app.ts so http/ imports no feature. */
export type SessionLookup = (headers: Headers) => Promise<SessionUser | null>;

/** The token a request's signed session cookie carries, or null, read without the database (the auth feature's reader). */
export type SessionTokenReader = (headers: Headers) => Promise<string | null>;

/** A Fastify instance typed by the contracts' zod schemas, as every routes plugin receives it. */
export type RoutesScope = Parameters<FastifyPluginAsyncZod>[0];

/** The user a guarded group's handler acts for: set by the group's guard before any of its handlers runs. */
export type GroupUser = (request: FastifyRequest) => SessionUser;

/** The session token a session-reading group's handler reads its session with: set by the group's guard. */
export type GroupToken = (request: FastifyRequest) => string;

export interface GuardedGroupOptions {
  /** The 401's message; the error catalogue's default when omitted (profiles use the specification's words). */
  unauthenticatedMessage?: string;
  /**
   * The group's role check, run on the signed-in user and throwing (403) to refuse: freelancers only for
   * gig writes; an admin group will pass its own. Nested groups add their check to their parent's.
   */
  authorize?: (user: SessionUser) => void;
  /**
   * When the guard runs. `preValidation` (the default): who may call comes before what they sent, so a
   * visitor gets 401 whatever the body. `preHandler`: after validation, for the routes that have always
   * answered a malformed request 400 before asking who sent it (profiles).
   */
  runs?: 'preValidation' | 'preHandler';
}

export interface AuthGuard {
  /** The signed-in user of this request (looked up once per request), or null: for routes anyone may call. */
  optionalUser(request: FastifyRequest): Promise<SessionUser | null>;
  /**
   * Registers `routes` as one encapsulated group behind a guard: a visitor gets 401 UNAUTHENTICATED (and a
   * user `authorize` refuses its error) before any handler, so a route added to the group cannot forget
   * the check; handlers read the user they act for with `userOf(request)`.
   */
  guardedGroup(
    app: RoutesScope,
    routes: (scope: RoutesScope, userOf: GroupUser) => Promise<void>,
    options?: GuardedGroupOptions,
  ): Promise<void>;
  /**
   * Registers `routes` whose handlers read the session themselves, in the first statement they make
   * anyway, so a request costs a round trip to the database less (the send path, decision 0104). A
   * request without a signed session cookie gets 401 before any handler, as in a guarded group; the
   * handler reads the token with `tokenOf(request)` and answers 401 itself when no session has it (signed
   * out, expired, suspended), as the same group's guard would.
   */
  sessionReadingGroup(
    app: RoutesScope,
    routes: (scope: RoutesScope, tokenOf: GroupToken) => Promise<void>,
    options?: Pick<GuardedGroupOptions, 'unauthenticatedMessage'>,
  ): Promise<void>;
}

/** The session guards of every route, over the session lookup and token reader app.ts passes in. */
export function createAuthGuard(lookupSession: SessionLookup, readToken: SessionTokenReader): AuthGuard {
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

  function optionalUser(request: FastifyRequest): Promise<SessionUser | null> {
    let pending = cache.get(request);
    if (!pending) {
      pending = lookupSession(toFetchHeaders(request));
      cache.set(request, pending);
    }
    return pending;
  }

  async function guardedGroup(
    app: RoutesScope,
    routes: (scope: RoutesScope, userOf: GroupUser) => Promise<void>,
    { unauthenticatedMessage, authorize, runs = 'preValidation' }: GuardedGroupOptions = {},
  ): Promise<void> {
    const allowed = new WeakMap<FastifyRequest, SessionUser>();
    const userOf: GroupUser = (request) => {
      const user = allowed.get(request);
      // Unreachable from the group's handlers (the guard ran first); a visitor's answer all the same.
      if (!user) throw unauthenticated(unauthenticatedMessage);
      return user;
    };
    const group: FastifyPluginAsyncZod = async (scope) => {
      scope.addHook(runs, async (request) => {
        const user = await optionalUser(request);
        if (!user) throw unauthenticated(unauthenticatedMessage);
        authorize?.(user);
        allowed.set(request, user);
      });
      await routes(scope, userOf);
    };
    await app.register(group);
  }

  async function sessionReadingGroup(
    app: RoutesScope,
    routes: (scope: RoutesScope, tokenOf: GroupToken) => Promise<void>,
    { unauthenticatedMessage }: Pick<GuardedGroupOptions, 'unauthenticatedMessage'> = {},
  ): Promise<void> {
    const tokens = new WeakMap<FastifyRequest, string>();
    const tokenOf: GroupToken = (request) => {
      const token = tokens.get(request);
      if (token === undefined) throw unauthenticated(unauthenticatedMessage);
      return token;
    };
    const group: FastifyPluginAsyncZod = async (scope) => {
      scope.addHook('preValidation', async (request) => {
        const token = await readToken(toFetchHeaders(request));
        if (!token) throw unauthenticated(unauthenticatedMessage);
        tokens.set(request, token);
      });
      await routes(scope, tokenOf);
    };
    await app.register(group);
  }

  return { optionalUser, guardedGroup, sessionReadingGroup };
}
