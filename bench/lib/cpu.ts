/** CPU time of processes and of the whole machine, from Linux's /proc, to say what a benchmark run kept busy. */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.ts';

/** CPU time (user + system) of process `pid` so far, in milliseconds. */
export function processCpuMs(pid: number | 'self'): number {
  // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses, in clock ticks (100 a second).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Busy and total CPU time of the whole machine so far, in clock ticks summed over every core (/proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** The processes of one part of a run, found again when the run stops (a pool may have opened more). */
export type Pids = () => (number | 'self')[] | Promise<(number | 'self')[]>;

/** CPU time of each of `pids` so far; a process that has ended counts nothing. */
function cpuOf(pids: (number | 'self')[]): Map<number | 'self', number> {
  const times = new Map<number | 'self', number>();
  for (const pid of pids) {
    try {
      times.set(pid, processCpuMs(pid));
    } catch {
      // Gone since it was listed.
    }
  }
  return times;
}

/**
 * Starts measuring: `stop()` answers how many cores each part (its processes, listed at the start and
 * again at the stop; one that started in between counts from its start) and the whole machine were busy
 * on, on average, since the start (`cores`, to two decimals), the CPU milliseconds each part used (`usedMs`)
 * and the wall-clock milliseconds measured (`wallMs`), for a share finer than `cores` shows.
 */
export async function startCpuMeter<Name extends string>(parts: Record<Name, Pids>) {
  const names = Object.keys(parts) as Name[];
  const before = new Map(await Promise.all(names.map(async (name) => [name, cpuOf(await parts[name]())] as const)));
  const machineBefore = machineTicks();
  const began = performance.now();
  return {
    async stop(): Promise<{ cores: Record<Name | 'machine', number>; usedMs: Record<Name, number>; wallMs: number }> {
      const wallMs = performance.now() - began;
      const machine = machineTicks();
      const busyShare = (machine.busy - machineBefore.busy) / Math.max(1, machine.total - machineBefore.total);
      const cores = { machine: twoDecimals(busyShare * os.availableParallelism()) } as Record<Name | 'machine', number>;
      const usedMs = {} as Record<Name, number>;
      for (const name of names) {
        const earlier = before.get(name);
        let used = 0;
        for (const [pid, ms] of cpuOf(await parts[name]())) used += ms - (earlier?.get(pid) ?? 0);
        usedMs[name] = used;
        cores[name] = twoDecimals(used / wallMs);
      }
      return { cores, usedMs, wallMs };
    },
  };
}

/** The PostgreSQL backends serving the bench database (the servers' pools and listeners), but not this one. */
export async function databasePids(db: Database): Promise<number[]> {
  const rows = (await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  )) as unknown as { rows: { pid: number }[] };
  return rows.rows.map((row) => Number(row.pid));
}
