import type { FastifyInstance } from 'fastify';
import type { RealtimeHub } from './realtime.ts';

/** Seconds between keep-alive comments, under common proxy idle timeouts. */
const HEARTBEAT_MS = 25_000;

/**
 * A server-sent events endpoint: every payload published on `channels` (by
 * any process, through the hub) is written to every connected browser as one
 * `data:` line of JSON. Streams end when the server closes.
 */
export function registerEventStream(
  app: FastifyInstance,
  { hub, path, channels }: { hub: RealtimeHub; path: string; channels: string[] },
): void {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    path, // Hidden from OpenAPI: a stream that never ends is no request/response operation.
    { schema: { hide: true } },
    async (request, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      res.write('retry: 3000\n\n');
      const send = (payload: unknown) => {
        res.write(`data: ${JSON.stringify(payload)}\n\n`);
      };
      const unsubscribes = await Promise.all(channels.map((channel) => hub.subscribe(channel, send)));
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        for (const unsubscribe of unsubscribes) unsubscribe();
        open.delete(end);
        res.end();
      };
      open.add(end);
      request.raw.on('close', end);
      // Tell the client it is subscribed (tests wait for this before publishing).
      res.write(': ready\n\n');
    },
  );
}
