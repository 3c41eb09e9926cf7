import type { FastifyInstance } from 'fastify';
import { validationFailed } from './errors.ts';

/**
 * Text no field can hold: NUL (PostgreSQL's text cannot store it, and the
 * query fails) and an unpaired UTF-16 surrogate (half an emoji: not Unicode,
 * and it would be stored as U+FFFD, changing what was sent).
 */
const UNSTORABLE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** `%00` in a URL: NUL itself cannot travel in a request line, only encoded. */
const ENCODED_NUL = /%00/i;

export const UNSTORABLE_TEXT_MESSAGE = 'This contains a character that is not allowed';

/**
 * The path (`body.name`, `query.search`, `body.tags.2`) of the first string,
 * or object key, in `value` that holds unstorable text; null when there is none.
 * Walks iteratively: a deeply nested body must not exhaust the stack.
 */
export function findUnstorableText(value: unknown, root: string): string | null {
  const pending: [unknown, string][] = [[value, root]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (UNSTORABLE_TEXT.test(current)) return path;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (UNSTORABLE_TEXT.test(key)) return `${path}.${key.replace(UNSTORABLE_TEXT, '?')}`;
        pending.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * One guard for every route, pages included: a request whose address, query or
 * JSON body holds NUL or an unpaired surrogate is answered 400
 * VALIDATION_FAILED before any handler, and so before the database
 * (docs/decisions/0027). Runs after the body is parsed, before validation.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const queryStart = request.url.includes('?') ? request.url.indexOf('?') : request.url.length;
    const encodedNul = request.url.search(ENCODED_NUL);
    const where =
      (encodedNul >= 0 ? (encodedNul < queryStart ? 'path' : 'query') : null) ??
      findUnstorableText(request.params, 'params') ??
      findUnstorableText(request.query, 'query') ??
      findUnstorableText(request.body, 'body');
    if (where) throw validationFailed([{ path: where, message: UNSTORABLE_TEXT_MESSAGE }]);
  });
}
