/**
 * The live channel: one WebSocket per browser tab at `GET /api/live`
 * (docs/decisions/0036), authenticated by the session cookie, that carries
 * typed events from the server, and a few frames from the client (typing).
 *
 * Events carry ids, never content: a client that hears of a new message reads
 * it from the API, so what it shows always comes from the database and a
 * missed event costs nothing but a refetch (which the client does after every
 * reconnection). Public events reach every connection; private events only the
 * connections of the user they are addressed to.
 *
 * A feature adds an event by adding its schema to `liveEventSchemas`.
 */
import { z } from 'zod';
import { PUBLIC_LIVE_EVENT_TYPES } from './live-protocol.ts';

const gigEvent = { gigId: z.string() };

export const liveEventSchemas = {
  /** Public: a gig became visible, changed, or stopped being visible. */
  'gig.created': z.object(gigEvent),
  'gig.updated': z.object(gigEvent),
  'gig.deleted': z.object(gigEvent),
  /** Public: a job was posted, or changed (edited, closed, a proposal sent or withdrawn). */
  'job.created': z.object({ jobId: z.string() }),
  'job.updated': z.object({ jobId: z.string() }),
  /** Private (both participants): a message was stored in a conversation. */
  'message.created': z.object({ conversationId: z.string(), messageId: z.string(), senderId: z.string() }),
  /** Private (the other participant): `readerId` has seen the conversation up to `readAt`. */
  'conversation.read': z.object({ conversationId: z.string(), readerId: z.string(), readAt: z.string() }),
  /** Private (the other participant): `userId` is typing in the conversation; lasts a few seconds. */
  'conversation.typing': z.object({ conversationId: z.string(), userId: z.string() }),
  /**
   * Private (both parties of an order): the order changed (`transition` names
   * it, orders.ts); clients refetch the order and their order lists.
   */
  'order.updated': z.object({ orderId: z.string(), status: z.string(), transition: z.string() }),
  /** Private: the user's notifications changed (a new one, one grouped, or some read in another tab). */
  'notifications.changed': z.object({ notificationId: z.string().nullable() }),
} as const;

export type LiveEventType = keyof typeof liveEventSchemas;

/** Events every connection receives, signed in or not. The others are private. */
export const PUBLIC_LIVE_EVENTS: ReadonlySet<LiveEventType> = new Set(PUBLIC_LIVE_EVENT_TYPES);

export type LiveEventOf<T extends LiveEventType> = { type: T } & z.infer<(typeof liveEventSchemas)[T]>;
export type LiveEvent = { [T in LiveEventType]: LiveEventOf<T> }[LiveEventType];

export const liveEventSchema = z.discriminatedUnion(
  'type',
  Object.entries(liveEventSchemas).map(([type, schema]) => schema.extend({ type: z.literal(type) })) as unknown as [
    z.ZodObject<{ type: z.ZodLiteral<LiveEventType> }>,
    ...z.ZodObject<{ type: z.ZodLiteral<LiveEventType> }>[],
  ],
);

/** The first frame on every connection: it is subscribed, and as whom (null: a visitor, public events only). */
export const liveReadyFrameSchema = z.object({ type: z.literal('live.ready'), userId: z.string().nullable() });

/** What a client may send: that its user is typing in a conversation (relayed to the other participant). */
export const liveClientFrameSchema = z.object({ type: z.literal('typing'), conversationId: z.string().max(100) });
export type LiveClientFrame = z.infer<typeof liveClientFrameSchema>;

export { GIG_LIVE_EVENTS, JOB_LIVE_EVENTS, LIVE_PATH, TYPING_SHOWN_MS } from './live-protocol.ts';
