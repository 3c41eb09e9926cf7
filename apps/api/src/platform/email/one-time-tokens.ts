import { createHash, randomBytes } from 'node:crypto';

/**
 * The tokens of emailed one-time links (parental consent, password reset):
 * 256 random bits, and the SHA-256 digest that is all the database keeps.
 */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh token for a link, and the hash to store. */
export function newOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOneTimeToken(token) };
}
