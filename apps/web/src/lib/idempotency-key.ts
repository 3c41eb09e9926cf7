/**
 * A fresh key for one attempt of a request that must happen once (a payment):
 * the server answers a retry with the same key by replaying the first answer.
 * crypto.randomUUID exists only on secure origins (https, localhost); elsewhere
 * the same 122 random bits come from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (byte, index) => {
    // The version (4) and variant bits of a random uuid.
    const value = index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte;
    return value.toString(16).padStart(2, '0');
  }).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether a failed attempt may be sent again with the same key (its answer never came, or the server failed). */
export function isRetryableFailure(status: number): boolean {
  return status === 0 || status === 409 || status >= 500;
}
