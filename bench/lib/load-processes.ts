/** bench/load's view of its server processes: their memory while the load runs, and the replica's copy. */
import pg from 'pg';
import type { Server } from './live-setup.ts';

export interface MemoryFigures {
  startMb: number;
  peakMb: number;
  endMb: number;
}

/** Samples each server's resident memory (RSS) every second until `stop()`, which answers each one's figures. */
export function watchMemory(servers: readonly Server[], everyMs = 1000): { stop(): MemoryFigures[] } {
  const read = (server: Server) => {
    try {
      return server.rssMb();
    } catch {
      // The process has gone: nothing more to read.
      return 0;
    }
  };
  const figures = servers.map((server) => {
    const mb = read(server);
    return { startMb: mb, peakMb: mb, endMb: mb };
  });
  const sample = () =>
    servers.forEach((server, i) => {
      const mb = read(server);
      const figure = figures[i];
      if (!figure || mb === 0) return;
      figure.peakMb = Math.max(figure.peakMb, mb);
      figure.endMb = mb;
    });
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return figures;
    },
  };
}

/** Waits until the streaming replica has replayed the database just copied on the primary (at most 60 s). */
export async function waitForReplicaCopy(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1 from gigs limit 1');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw new Error(`the replica at ${url} does not have the database (is .ci/start-replica running?)`);
}
