import { randomInt } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SIGN_UP_CONFIRM_PATH, SIGN_UP_PATH } from '@teenfreelance/contracts/auth';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema/email.ts';
import { SIGN_UP_EMAIL_TASK, SIGN_UP_REQUEST_TASK } from '../features/accounts/sign-up/sign-up.email-tasks.ts';

/** A client address of its own for each sign-up, so per-IP limits never trip a test. */
export const randomClientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The token of a sign-up link in an email's text, or undefined. */
export function signUpTokenIn(text: string): string | undefined {
  const token = /\/register\/confirm\?token=([\w%-]+)/.exec(text)?.[1];
  return token ? decodeURIComponent(token) : undefined;
}

/**
 * The sign-up email's work, done: a test app with the background queue off works
 * the held sign-up tasks now (BackgroundQueue.runHeld); with it on, they run by themselves.
 */
export const deliverSignUpEmails = (app: FastifyInstance) =>
  app.runHeldTasks([SIGN_UP_REQUEST_TASK, SIGN_UP_EMAIL_TASK]);

/** The newest sign-up link's token in the outbox (the mailer without SMTP) for `email`, waiting up to 10 s. */
export async function signUpTokenFromOutbox(db: Database, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [mail] = await db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email.toLowerCase()), like(emailOutbox.subject, 'Confirm your email%')))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const token = mail?.text ? signUpTokenIn(mail.text) : undefined;
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no sign-up link emailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Follows a sign-up link, as the register/confirm page does. */
export const confirmSignUp = (app: FastifyInstance, token: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: SIGN_UP_CONFIRM_PATH, payload: { token }, headers });

/**
 * Signs up through the API as a person would: the form (202), then the link the
 * email brought (read from the outbox unless `readToken` reads it elsewhere, say a
 * test's SMTP peer). Answers the confirmation's response (201 with the session
 * cookie), or the form's when it was refused.
 */
export async function signUpAndConfirm(
  app: FastifyInstance,
  db: Database,
  payload: { email: string } & Record<string, unknown>,
  readToken: (email: string) => Promise<string> = (email) => signUpTokenFromOutbox(db, email),
): Promise<LightMyRequestResponse> {
  const form = await app.inject({ method: 'POST', url: SIGN_UP_PATH, payload, remoteAddress: randomClientAddress() });
  if (form.statusCode !== 202) return form;
  await deliverSignUpEmails(app);
  return confirmSignUp(app, await readToken(payload.email));
}
