/**
 * The path to go back to after signing in, from the `from` or `redirect` query
 * parameter. Only same-site paths are accepted, so a crafted link cannot send
 * the user to another site: it must start with one `/`, not `//` or `/\`
 * (browsers read both as another host), and hold no control characters or
 * spaces (browsers strip tabs and newlines, which could turn `/\t/x` into `//x`).
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value) return fallback;
  if (!value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return fallback;
  return value;
}

/**
 * Reads the return path from a query string: `redirect`, the specification's
 * name and the one the app sends, then `from`, which older links still carry.
 */
export function returnPathFromSearch(searchParams: URLSearchParams, fallback = '/'): string {
  return safeReturnPath(searchParams.get('redirect') ?? searchParams.get('from'), fallback);
}
