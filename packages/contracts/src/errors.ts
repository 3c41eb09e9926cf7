import { z } from 'zod';

/**
 * Every failure the API answers with. The HTTP status is implied by the code;
 * clients branch on the code, people read the message.
 */
export const errorCodes = {
  /** The body, query or path did not match the contract (400). `details` lists the fields. */
  VALIDATION_FAILED: 400,
  /** The body could not be read: not parseable JSON, or multipart without its boundary (400). */
  MALFORMED_BODY: 400,
  /** The request needs a signed-in user (401). */
  UNAUTHENTICATED: 401,
  /** Email and password did not match an account (401). Same answer whether or not the account exists. */
  INVALID_CREDENTIALS: 401,
  /** Signed in, but not allowed to do this (403). */
  FORBIDDEN: 403,
  /** The thing asked for does not exist, or is not visible to the caller (404). */
  NOT_FOUND: 404,
  /** The request did not arrive in time (408); answered before any route runs. */
  REQUEST_TIMEOUT: 408,
  /** The request conflicts with the current state, e.g. an email already registered (409). */
  CONFLICT: 409,
  /** The body is larger than the server accepts (413). */
  PAYLOAD_TOO_LARGE: 413,
  /** The body's media type is not accepted (415). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The request is well-formed but breaks a business rule (422). */
  UNPROCESSABLE: 422,
  /** Too many requests in a short time (429). */
  RATE_LIMITED: 429,
  /** The request's headers are over 16 KB (431); answered by the server before any route runs. */
  HEADERS_TOO_LARGE: 431,
  /** Something failed on the server (500). Never carries internals. */
  INTERNAL: 500,
  /** A dependency such as the database is unreachable (503). */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** Every error answer; `details` is always present, null when there is nothing more to say. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** One field's problem, as listed in `details` of a VALIDATION_FAILED error. */
export interface FieldIssue {
  path: string;
  message: string;
}
