/** bench/realtime's delivery run: messages sent at a fixed rate, timed until the recipient's connection has them. */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { conversationMessagesPath } from '@teenfreelance/contracts/messages';
import type { Database } from '../../apps/api/src/db/client.ts';
import { databasePids, startCpuMeter } from './cpu.ts';
import { connect, type Pair, type Server } from './live-setup.ts';
import { printTable, summarize, verdict } from './report.ts';

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export interface DeliveryFigures {
  /** How long the sender's POST took to answer. */
  postP50: number;
  postP99: number;
  sent: number;
  delivered: number;
  refused: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Cores busy on average during the run: the bench client, the sender's server, the recipient's (when another), PostgreSQL's backends for the bench database, the machine. */
  cores: { client: number; sender: number; recipient: number; database: number; machine: number };
  /** CPU a delivered message cost the server processes and PostgreSQL together, in ms (issue 36: at most 3). */
  cpuMsPerMessage: number;
}

/** Issue 36's live-delivery budget: CPU a message, server processes and PostgreSQL together. */
export const CPU_MS_PER_MESSAGE_BUDGET = 3;

/**
 * Sends `rate` messages a second for `seconds` from the pairs' buyers through `sender`, open loop, and
 * times each from its POST's start to its `message.created` on the seller's connection to `recipient`.
 */
export async function measureDelivery(
  db: Database,
  sender: Server,
  recipient: Server,
  pairs: Pair[],
  seconds: number,
  rate: number,
) {
  // Per conversation, the start times of its messages not delivered yet, oldest first, so that a message
  // slower than its conversation's next send (one a second) is still timed from its own POST. (Two sends
  // of one conversation that overlap may commit in either order; their times are then paired in order.)
  const pending = new Map<string, number[]>(pairs.map((pair) => [pair.conversationId, []]));
  let waiting = 0;
  const latencies: number[] = [];
  const sockets = await Promise.all(
    pairs.map((pair) =>
      connect(recipient.wsBase, pair.sellerCookie, (frame) => {
        if (frame.type !== 'message.created' || frame.conversationId !== pair.conversationId) return;
        const t0 = pending.get(pair.conversationId)?.shift();
        if (t0 === undefined) return;
        waiting -= 1;
        latencies.push(performance.now() - t0);
      }),
    ),
  );
  let sent = 0;
  let refused = 0;
  const postTimes: number[] = [];
  const total = Math.round(seconds * rate);
  const intervalMs = 1000 / rate;
  const cpu = await startCpuMeter({
    client: () => ['self'],
    sender: () => [sender.child.pid ?? 0],
    recipient: () => (recipient === sender ? [] : [recipient.child.pid ?? 0]),
    database: () => databasePids(db),
  });
  const began = performance.now();
  const posts: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    // Open loop: each message leaves at its own time, whatever the answers before it took.
    const due = began + i * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const pair = pairs[i % pairs.length];
    if (!pair) continue;
    const postStarted = performance.now();
    const queue = pending.get(pair.conversationId) ?? [];
    queue.push(postStarted);
    waiting += 1;
    sent += 1;
    // A refused message is never delivered: it leaves the queue.
    const refuse = () => {
      refused += 1;
      const at = queue.indexOf(postStarted);
      if (at >= 0) {
        queue.splice(at, 1);
        waiting -= 1;
      }
    };
    posts.push(
      fetch(`${sender.base}${conversationMessagesPath(pair.conversationId)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: pair.buyerCookie },
        body: JSON.stringify({ clientId: randomUUID(), text: `Bench message ${i}` }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          postTimes.push(performance.now() - postStarted);
          if (response.status >= 300) refuse();
        },
        // A connection the server dropped counts as refused; the run goes on.
        refuse,
      ),
    );
  }
  await Promise.all(posts);
  // Stragglers: at most two seconds more.
  for (let waited = 0; waiting > 0 && waited < 2000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { cores: usage, usedMs } = await cpu.stop();
  for (const socket of sockets) socket.terminate();
  const sorted = [...latencies].sort((a, b) => a - b);
  const postSorted = [...postTimes].sort((a, b) => a - b);
  const figures: DeliveryFigures = {
    postP50: percentile(postSorted, 50),
    postP99: percentile(postSorted, 99),
    sent,
    delivered: latencies.length,
    refused,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    cores: usage,
    cpuMsPerMessage: (usedMs.sender + usedMs.recipient + usedMs.database) / Math.max(1, latencies.length),
  };
  return figures;
}

/** The median of each figure over several runs (counts summed), for a configuration measured more than once. */
export function medianOf(runs: readonly DeliveryFigures[]): DeliveryFigures {
  const median = (pick: (f: DeliveryFigures) => number) => summarize(runs.map(pick)).median;
  const sum = (pick: (f: DeliveryFigures) => number) => runs.reduce((total, f) => total + pick(f), 0);
  return {
    postP50: median((f) => f.postP50),
    postP99: median((f) => f.postP99),
    sent: sum((f) => f.sent),
    delivered: sum((f) => f.delivered),
    refused: sum((f) => f.refused),
    p50: median((f) => f.p50),
    p95: median((f) => f.p95),
    p99: median((f) => f.p99),
    max: median((f) => f.max),
    cores: {
      client: median((f) => f.cores.client),
      sender: median((f) => f.cores.sender),
      recipient: median((f) => f.cores.recipient),
      database: median((f) => f.cores.database),
      machine: median((f) => f.cores.machine),
    },
    cpuMsPerMessage: median((f) => f.cpuMsPerMessage),
  };
}

/** Prints the runs' latencies against the budget, then the cores each part kept busy. */
export function printDeliveryRuns(runs: readonly { name: string; figures: DeliveryFigures }[], budgetMs: number) {
  printTable(
    [
      'sender -> recipient',
      'sent',
      'delivered',
      'refused',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'POST p50 ms',
      'POST p99 ms',
      `p99 <= ${budgetMs} ms`,
    ],
    runs.map(({ name, figures: f }) => [
      name,
      String(f.sent),
      String(f.delivered),
      String(f.refused),
      f.p50.toFixed(1),
      f.p95.toFixed(1),
      f.p99.toFixed(1),
      f.max.toFixed(1),
      f.postP50.toFixed(1),
      f.postP99.toFixed(1),
      verdict(f.p99, budgetMs),
    ]),
  );
  const load = os
    .loadavg()
    .map((average) => average.toFixed(2))
    .join(' ');
  console.log(`\nCores busy during each run (machine load average now: ${load}):`);
  printTable(
    [
      'sender -> recipient',
      'bench client',
      'sender server',
      'recipient server',
      'PostgreSQL',
      'whole machine',
      'CPU ms a message',
      `<= ${CPU_MS_PER_MESSAGE_BUDGET} ms`,
    ],
    runs.map(({ name, figures: f }) => [
      name,
      f.cores.client.toFixed(2),
      f.cores.sender.toFixed(2),
      f.cores.recipient.toFixed(2),
      f.cores.database.toFixed(2),
      `${f.cores.machine.toFixed(2)} of ${os.availableParallelism()}`,
      f.cpuMsPerMessage.toFixed(2),
      verdict(f.cpuMsPerMessage, CPU_MS_PER_MESSAGE_BUDGET),
    ]),
  );
}
