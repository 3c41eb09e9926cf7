import type { Metrics } from '../metrics/metrics.ts';
import websocket from '@fastify/websocket';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { LIVE_PATH, liveClientFrameSchema } from '@teenfreelance/contracts/live';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../clock.ts';
import { isOwnOrigin } from '../../http/csrf.ts';
import { forbidden } from '../../http/errors.ts';
import { subscribeLiveBatches, subscribeSessionsChanged, type LiveEnvelope } from './live-events.ts';
import type { RealtimeHub } from './realtime.ts';

/** Pings keep proxies from closing an idle connection and find peers that vanished. */
const PING_MS = 25_000;
/** A connection's session is checked again this often, besides whenever its user's sessions change. */
const SESSION_RECHECK_MS = 5 * 60_000;
/** A client frame is small (typing); anything larger closes the connection. */
const MAX_CLIENT_FRAME_BYTES = 1024;
/** At most one typing frame a second per connection is relayed. */
const TYPING_EVERY_MS = 1000;
/** A connection that cannot keep up (a tab frozen in the background) is closed beyond this much unsent data. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Close codes the web client reads: the session ended (sign in again), or the Origin was refused. */
export const LIVE_CLOSE = { sessionEnded: 4001, tooSlow: 4008, goingAway: 1001 } as const;

export interface LiveSocketOptions {
  hub: RealtimeHub;
  /** The signed-in user of these request headers, or null (a visitor gets public events only). */
  lookupSession(headers: Headers): Promise<SessionUser | null>;
  /** The user of the request (cached per request by the guard). */
  optionalUser(request: FastifyRequest): Promise<SessionUser | null>;
  /** Only pages of this origin may connect (a cross-site page must not ride the visitor's cookie). */
  publicUrl: string;
  /** When a connection's session was last checked, and its last typing frame (the services' Clock). */
  clock: Clock;
  /** Relays `userId`'s typing in a conversation to its other participant; refuses a stranger. Without it typing frames are ignored. */
  relayTyping?(userId: string, conversationId: string): Promise<void>;
  /** Where the open connections are counted (`live_connections`). */
  metrics?: Pick<Metrics, 'gauge'>;
}

interface Connection {
  socket: WebSocket;
  /** The connection's TCP socket, corked while a batch of events is written to it (deliverBatch). */
  stream: Duplex;
  userId: string | null;
  headers: Headers;
  lastTypingAt: number;
  sessionCheckedAt: number;
  alive: boolean;
}

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  const cookie = request.headers.cookie;
  if (cookie) headers.set('cookie', cookie);
  return headers;
}

/**
 * The live channel (docs/decisions/0036): `GET /api/live` upgrades to a
 * WebSocket. The Origin must be ours, the session cookie says who it is (none:
 * a visitor, public events only). Every live event any process publishes is
 * sent to the connections it is for: public ones to all, private ones only to
 * the connections of the users named. A connection whose session ended
 * (sign-out, password change or reset, expiry) is closed with 4001.
 */
export async function registerLiveSocket(app: FastifyInstance, options: LiveSocketOptions): Promise<void> {
  const allowedOrigin = new URL(options.publicUrl).origin;
  const all = new Set<Connection>();
  const byUser = new Map<string, Set<Connection>>();
  options.metrics?.gauge('live_connections', 'Open live WebSocket connections of this process, by who', () => [
    { labels: { who: 'signed_in' }, value: [...byUser.values()].reduce((n, mine) => n + mine.size, 0) },
    { labels: { who: 'all' }, value: all.size },
  ]);

  /** Sends a frame already serialised: an event is turned into JSON once, whatever the number of connections. */
  const send = (connection: Connection, data: string) => {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.close(LIVE_CLOSE.tooSlow, 'too slow');
      return;
    }
    socket.send(data);
  };

  function* audienceOf(to: string[] | null): Iterable<Connection> {
    if (to === null) yield* all;
    else for (const userId of to) yield* byUser.get(userId) ?? [];
  }

  /**
   * Sends one NOTIFY's events to their connections. When there are several (a message's event and its
   * recipient's notification), each connection they reach is corked meanwhile, so its frames leave in
   * one write: a system call a frame was a measurable part of a message's cost (issue 36).
   */
  const deliverBatch = (envelopes: LiveEnvelope[]) => {
    const corked = new Set<Connection>();
    for (const { event, to } of envelopes) {
      const data = JSON.stringify(event);
      for (const connection of audienceOf(to)) {
        if (envelopes.length > 1 && !corked.has(connection)) {
          corked.add(connection);
          connection.stream.cork();
        }
        send(connection, data);
      }
    }
    for (const connection of corked) connection.stream.uncork();
  };

  const recheckSession = async (connection: Connection) => {
    if (connection.userId === null) return;
    connection.sessionCheckedAt = options.clock.now().getTime();
    const user = await options.lookupSession(connection.headers).catch(() => undefined);
    // A failed lookup (database down) keeps the connection; only a session known to be gone closes it.
    if (user === null || (user && user.id !== connection.userId)) {
      connection.socket.close(LIVE_CLOSE.sessionEnded, 'session ended');
    }
  };

  const stopLive = await subscribeLiveBatches(options.hub, deliverBatch);
  const stopSessions = await subscribeSessionsChanged(options.hub, (userId) => {
    for (const connection of byUser.get(userId) ?? []) void recheckSession(connection);
  });

  const timer = setInterval(() => {
    const now = options.clock.now().getTime();
    for (const connection of all) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
      if (now - connection.sessionCheckedAt >= SESSION_RECHECK_MS) void recheckSession(connection);
    }
  }, PING_MS);
  timer.unref();

  app.addHook('onClose', async () => {
    clearInterval(timer);
    stopLive();
    stopSessions();
  });

  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_FRAME_BYTES },
    // On shutdown every connection is told the server is going away; browsers reconnect to another process.
    preClose(done) {
      for (const { socket } of all) socket.close(LIVE_CLOSE.goingAway, 'server going away');
      this.websocketServer.close(() => done());
    },
  });

  app.get(
    LIVE_PATH,
    {
      websocket: true,
      // Hidden from OpenAPI: a connection, not a request/response operation.
      schema: { hide: true },
      // Before the upgrade: a page of another site may not connect with the visitor's cookie.
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (origin !== undefined && !isOwnOrigin(origin, allowedOrigin)) {
          throw forbidden('This origin may not connect');
        }
        // Looked up before the upgrade, so the handler starts with the answer.
        await options.optionalUser(request);
      },
    },
    async (socket, request) => {
      const user = await options.optionalUser(request);
      const connection: Connection = {
        socket,
        stream: request.raw.socket,
        userId: user?.id ?? null,
        headers: headersOf(request),
        lastTypingAt: 0,
        sessionCheckedAt: options.clock.now().getTime(),
        alive: true,
      };
      all.add(connection);
      if (user) {
        let mine = byUser.get(user.id);
        if (!mine) byUser.set(user.id, (mine = new Set()));
        mine.add(connection);
      }
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => {
        all.delete(connection);
        if (user) {
          const mine = byUser.get(user.id);
          mine?.delete(connection);
          if (mine?.size === 0) byUser.delete(user.id);
        }
      });
      socket.on('message', (data, isBinary) => {
        if (isBinary || !user || !options.relayTyping) return;
        let frame: unknown;
        try {
          frame = JSON.parse(data.toString());
        } catch {
          return;
        }
        const parsed = liveClientFrameSchema.safeParse(frame);
        if (!parsed.success) return;
        const now = options.clock.now().getTime();
        if (now - connection.lastTypingAt < TYPING_EVERY_MS) return;
        connection.lastTypingAt = now;
        // A conversation the user is not part of is ignored, as an unknown one is.
        options.relayTyping(user.id, parsed.data.conversationId).catch(() => undefined);
      });
      send(connection, JSON.stringify({ type: 'live.ready', userId: connection.userId }));
    },
  );
}
