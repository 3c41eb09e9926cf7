import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationPath } from '@teenfreelance/contracts/messages';
import { buildApp } from '../../app.ts';
import { openPostgres } from '../../db/client.ts';
import { buyerWritesToSeller } from '../../testing/conversation-helpers.ts';
import type { TestUser } from '../../testing/factories.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/smtp.ts';
import { createTestApp, recordMailAs, type TestContext } from '../../testing/test-app.ts';

/** The delay of the tests (15 minutes in production), and how long to wait for an email that must not come. */
const DELAY_SECONDS = 1;
const background = { enabled: true, messageEmailDelaySeconds: DELAY_SECONDS, pollingIntervalSeconds: 0.5 };
const settle = () => new Promise((resolve) => setTimeout(resolve, DELAY_SECONDS * 1000 + 3000));

describe('emails about messages left unread', () => {
  let t: TestContext;
  let smtp: TestSmtp;
  let startMs = 0;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    const before = Date.now();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, background });
    startMs = Date.now() - before;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const db = () => t.database.db;

  /** A buyer (Maya) writes to a new seller about a gig. */
  const conversation = () => buyerWritesToSeller(t.app, db());
  const mailsTo = (who: TestUser) => smtp.messages.filter((m) => m.to.includes(who.email.toLowerCase()));

  it('sends one email per conversation for a burst of messages, without their text', async () => {
    const { seller, id, send } = await conversation();
    await send('Hi! My secret plan is in here');
    await send('Second message');
    const mail = await smtp.waitFor(seller.email, 10_000);
    expect(mail.subject).toBe('2 new messages from Maya');
    expect(mail.text).toContain('Hello Sam Seller');
    expect(mail.text).toContain('Maya sent you 2 new messages about "Guitar lessons"');
    expect(mail.text).toContain(`http://localhost:3000/messages/${id}`);
    expect(mail.text).not.toContain('secret plan');
    await settle();
    expect(mailsTo(seller)).toHaveLength(1);
    console.info(`app start with pg-boss (schema created): ${startMs} ms`);
  });

  it('sends nothing when the messages were read in time, or to someone who turned message emails off', async () => {
    const read = await conversation();
    await read.send('Read me soon');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${conversationPath(read.id)}/read`,
          headers: { cookie: read.seller.cookie },
        })
      ).statusCode,
    ).toBe(200);

    const off = await conversation();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { cookie: off.seller.cookie },
      payload: { messageEmails: false },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<{ profile: { messageEmails: boolean } }>().profile.messageEmails).toBe(false);
    const own = await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: { cookie: off.seller.cookie } });
    expect(own.json<{ profile: { messageEmails: boolean } }>().profile.messageEmails).toBe(false);
    await off.send('Nobody emails you this');

    // A control that must be emailed, so the silence above is not a stopped queue.
    const control = await conversation();
    await control.send('Email me');
    await smtp.waitFor(control.seller.email, 10_000);
    await settle();
    expect(mailsTo(read.seller)).toEqual([]);
    expect(mailsTo(off.seller)).toEqual([]);
  });

  it.runIf(process.env.TEST_DB === 'postgresql')(
    'sends it once with two server processes on one database, and a task queued before a restart still runs',
    async () => {
      const url = t.database.pool?.options.connectionString;
      if (!url) throw new Error('no PostgreSQL url');
      const secondDatabase = await openPostgres(url, { max: 4 });
      const second = await buildApp({
        config: t.config,
        database: secondDatabase,
        background,
        onMailSent: recordMailAs(t.app),
      });
      await second.ready();
      try {
        const burst = await conversation();
        // One message through each process.
        await burst.send('From process one');
        await burst.send('From process two', second);
        await smtp.waitFor(burst.seller.email, 10_000);
        await settle();
        expect(mailsTo(burst.seller)).toHaveLength(1);

        // Queued while only the second process works, then the first one restarts: still sent, once.
        const later = await conversation();
        await t.app.close();
        await later.send('Sent while the other process restarts', second);
        await second.close();
        const restarted = await buildApp({ config: t.config, database: t.database, background });
        try {
          await smtp.waitFor(later.seller.email, 10_000);
          await settle();
          expect(mailsTo(later.seller)).toHaveLength(1);
        } finally {
          await restarted.close();
        }
      } finally {
        await second.close();
        await secondDatabase.close();
      }
    },
    60_000,
  );
});
