/**
 * `npm run bench -- send-path`: what each database step of sending a message costs, one at a time on
 * one connection to a fresh PostgreSQL database: the session lookup every other signed-in request makes,
 * the send context (the sender's session, the conversation, its people and rules, a retried client id;
 * decision 0104: a send makes no lookup of its own) and the send's write (the
 * rate-limit hit, the message, its conversation, the recipient's notification and the live events in one
 * statement, decision 0100), on its own as when the recipient has an unread notification of the
 * conversation, and in a transaction as otherwise (the email task the first unread message schedules is
 * not made here). Each is timed over 3,000 runs after 300 of warm-up, for
 * the server's CPU (this process), PostgreSQL's (its backend, from /proc) and the wall clock, so the
 * live-delivery budget (issue 36: 3 ms of CPU a message, server and PostgreSQL together) can be read
 * per statement rather than only through `bench realtime`, whose load shares the machine's two cores.
 *
 * Options: --runs=3000.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { conversations } from '../apps/api/src/db/schema/conversations.ts';
import { sessions } from '../apps/api/src/db/schema/users.ts';
import { findSessionUserByToken } from '../apps/api/src/features/accounts/auth/auth.repository.ts';
import { findSendContext } from '../apps/api/src/features/messaging/send-context.repository.ts';
import { writeSentMessage, type SendWrite } from '../apps/api/src/features/messaging/send-write.repository.ts';
import { conversationGroupKey } from '../apps/api/src/db/grouped-notifications.ts';
import { newSessionCookieValue, seedUser } from '../e2e/fixtures/users.ts';
import { adminQuery, databaseUrl } from './data.ts';
import { option, printTable, type Figures } from './lib/report.ts';

const DATABASE = 'tf_bench_send_path';
const WARM_UP = 300;

export async function run(): Promise<Figures> {
  const runs = option('runs', 3000);
  await adminQuery(`drop database if exists ${DATABASE} with (force)`);
  await adminQuery(`create database ${DATABASE}`);
  const handle = await openPostgres(databaseUrl(DATABASE), { max: 1 });
  try {
    await runMigrations(handle);
    const { db } = handle;
    const buyer = await seedUser(db, { role: 'buyer' });
    const seller = await seedUser(db, { role: 'freelancer' });
    const [conversation] = await db
      .insert(conversations)
      .values({ buyerId: buyer.id, sellerId: seller.id })
      .returning();
    if (!conversation) throw new Error('no conversation');
    await newSessionCookieValue(db, 'bench-send-path-secret-0123456789abcdef', buyer.id);
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, buyer.id));
    if (!session) throw new Error('no session');
    const result = (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
    const pid = result.rows[0]?.pid;
    // utime + stime of the one backend, in clock ticks (100 a second on Linux).
    const backendTicks = () => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return Number(fields[11]) + Number(fields[12]);
    };

    const write = (): SendWrite => ({
      message: {
        ...{ id: randomUUID(), conversationId: conversation.id, senderId: buyer.id, clientId: randomUUID() },
        ...{ body: 'Hello there, how is the logo going?', createdAt: new Date(), contactDetails: false },
      },
      // Never over: every run stores its message.
      rate: { key: `messages:user:${buyer.id}`, max: 1_000_000_000, windowSeconds: 60 },
      notice: {
        row: {
          ...{
            userId: seller.id,
            kind: 'message',
            title: 'New message from Ben',
            link: `/messages/${conversation.id}`,
          },
          ...{ body: 'Hello there, how is the logo going?', groupKey: conversationGroupKey(conversation.id) },
        },
        countedTitle: { before: '', after: ' new messages from Ben' },
      },
      envelopes: [
        {
          event: {
            type: 'message.created',
            conversationId: conversation.id,
            messageId: randomUUID(),
            senderId: buyer.id,
          },
          to: [buyer.id, seller.id],
        },
        { event: { type: 'notifications.changed', notificationId: null }, to: [seller.id] },
      ],
    });
    const steps: [string, () => Promise<unknown>][] = [
      ['session lookup (other requests)', () => findSessionUserByToken(db, session.token)],
      [
        'send context, with the session',
        () =>
          findSendContext(
            db,
            { conversationId: conversation.id, token: session.token, clientId: randomUUID() },
            new Date(),
          ),
      ],
      ['send write, one statement', () => writeSentMessage(db, write())],
      ['send write in a transaction', () => db.transaction((tx) => writeSentMessage(tx, write()))],
    ];
    const figures: Figures = {};
    const rows: string[][] = [];
    for (const [name, step] of steps) {
      for (let i = 0; i < WARM_UP; i++) await step();
      const cpu = process.cpuUsage();
      const ticks = backendTicks();
      const started = performance.now();
      for (let i = 0; i < runs; i++) await step();
      const wallUs = ((performance.now() - started) * 1000) / runs;
      const used = process.cpuUsage(cpu);
      const serverUs = (used.user + used.system) / runs;
      const postgresUs = ((backendTicks() - ticks) * 10_000) / runs;
      figures[name] = { serverUs, postgresUs, wallUs };
      rows.push([name, serverUs.toFixed(0), postgresUs.toFixed(0), wallUs.toFixed(0)]);
    }
    printTable(['step (one connection)', 'server CPU µs', 'PostgreSQL CPU µs', 'wall µs'], rows);
    return { runs, steps: figures };
  } finally {
    await handle.close();
    await adminQuery(`drop database if exists ${DATABASE} with (force)`);
  }
}
