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

/**
 * Why a request was refused, when its code alone does not tell a client what
 * to do: sent as `details.reason`, beside the facts of that refusal. Each reason
 * names the one error code it comes with. A feature that needs a new reason adds
 * it here, with a JSDoc saying when it is used; services cannot send an unlisted
 * one (`ErrorDetails`).
 */
export const errorReasons = {
  /**
   * POST /api/gigs: the freelancer already has as many active gigs (drafts included)
   * as their plan allows. Details: `{ reason, used, limit, isPro }`.
   */
  GIG_LIMIT_REACHED: 'UNPROCESSABLE',
  /**
   * POST /api/uploads/images: the freelancer has as many pictures that no gig uses
   * yet as they may keep (decision 0029). Details: `{ reason, limit }`.
   */
  TOO_MANY_UNATTACHED_IMAGES: 'UNPROCESSABLE',
  /**
   * Gig picture or avatar upload: more uploads in the last minute than a user may
   * make (decision 0029). Details: `{ reason, retryAfterSeconds }`.
   */
  UPLOAD_RATE: 'RATE_LIMITED',
  /**
   * POST /api/reports: the reporter has stored REPORTS_PER_HOUR reports in the last
   * hour (decision 0064). Details: `{ reason, retryAfterSeconds }`.
   */
  REPORT_RATE: 'RATE_LIMITED',
  /** Password reset: the link's token matches no reset link. Details: `{ reason }`. */
  RESET_LINK_INVALID: 'UNPROCESSABLE',
  /** Password reset: the link was already used to set a password. Details: `{ reason }`. */
  RESET_LINK_USED: 'UNPROCESSABLE',
  /** Password reset: the link is past its expiry. Details: `{ reason }`. */
  RESET_LINK_EXPIRED: 'UNPROCESSABLE',
  /** Sign-up confirmation: the link's token matches no pending sign-up (unknown, or replaced by signing up again). Details: `{ reason }`. */
  SIGN_UP_LINK_INVALID: 'UNPROCESSABLE',
  /** Sign-up confirmation: the link already created its account. Details: `{ reason }`. */
  SIGN_UP_LINK_USED: 'UNPROCESSABLE',
  /** Sign-up confirmation: the link is past its expiry (SIGN_UP_LINK_HOURS). Details: `{ reason }`. */
  SIGN_UP_LINK_EXPIRED: 'UNPROCESSABLE',
  /** Checkout and job posts: the caller is not a buyer ('Only buyers can purchase gigs', 'Only buyers can post jobs'). Details: `{ reason }`. */
  NOT_A_BUYER: 'FORBIDDEN',
  /** Checkout: the gig is the caller's own. Details: `{ reason }`. */
  OWN_GIG: 'UNPROCESSABLE',
  /** Payment: the provider declined the card; nothing was charged, no order made. Details: `{ reason }`. */
  CARD_DECLINED: 'UNPROCESSABLE',
  /** Payment: the card has insufficient funds; nothing was charged, no order made. Details: `{ reason }`. */
  CARD_INSUFFICIENT_FUNDS: 'UNPROCESSABLE',
  /** Payment: the card is past its expiry (by date or by the provider). Details: `{ reason }`. */
  CARD_EXPIRED: 'UNPROCESSABLE',
  /**
   * A request with an `Idempotency-Key` the caller already used for a different
   * request (another body or path). Details: `{ reason }`.
   */
  IDEMPOTENCY_KEY_REUSED: 'UNPROCESSABLE',
  /**
   * A request with an `Idempotency-Key` whose first request is still being
   * processed: retry a little later to get its answer. Details: `{ reason }`.
   */
  IDEMPOTENCY_KEY_IN_USE: 'CONFLICT',
  /**
   * An order action that its current state does not allow (e.g. delivering a
   * completed order, or a second click that already took effect).
   * Details: `{ reason, status, action, allowed }` (`allowed`: the caller's actions now).
   */
  ORDER_TRANSITION_NOT_ALLOWED: 'CONFLICT',
  /**
   * An order action that belongs to the other party or to an admin (e.g. the
   * buyer starting the work). Details: `{ reason, action }`.
   */
  ORDER_ACTOR_NOT_ALLOWED: 'FORBIDDEN',
  /** Request revision: the buyer has used every revision the gig offered. Details: `{ reason, revisions, used }`. */
  REVISIONS_EXHAUSTED: 'UNPROCESSABLE',
  /**
   * Deliver: a file id is not a file uploaded to this order and not yet
   * delivered. Details: `{ reason, fileIds }`.
   */
  DELIVERY_FILE_UNKNOWN: 'UNPROCESSABLE',
  /**
   * Propose a partial refund: the amount is not below the order's price (all
   * of it is a cancellation). Details: `{ reason, priceCents }`.
   */
  PARTIAL_REFUND_OUT_OF_RANGE: 'UNPROCESSABLE',
  /**
   * A dispute's appeal: the admin who made the first decision cannot make the
   * appeal's (decision 0088). Details: `{ reason }`.
   */
  APPEAL_NEEDS_ANOTHER_ADMIN: 'FORBIDDEN',
  /** Request an extension: the order has had its 3 requests. Details: `{ reason, limit }`. */
  EXTENSIONS_EXHAUSTED: 'UNPROCESSABLE',
  /** Delivery file upload: not a PDF, ZIP, PNG, JPEG, WebP, MP3 or MP4 by content. Details: `{ reason }`. */
  DELIVERY_FILE_TYPE: 'UNPROCESSABLE',
  /** Review: the order is not completed. Details: `{ reason, status }`. */
  ORDER_NOT_COMPLETED: 'UNPROCESSABLE',
  /** Review: more than 14 days have passed since the order completed. Details: `{ reason, closedAt }`. */
  REVIEW_WINDOW_CLOSED: 'UNPROCESSABLE',
  /** Review: the order already has its review. Details: `{ reason }`. */
  ALREADY_REVIEWED: 'CONFLICT',
  /** Review reply: the seller already replied. Details: `{ reason }`. */
  ALREADY_REPLIED: 'CONFLICT',
  /** Pro upgrade and proposals: only freelancers upgrade and apply to jobs. Details: `{ reason }`. */
  NOT_A_FREELANCER: 'FORBIDDEN',
  /** Pro upgrade: the caller is Pro already ('Already Pro'). Details: `{ reason }`. */
  ALREADY_PRO: 'CONFLICT',
  /** Pro cancel: there is no active Pro subscription to cancel. Details: `{ reason }`. */
  PRO_NOT_ACTIVE: 'UNPROCESSABLE',
  /** Job post edit, proposal: the job is closed. Details: `{ reason }`. */
  JOB_CLOSED: 'CONFLICT',
  /**
   * Proposals and messages: a teen whose parent or guardian has not consented yet
   * cannot apply, start a conversation or send a message. Details: `{ reason }`.
   */
  PARENTAL_CONSENT_PENDING: 'FORBIDDEN',
  /**
   * Messages: the other person is a teen whose parent or guardian's consent is
   * pending again (withdrawn after the conversation began). Details: `{ reason }`.
   */
  RECIPIENT_CONSENT_PENDING: 'FORBIDDEN',
  /** Proposal: the freelancer already has a proposal for this job. Details: `{ reason, proposalId }`. */
  ALREADY_APPLIED: 'CONFLICT',
  /** Proposal edit or withdrawal: only a pending proposal changes. Details: `{ reason, status }`. */
  PROPOSAL_NOT_PENDING: 'CONFLICT',
  /** Shortlist, decline, hire: the proposal is declined, withdrawn or hired already. Details: `{ reason, status }`. */
  PROPOSAL_NOT_OPEN: 'CONFLICT',
  /** Hire: the job has hired a freelancer already. Details: `{ reason }`. */
  ALREADY_HIRED: 'CONFLICT',
  /** Proposal checkout: the proposal is not hired. Details: `{ reason }`. */
  PROPOSAL_NOT_HIRED: 'UNPROCESSABLE',
  /** Messages: one of the two blocked the other ("You can't message this user"). Details: `{ reason }`. */
  BLOCKED: 'FORBIDDEN',
  /** Reports: one's own message, gig, profile... Details: `{ reason }`. */
  CANNOT_REPORT_SELF: 'UNPROCESSABLE',
  /** Moderation: the action does not apply to that kind of thing (hiding a message). Details: `{ reason, action, targetKind }`. */
  ACTION_NOT_APPLICABLE: 'UNPROCESSABLE',
  /** Moderation: the caller is not an admin. Details: `{ reason }`. */
  NOT_AN_ADMIN: 'FORBIDDEN',
  /** Account deletion: the shared demo accounts cannot be deleted. Details: `{ reason }`. */
  DEMO_ACCOUNT: 'FORBIDDEN',
  /** Account deletion: the person has orders still being worked on. Details: `{ reason, orders }`. */
  ACTIVE_ORDERS: 'CONFLICT',
  /** Blocks: one cannot block oneself. Details: `{ reason }`. */
  CANNOT_BLOCK_SELF: 'UNPROCESSABLE',
  /** Messages: a conversation with a minor starts from one of their gigs, an order or a job post, never their profile. Details: `{ reason }`. */
  MINOR_NEEDS_SUBJECT: 'UNPROCESSABLE',
  /** Proposal checkout: the hired proposal has its order already. Details: `{ reason, orderId }`. */
  PROPOSAL_ALREADY_PAID: 'CONFLICT',
  /**
   * Checkout payment: the total the buyer was shown (`quotedTotalCents`) is not what
   * the gig or proposal costs now; nothing was charged (docs/decisions/0072).
   * Details: `{ reason, quotedTotalCents, quote }` (`quote`: the CheckoutQuote now).
   */
  PRICE_CHANGED: 'CONFLICT',
  /**
   * PUT /api/me/payout-account: a minor's payout account is set up by the parent
   * or guardian who consented, through an emailed link (docs/decisions/0071).
   * Details: `{ reason, guardianSetup }` (the set-up's state, or null before consent).
   */
  PAYOUT_ACCOUNT_BY_GUARDIAN: 'FORBIDDEN',
  /** POST /api/me/withdrawals: the seller has no payout account yet. Details: `{ reason }`. */
  NO_PAYOUT_ACCOUNT: 'UNPROCESSABLE',
  /**
   * POST /api/me/withdrawals: the amount is more than the available balance;
   * nothing moved. Details: `{ reason, availableCents }`.
   */
  INSUFFICIENT_BALANCE: 'CONFLICT',
  /** POST /api/withdrawal-approval: the guardian already approved or declined it. Details: `{ reason, status }`. */
  WITHDRAWAL_ALREADY_DECIDED: 'CONFLICT',
  /** The family pages: only a guardian (family) account uses them. Details: `{ reason }`. */
  NOT_A_GUARDIAN: 'FORBIDDEN',
  /**
   * Family: a family account does not buy, sell or start conversations (decision 0083). Details: `{ reason }`.
   */
  GUARDIAN_ACCOUNT: 'FORBIDDEN',
  /** POST /api/family/invite: the email belongs to a buyer or seller account. Details: `{ reason }`. */
  EMAIL_NOT_A_GUARDIAN: 'CONFLICT',
  /** POST /api/family/invite: an account has this email; sign in to it to link. Details: `{ reason }`. */
  SIGN_IN_TO_LINK: 'CONFLICT',
  /** Withdraw consent: it is not given, so there is nothing to withdraw. Details: `{ reason }`. */
  CONSENT_NOT_GIVEN: 'CONFLICT',
  /** Deciding a teen's gig that does not wait for the guardian (decided already, or changed back to a draft). */
  GIG_NOT_AWAITING: 'CONFLICT',
  /**
   * The teen's guardian lets only buyers with a verified payment method contact
   * them (decision 0084): a conversation, an order or a proposal's contact is
   * refused until the buyer completes the $0 card check in their settings. Details: `{ reason }`.
   */
  VERIFIED_PAYMENT_REQUIRED: 'FORBIDDEN',
  /** Work hours: a guardian asked for a later evening end or more weekly hours than the law's (decision 0086). Details: `{ reason, law }`. */
  WORK_HOURS_LOOSER: 'UNPROCESSABLE',
  /** Checkout: the chosen due date is not one the seller's work hours allow (decision 0086). Details: `{ reason }`. */
  DUE_DATE_NOT_OFFERED: 'UNPROCESSABLE',
  /** Checkout: the seller's work hours leave no room for another order in the next four weeks. Details: `{ reason }`. */
  NO_ROOM_FOR_ORDER: 'UNPROCESSABLE',
} as const satisfies Record<string, ErrorCode>;

export type ErrorReason = keyof typeof errorReasons;

/** Every listed reason, for clients that check what they received. */
export const REASONS = Object.keys(errorReasons) as ErrorReason[];

/** The reasons that may come with `code`; never when the code has none. */
export type ReasonOf<C extends ErrorCode> = {
  [R in ErrorReason]: (typeof errorReasons)[R] extends C ? R : never;
}[ErrorReason];

/**
 * What `details` of an error with `code` may hold: the field issues of a
 * validation failure, or facts about the refusal whose `reason`, when present,
 * is a listed reason of that code.
 */
export type ErrorDetails<C extends ErrorCode = ErrorCode> =
  readonly FieldIssue[] | ({ readonly reason?: ReasonOf<C> } & Readonly<Record<string, unknown>>) | null;

/** The listed reason carried by an error answer's `details`, or null when it carries none. */
export function reasonOf(details: unknown): ErrorReason | null {
  if (typeof details !== 'object' || details === null || !('reason' in details)) return null;
  const { reason } = details;
  return typeof reason === 'string' && Object.hasOwn(errorReasons, reason) ? (reason as ErrorReason) : null;
}

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
