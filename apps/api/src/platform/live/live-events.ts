import { liveEventSchema, PUBLIC_LIVE_EVENTS, type LiveEvent } from '@teenfreelance/contracts/live';
import type { DbOrTx } from '../../db/client.ts';
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

function envelopeOf(event: LiveEvent, audience: LiveAudience): LiveEnvelope {
  const isPublic = PUBLIC_LIVE_EVENTS.has(event.type);
  if (isPublic !== (audience === 'everyone')) {
    throw new Error(`live event ${event.type} is ${isPublic ? 'public' : 'private'}: wrong audience`);
  }
  return { event, to: audience === 'everyone' ? null : [...audience] };
}

/**
 * Publishes a live event from inside the writing transaction: delivered by
 * every server process on the same database when the transaction commits,
 * never for a rolled-back write. A public event goes to everyone; any other
 * goes only to the users named.
 */
export async function publishLive(db: DbOrTx, event: LiveEvent, audience: LiveAudience): Promise<void> {
  await publish(db, LIVE_CHANNEL, envelopeOf(event, audience));
}

/** The live events of one transaction, published together: one NOTIFY, one round trip, however many events. */
export interface LiveBatch {
  /** Adds an event (its audience checked as publishLive checks it); nothing is sent until `publish`. */
  add(event: LiveEvent, audience: LiveAudience): void;
  /** Publishes what was added, inside the transaction (on commit, as publishLive), and empties the batch. */
  publish(db: DbOrTx): Promise<void>;
  /**
   * What `publish` would send on LIVE_CHANNEL, for a caller that sends it with pg_notify inside a statement
   * of its own (decision 0100): an array of envelopes, in the order they were added. At most one NOTIFY's worth.
   */
  payload(): LiveEnvelope[];
}

/** Envelopes per NOTIFY at most, so a payload stays far under PostgreSQL's 8000 bytes (each is ids only). */
const ENVELOPES_PER_NOTIFY = 20;

export function liveBatch(): LiveBatch {
  const envelopes: LiveEnvelope[] = [];
  return {
    add(event, audience) {
      envelopes.push(envelopeOf(event, audience));
    },
    async publish(db) {
      const all = envelopes.splice(0);
      for (let i = 0; i < all.length; i += ENVELOPES_PER_NOTIFY) {
        const some = all.slice(i, i + ENVELOPES_PER_NOTIFY);
        await publish(db, LIVE_CHANNEL, some.length === 1 ? some[0] : some);
      }
    },
    payload() {
      if (envelopes.length > ENVELOPES_PER_NOTIFY) throw new Error('more live events than one NOTIFY holds');
      return [...envelopes];
    },
  };
}

/**
 * Calls `listener` with the live events of each NOTIFY any process publishes, with their audience: a
 * batch's events together, in the order they were added (a sent message's event and its recipient's
 * notification arrive as one, so their frames can leave in one write).
 */
export async function subscribeLiveBatches(
  hub: RealtimeHub,
  listener: (envelopes: LiveEnvelope[]) => void,
): Promise<() => void> {
  return hub.subscribe(LIVE_CHANNEL, (payload) => {
    const envelopes: LiveEnvelope[] = [];
    for (const item of Array.isArray(payload) ? payload : [payload]) {
      const envelope = item as { event?: unknown; to?: unknown } | null;
      const parsed = liveEventSchema.safeParse(envelope?.event);
      if (!parsed.success) continue;
      const to = Array.isArray(envelope?.to) ? envelope.to.filter((id): id is string => typeof id === 'string') : null;
      envelopes.push({ event: parsed.data as LiveEvent, to });
    }
    if (envelopes.length > 0) listener(envelopes);
  });
}

/** Calls `listener` with every live event published by any process, with its audience, one by one. */
export async function subscribeLive(hub: RealtimeHub, listener: (envelope: LiveEnvelope) => void): Promise<() => void> {
  return subscribeLiveBatches(hub, (envelopes) => envelopes.forEach((envelope) => listener(envelope)));
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
