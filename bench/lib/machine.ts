/**
 * How fast the machine is at the moment, printed beside every benchmark's figures (issue 36: a figure
 * over budget says something only next to the machine's own speed). These machines change speed from
 * one session to the next, by as much as two times, and they spend much of their time in the kernel:
 * so two rates, each from a fixed piece of work.
 *
 * - `loopStepsPerUs`: an in-memory loop of integer arithmetic on one core (no memory traffic, no system
 *   call), in millions of steps a second.
 * - `roundTripsPerMs`: one-byte round trips over a loopback TCP connection within this process, the
 *   system calls every request and statement pays, in thousands a second.
 * - `memoryReadsPerUs`: reads of memory each of which depends on the one before, at random over 32 MB
 *   (far more than the processor's caches), in millions a second: the latency that a database's
 *   buffer lookups, PGlite's WebAssembly and V8's heap pay, and that the loop above never meets. One
 *   evening the loop ran at its usual rate while every database figure took twice as long.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';

const LOOP_STEPS = 100_000_000;
const ROUND_TRIPS = 3_000;
/** 32 MB of 4-byte entries. */
const MEMORY_ENTRIES = 1 << 23;
const MEMORY_READS = 4_000_000;

export interface MachineSpeed {
  /** Millions of loop steps a second. */
  loopStepsPerUs: number;
  /** Thousands of loopback round trips a second. */
  roundTripsPerMs: number;
  /** Millions of dependent random memory reads a second. */
  memoryReadsPerUs: number;
}

function loopRate(): number {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < LOOP_STEPS; i++) x = (x + i * 7) % 1_000_003;
  const ms = performance.now() - started;
  // Used, so the loop is not optimised away.
  if (x < 0) throw new Error('unreachable');
  return LOOP_STEPS / ms / 1000;
}

/** One cycle through every entry in a random order (Sattolo's shuffle), walked by reading each next index from the last. */
function memoryRate(): number {
  const next = new Int32Array(MEMORY_ENTRIES);
  for (let i = 0; i < MEMORY_ENTRIES; i++) next[i] = i;
  let seed = 0x2545f491;
  for (let i = MEMORY_ENTRIES - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    const j = seed % i;
    const swapped = next[i] ?? 0;
    next[i] = next[j] ?? 0;
    next[j] = swapped;
  }
  let at = 0;
  const started = performance.now();
  for (let i = 0; i < MEMORY_READS; i++) at = next[at] ?? 0;
  const ms = performance.now() - started;
  if (at < 0) throw new Error('unreachable');
  return MEMORY_READS / ms / 1000;
}

async function roundTripRate(): Promise<number> {
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    socket.on('data', (data) => socket.write(data));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const client = net.connect(port, '127.0.0.1');
  client.setNoDelay(true);
  await new Promise<void>((resolve) => client.once('connect', resolve));
  try {
    const started = performance.now();
    for (let i = 0; i < ROUND_TRIPS; i++) {
      const answered = new Promise<void>((resolve) => client.once('data', () => resolve()));
      client.write('x');
      await answered;
    }
    return ROUND_TRIPS / (performance.now() - started);
  } finally {
    client.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The three rates, measured now (about two seconds). */
export async function machineSpeed(): Promise<MachineSpeed> {
  const loopStepsPerUs = Math.round(loopRate());
  const roundTripsPerMs = Math.round((await roundTripRate()) * 10) / 10;
  const memoryReadsPerUs = Math.round(memoryRate() * 10) / 10;
  return { loopStepsPerUs, roundTripsPerMs, memoryReadsPerUs };
}

export const describeSpeed = ({ loopStepsPerUs, roundTripsPerMs, memoryReadsPerUs }: MachineSpeed): string =>
  `${loopStepsPerUs} million loop steps a second, ${roundTripsPerMs} thousand loopback round trips a second, ` +
  `${memoryReadsPerUs} million random memory reads a second`;
