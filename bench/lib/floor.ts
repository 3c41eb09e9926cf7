/** bench realtime's floor: what the same round trips cost this machine with no app (floor-server.ts). */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { Database } from '../../apps/api/src/db/client.ts';
import { databasePids, startCpuMeter } from './cpu.ts';
import { percentile } from './load.ts';
import { startScript, stopScript } from './script-process.ts';

/**
 * The floor under a message's cost on this machine (bench/lib/floor-server.ts):
 * the same round trips as a send and its delivery (an HTTP POST, a read by
 * unique key, a write that NOTIFYs, the LISTEN connection handing it to a
 * WebSocket), with the least work in each and no app, at the same rate, open
 * loop, 100 recipients connected. What it costs is what no change to the
 * app's code can take off a message.
 */
export async function measureFloor(
  db: Database,
  url: string,
  seconds: number,
  rate: number,
): Promise<{ p50: number; p99: number; delivered: number; cpuMsPerMessage: number; cores: Record<string, number> }> {
  const { child, port } = await startScript(new URL('floor-server.ts', import.meta.url).pathname, [url]);
  const recipients = 100;
  const pending = new Map<string, number[]>();
  let latencies: number[] = [];
  const sockets = await Promise.all(
    Array.from({ length: recipients }, (_, user) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/live?user=${user}`);
      socket.on('message', () => {
        const started = pending.get(String(user))?.shift();
        if (started !== undefined) latencies.push(performance.now() - started);
      });
      return new Promise<WebSocket>((resolve, reject) => {
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
      });
    }),
  );
  const send = async (count: number) => {
    const began = performance.now();
    const posts: Promise<void>[] = [];
    for (let i = 0; i < count; i++) {
      const wait = began + (i * 1000) / rate - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const to = String(i % recipients);
      const queue = pending.get(to) ?? [];
      pending.set(to, queue);
      queue.push(performance.now());
      posts.push(
        fetch(`http://127.0.0.1:${port}/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-token': `token-${recipients + (i % recipients)}` },
          body: JSON.stringify({ clientId: randomUUID(), text: `Bench message ${i}`, to }),
        }).then((response) => response.arrayBuffer().then(() => undefined)),
      );
    }
    await Promise.all(posts);
    for (let waited = 0; [...pending.values()].some((queue) => queue.length > 0) && waited < 2000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  try {
    await send(Math.round(3 * rate));
    latencies = [];
    const cpu = await startCpuMeter({ server: () => [child.pid ?? 0], database: () => databasePids(db) });
    await send(Math.round(seconds * rate));
    const { cores, usedMs } = await cpu.stop();
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      delivered: sorted.length,
      cpuMsPerMessage: (usedMs.server + usedMs.database) / Math.max(1, sorted.length),
      cores,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await stopScript(child);
  }
}
