import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { AuthService } from '../features/auth/auth.service.ts';
import { unauthenticated } from './errors.ts';
import { toFetchHeaders } from './headers.ts';

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** The signed-in user of this request (looked up once per request), or null. */
export function optionalUser(authService: AuthService, request: FastifyRequest): Promise<SessionUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = authService.currentUser(toFetchHeaders(request));
    cache.set(request, pending);
  }
  return pending;
}

/** The signed-in user, or a 401 UNAUTHENTICATED error. */
export async function requireUser(authService: AuthService, request: FastifyRequest): Promise<SessionUser> {
  const user = await optionalUser(authService, request);
  if (!user) throw unauthenticated();
  return user;
}
