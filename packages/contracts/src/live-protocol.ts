/**
 * The live channel's constants, without zod: the browser's connection module
 * loads on every page and must stay small (the home page's JavaScript budget).
 * The event schemas are in live.ts.
 */

/** The WebSocket's path. */
export const LIVE_PATH = '/api/live';
/** How long a typing indicator lasts after the last typing frame. */
export const TYPING_SHOWN_MS = 4000;

/** The public events: a gig appeared, changed or went away (every connection receives them). */
export const GIG_LIVE_EVENTS = ['gig.created', 'gig.updated', 'gig.deleted'] as const;

/** The public events of job posts: one was posted, or changed (edited, closed, its proposal count moved). */
export const JOB_LIVE_EVENTS = ['job.created', 'job.updated'] as const;

/** Every public event (every connection receives them, signed in or not). */
export const PUBLIC_LIVE_EVENT_TYPES = [...GIG_LIVE_EVENTS, ...JOB_LIVE_EVENTS] as const;
