import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/email.ts';
import { signUpAndConfirm } from '../../testing/sign-up.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

/** Without SMTP_URL (a laptop), the consent link still reaches whoever runs the server: outbox table and log. */
describe('the consent email without a mail server', () => {
  let t: TestContext;
  beforeAll(async () => {
    // The email is sent by the background queue's worker (decision 0059).
    t = await createTestApp({ background: { enabled: true, pollingIntervalSeconds: 0.5 } });
  });
  afterAll(() => t.close());

  it('keeps the email with its working link in the outbox', async () => {
    const dateOfBirth = new Date();
    dateOfBirth.setUTCFullYear(dateOfBirth.getUTCFullYear() - 14);
    // The sign-up's own link comes through the outbox too (signUpAndConfirm reads it there).
    const response = await signUpAndConfirm(t.app, {
      name: 'Lee Local',
      email: 'lee-local@example.com',
      password: 'sunny-day-42',
      confirmPassword: 'sunny-day-42',
      role: 'freelancer',
      agreeToTerms: true,
      isMinor: true,
      dateOfBirth: dateOfBirth.toISOString().slice(0, 10),
      parentName: 'Lou Local',
      parentEmail: 'lou-local@example.com',
      parentPhone: '555 0100 200',
      parentConsent: true,
    });
    expect(response.statusCode).toBe(201);
    const outbox = () => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'lou-local@example.com'));
    await expect.poll(async () => (await outbox()).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await outbox();
    expect(mail?.transport).toBe('outbox');
    const token = /\/parental-consent\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const info = await t.app.inject({ method: 'GET', url: `/api/accounts/parental-consent?token=${token}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ teenName: 'Lee Local' });
  });
});
