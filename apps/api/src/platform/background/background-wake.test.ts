import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type DatabaseHandle } from '../../db/client.ts';
import { eventually } from '../../testing/eventually.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createBackgroundQueue, type BackgroundQueue } from './background.ts';

/**
 * Idle workers look for due tasks rarely (every 15 seconds by default); a task queued to run now wakes its
 * queue's workers when its transaction commits (decision 0111). Each test polls once a minute, so only a
 * wake-up can start a task within the 15 seconds `eventually` waits.
 */
const RARELY_SECONDS = 60;
const TASK = 'wake-test';
const SWEEP = 'wake-test-sweep';

describe('the background queue wakes its workers', () => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    ({ handle: database, dispose } = await createTestDatabase());
  });
  afterAll(() => dispose());

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function startQueue(worked: string[], setUp: (queue: BackgroundQueue) => void = () => undefined) {
    const queue = createBackgroundQueue({ database, log, enabled: true, pollingIntervalSeconds: RARELY_SECONDS });
    queue.define<{ label: string }>(TASK, async ({ label }) => {
      worked.push(label);
    });
    setUp(queue);
    await queue.start();
    return queue;
  }

  const enqueue = (queue: BackgroundQueue, label: string) =>
    database.db.transaction((tx) => queue.enqueue(tx, TASK, { label }, { delaySeconds: 0, singletonKey: label }));

  it('starts a task queued to run now when its transaction commits, not at the next poll', async () => {
    const worked: string[] = [];
    const queue = await startQueue(worked);
    try {
      await enqueue(queue, 'first');
      await eventually(async () => worked.includes('first'));
      // The worker has fetched after that task and now waits out its minute.
      await pause(1000);
      await enqueue(queue, 'second');
      await eventually(async () => worked.includes('second'));
      expect(worked).toEqual(['first', 'second']);
    } finally {
      await queue.stop();
    }
  });

  it('turns the wake-up on for a queue made before it existed', async () => {
    await database.db.execute(sql`update pgboss.queue set notify = false where name = ${TASK}`);
    const worked: string[] = [];
    const queue = await startQueue(worked);
    try {
      const [row] = await selectRows<{ notify: boolean }>(
        database.db,
        sql`select notify from pgboss.queue where name = ${TASK}`,
      );
      expect(row?.notify).toBe(true);
      await pause(1000);
      await enqueue(queue, 'upgraded');
      await eventually(async () => worked.includes('upgraded'));
    } finally {
      await queue.stop();
    }
  });

  it('looks for a sweep due more often than the polling interval at its own interval', async () => {
    let runs = 0;
    const queue = await startQueue([], (q) =>
      q.every(SWEEP, 1, async () => {
        runs++;
      }),
    );
    try {
      // The first run at start; the second is due a second later, and found only by a poll within the minute.
      await eventually(async () => runs >= 2);
    } finally {
      await queue.stop();
    }
  });

  it('keeps no registry of running processes: no row and no heartbeat for pg-boss dashboards', async () => {
    const queue = await startQueue([]);
    try {
      // pg-boss writes a process's row as it starts when its registry is on (decision 0114).
      const rows = await selectRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from pgboss.instance`,
      );
      expect(rows[0]?.count).toBe(0);
    } finally {
      await queue.stop();
    }
  });
});
