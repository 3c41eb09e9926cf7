/**
 * bench/load's reverse proxy: a few lines of node:http in front of the server
 * processes, each request to the next process in turn (round robin), over
 * kept-alive connections, with `X-Forwarded-For` set as Caddy sets it
 * (deploy/Caddyfile). It stands for the deployment's proxy, not for Caddy's
 * speed: its own cost is in the bench process, not in the servers' figures.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  base: string;
  /** Requests each upstream was given, in the order of `upstreams`. */
  counts(): number[];
  close(): Promise<void>;
}

export async function startProxy(upstreams: readonly string[]): Promise<Proxy> {
  const targets = upstreams.map((base) => new URL(base));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const counts = targets.map(() => 0);
  let next = 0;

  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = targets[index] as URL;
    const forwarded = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      // The process did not answer: what a proxy says then (counted as a 5xx by the bench).
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    counts: () => [...counts],
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
