import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Auth } from './better-auth.ts';

/**
 * The session token a request's signed session cookie carries, read as better-auth's getSession reads it
 * (better-call's signed cookie: `token.base64(HMAC-SHA256(secret, token))`, URI-encoded), or null when
 * there is no cookie or its signature is not ours. better-auth verifies with WebCrypto, a job on the
 * thread pool per request; node:crypto's HMAC answers in microseconds on the request's own turn, and
 * the cookie's name and the secret are better-auth's own (its context), so both readers agree.
 */
export type SessionTokenReader = (headers: Headers) => Promise<string | null>;

/** better-call's signature length: 32 bytes in base64, with its one `=`. */
const SIGNATURE_LENGTH = 44;

/** The first value of cookie `name` in a Cookie header, unquoted and URI-decoded, as better-call parses it. */
export function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.codePointAt(0) === 34) value = value.slice(1, -1);
    if (!value.includes('%')) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** better-call's signature of a cookie's `token`: base64(HMAC-SHA256(secret, token)). */
const signatureOf = (token: string, secret: string): string =>
  createHmac('sha256', secret).update(token).digest('base64');

/** The token of a signed cookie value when `secret` signed it, else null. */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  if (signature.length !== SIGNATURE_LENGTH || signature[SIGNATURE_LENGTH - 1] !== 0x3d) return null;
  const expected = Buffer.from(signatureOf(token, secret));
  return expected.length === signature.length && timingSafeEqual(expected, signature) ? token : null;
}

/** Reads session tokens with better-auth's cookie name and secret. */
export function createSessionTokenReader(auth: Auth): SessionTokenReader {
  const settings = auth.$context.then((context) => ({
    name: context.authCookies.sessionToken.name,
    secret: context.secret,
  }));
  return async (headers) => {
    const header = headers.get('cookie');
    if (!header) return null;
    const { name, secret } = await settings;
    const value = cookieValue(header, name);
    return value ? verifiedToken(value, secret) : null;
  };
}

/**
 * better-auth's rule, on the services' Clock: a session past `expiresAt` has
 * ended. better-auth writes `expiresAt` on the system's time, which is the
 * Clock outside tests; a test moves its clock past it to end a session.
 */
export const hasSessionExpired = (expiresAt: Date, now: Date): boolean => expiresAt.getTime() < now.getTime();

/**
 * The Set-Cookie header that signs a browser in to the session of `token`, written as better-auth's
 * setSessionCookie writes it (the same name, signature, attributes and lifetime), for a session
 * made outside one of its endpoints: the confirmation of an email sign-up (docs/decisions/0066).
 */
export async function sessionSetCookie(auth: Auth, token: string): Promise<string> {
  const context = await auth.$context;
  const { name, attributes } = context.authCookies.sessionToken;
  const value = encodeURIComponent(`${token}.${signatureOf(token, context.secret)}`);
  let cookie = `${name}=${value}; Max-Age=${context.sessionConfig.expiresIn}`;
  if (attributes.path) cookie += `; Path=${attributes.path}`;
  if (attributes.httpOnly) cookie += '; HttpOnly';
  if (attributes.secure) cookie += '; Secure';
  if (typeof attributes.sameSite === 'string')
    cookie += `; SameSite=${attributes.sameSite.charAt(0).toUpperCase()}${attributes.sameSite.slice(1)}`;
  return cookie;
}
