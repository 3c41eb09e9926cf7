import { liveEventSchema, PUBLIC_LIVE_EVENTS, type LiveEvent } from '@teenfreelance/contracts/live';
import type { DbOrTx } from '../db/client.ts';
import { publish, type RealtimeHub } from './realtime.ts';

/** The LISTEN/NOTIFY channel every live event travels on (decision 0036). */
export const LIVE_CHANNEL = 'live';

/** Who receives an event: every connection (public events only), or the connections of these users. */
export type LiveAudience = 'everyone' | readonly string[];

/** What travels through NOTIFY: the event (ids only, far under the 8 KB limit) and its audience. */
export interface LiveEnvelope {
  event: LiveEvent;
  /** null: everyone. */
  to: string[] | null;
}

/**
 * Publishes a live event from inside the writing transaction: delivered by
 * every server process on the same database when the transaction commits,
 * never for a rolled-back write. A public event goes to everyone; any other
 * goes only to the users named.
 */
export async function publishLive(db: DbOrTx, event: LiveEvent, audience: LiveAudience): Promise<void> {
  const isPublic = PUBLIC_LIVE_EVENTS.has(event.type);
  if (isPublic !== (audience === 'everyone')) {
    throw new Error(`live event ${event.type} is ${isPublic ? 'public' : 'private'}: wrong audience`);
  }
  const envelope: LiveEnvelope = { event, to: audience === 'everyone' ? null : [...audience] };
  await publish(db, LIVE_CHANNEL, envelope);
}

/** Calls `listener` with every live event published by any process, with its audience. */
export async function subscribeLive(hub: RealtimeHub, listener: (envelope: LiveEnvelope) => void): Promise<() => void> {
  return hub.subscribe(LIVE_CHANNEL, (payload) => {
    const envelope = payload as { event?: unknown; to?: unknown };
    const parsed = liveEventSchema.safeParse(envelope.event);
    if (!parsed.success) return;
    const to = Array.isArray(envelope.to) ? envelope.to.filter((id): id is string => typeof id === 'string') : null;
    listener({ event: parsed.data as LiveEvent, to });
  });
}

/** The channel that says a user's sessions changed (sign-out, password change or reset): live connections check theirs. */
export const SESSIONS_CHANGED_CHANNEL = 'live_sessions';

/** Tells every process that `userId`'s sessions changed, so their live connections whose session ended close. */
export async function publishSessionsChanged(db: DbOrTx, userId: string): Promise<void> {
  await publish(db, SESSIONS_CHANGED_CHANNEL, { userId });
}

export async function subscribeSessionsChanged(
  hub: RealtimeHub,
  listener: (userId: string) => void,
): Promise<() => void> {
  return hub.subscribe(SESSIONS_CHANGED_CHANNEL, (payload) => {
    const userId = (payload as { userId?: unknown }).userId;
    if (typeof userId === 'string') listener(userId);
  });
}
