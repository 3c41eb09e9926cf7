import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import pino from 'pino';
import { emailOutbox } from '../../db/schema/email.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/smtp.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createMailer } from './mailer.ts';

describe('mailer', () => {
  let t: TestContext;
  let smtp: TestSmtp;
  beforeAll(async () => {
    t = await createTestApp();
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers over SMTP when SMTP_URL is set, and records the message', async () => {
    const mailer = createMailer({
      db: t.database.db,
      log: pino({ level: 'silent' }),
      smtpUrl: smtp.url,
      from: 'TeenFreelance <no-reply@teenfreelance.local>',
    });
    await mailer.send({
      to: 'Parent@Example.com',
      subject: 'Please confirm',
      text: 'Follow https://example.test/consent?token=abc123',
    });
    mailer.close();
    const received = await smtp.waitFor('parent@example.com');
    expect(received.subject).toBe('Please confirm');
    expect(received.text).toContain('https://example.test/consent?token=abc123');
    const [row] = await t.database.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(1);
    // The one-time link went by SMTP only; the database keeps the envelope, not the body.
    expect(row).toMatchObject({ to: 'Parent@Example.com', transport: 'smtp', text: null });
  });

  it('keeps mail in the outbox and the log without SMTP', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({ db: t.database.db, log, smtpUrl: undefined, from: 'x <x@example.com>' });
    await mailer.send({
      to: 'teen@example.com',
      subject: 'Reset your password',
      text: 'Open http://localhost:3000/reset-password?token=t1',
    });
    const [row] = await t.database.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(1);
    expect(row).toMatchObject({ to: 'teen@example.com', transport: 'outbox', subject: 'Reset your password' });
    expect(lines.join('')).toContain('reset-password?token=t1');
  });
});
