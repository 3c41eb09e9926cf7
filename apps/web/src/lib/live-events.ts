import type { LiveClientFrame, LiveEvent, LiveEventOf, LiveEventType } from '@teenfreelance/contracts/live';
import { LIVE_PATH } from '@teenfreelance/contracts/live-protocol';

/**
 * The one live connection of this tab: a WebSocket to `/api/live`
 * (docs/decisions/0036) that features subscribe to by event type. It opens
 * when the first subscriber comes (a few seconds after the page loaded, so
 * tools waiting for a quiet network are not held up), closes a while after
 * the last one leaves, and reconnects after a drop with a growing, jittered
 * delay. Events carry ids only: after a reconnection every `onLiveReconnect`
 * handler runs, so features refetch what they show and nothing missed while
 * offline is lost. Handlers of private data (orders, messages, notifications)
 * also run when the connection first opens: the page read its data seconds
 * before, and an event published in between would be lost. Public gig lists
 * do not: a gig changed in those seconds shows at their next refetch, and a
 * server-rendered page asks the API nothing more.
 */

type Handler = (event: never) => void;

const OPEN_DELAY_MS = 3_000;
const CLOSE_IDLE_MS = 10_000;
const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;

const handlers = new Map<LiveEventType, Set<Handler>>();
/** Each handler, and whether it runs on the first opening too. */
const reconnectHandlers = new Map<() => void, boolean>();
let socket: WebSocket | null = null;
let openTimer: ReturnType<typeof setTimeout> | null = null;
let closeTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;
let hasConnectedBefore = false;

const subscriberCount = () => [...handlers.values()].reduce((n, set) => n + set.size, 0) + reconnectHandlers.size;

function liveUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${LIVE_PATH}`;
}

function dispatch(data: unknown): void {
  if (typeof data !== 'string') return;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return;
  }
  if ((frame as { type?: unknown }).type === 'live.ready') {
    failures = 0;
    const isFirstOpen = !hasConnectedBefore;
    hasConnectedBefore = true;
    for (const [handler, onFirstOpen] of [...reconnectHandlers]) if (onFirstOpen || !isFirstOpen) handler();
    return;
  }
  // The server sends only events of the contract (live.ts); their handlers are chosen by type. zod stays out of
  // this module, which every page loads.
  const type = (frame as { type?: unknown }).type;
  if (typeof type !== 'string') return;
  for (const handler of [...(handlers.get(type as LiveEventType) ?? [])]) {
    try {
      (handler as (event: LiveEvent) => void)(frame as LiveEvent);
    } catch {
      // One broken subscriber never stops the others.
    }
  }
}

function connect(): void {
  openTimer = null;
  if (socket || subscriberCount() === 0 || typeof WebSocket === 'undefined') return;
  const ws = new WebSocket(liveUrl());
  socket = ws;
  ws.onmessage = (message) => dispatch(message.data);
  ws.onclose = () => {
    if (socket !== ws) return;
    socket = null;
    if (subscriberCount() === 0) return;
    // 1 s, 2 s, 4 s ... 30 s, each with up to half again at random, so a restarted server is not stormed.
    const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** failures) * (1 + Math.random() / 2);
    failures += 1;
    openTimer = setTimeout(connect, delay);
  };
}

function ensureOpen(): void {
  if (closeTimer) {
    clearTimeout(closeTimer);
    closeTimer = null;
  }
  if (!socket && !openTimer) openTimer = setTimeout(connect, hasConnectedBefore ? 0 : OPEN_DELAY_MS);
}

function closeWhenIdle(): void {
  if (subscriberCount() > 0 || closeTimer) return;
  closeTimer = setTimeout(() => {
    closeTimer = null;
    if (subscriberCount() > 0) return;
    if (openTimer) clearTimeout(openTimer);
    openTimer = null;
    const ws = socket;
    socket = null;
    ws?.close();
  }, CLOSE_IDLE_MS);
}

/** Calls `handler` with every live event of `types` this tab receives. Returns the unsubscribe. */
export function subscribeLive<T extends LiveEventType>(
  types: T | readonly T[],
  handler: (event: LiveEventOf<T>) => void,
): () => void {
  const list: readonly T[] = Array.isArray(types) ? types : [types as T];
  for (const type of list) {
    let set = handlers.get(type);
    if (!set) handlers.set(type, (set = new Set()));
    set.add(handler as Handler);
  }
  ensureOpen();
  return () => {
    for (const type of list) handlers.get(type)?.delete(handler as Handler);
    closeWhenIdle();
  };
}

/**
 * Calls `handler` after the connection came back from a drop, and with
 * `onFirstOpen` when it first opens too: refetch what may have been missed.
 */
export function onLiveReconnect(handler: () => void, { onFirstOpen = false } = {}): () => void {
  reconnectHandlers.set(handler, onFirstOpen);
  ensureOpen();
  return () => {
    reconnectHandlers.delete(handler);
    closeWhenIdle();
  };
}

/** Sends a frame (typing) when connected; dropped otherwise, as typing indicators may be. */
export function sendLive(frame: LiveClientFrame): void {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}

/**
 * Reconnects now when a connection is open or opening: the session changed
 * (sign-in, sign-out), and the connection must be the new user's. Subscribers
 * then refetch as after any reconnection. Without a connection, nothing to do:
 * the next one opens with the current cookie.
 */
export function restartLive(): void {
  const ws = socket;
  if (!ws) return;
  socket = null;
  ws.close();
  if (openTimer) clearTimeout(openTimer);
  openTimer = null;
  if (subscriberCount() > 0) connect();
}
