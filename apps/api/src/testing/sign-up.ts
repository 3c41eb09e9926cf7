import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SIGN_UP_CONFIRM_PATH, SIGN_UP_PATH } from '@teenfreelance/contracts/auth';
import { mailSentBy } from './test-app.ts';
import { SIGN_UP_EMAIL_TASK, SIGN_UP_REQUEST_TASK } from '../features/accounts/sign-up/sign-up.email-tasks.ts';
import { SIGN_UP_LINK_SUBJECT } from '../features/accounts/sign-up/sign-up.emails.ts';

/** A client address of its own for each sign-up, so per-IP limits never trip a test. */
export const randomClientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Whether `mail` is a sign-up link's email (buildUser confirms through one, so a person's mail starts with it). */
export const isSignUpLinkMail = (mail: { subject: string }): boolean => mail.subject === SIGN_UP_LINK_SUBJECT;

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

/** The newest sign-up link's token the app emailed to `email`, waiting up to 30 s (a running queue sends it in time). */
export async function signUpTokenSent(app: FastifyInstance, email: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mail = mailSentBy(app)
      .filter((m) => m.to === email.toLowerCase())
      .findLast((m) => signUpTokenIn(m.text));
    const token = mail ? signUpTokenIn(mail.text) : undefined;
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no sign-up link emailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Follows a sign-up link, as the register/confirm page does (from an address of its own, as sign-ups come). */
export const confirmSignUp = (app: FastifyInstance, token: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: SIGN_UP_CONFIRM_PATH,
    payload: { token },
    headers,
    remoteAddress: randomClientAddress(),
  });

/**
 * Signs up through the API as a person would: the form (202), then the link the
 * email brought (as the test app sent it, unless `readToken` reads it elsewhere).
 * Answers the confirmation's response (201 with the session
 * cookie), or the form's when it was refused.
 */
export async function signUpAndConfirm(
  app: FastifyInstance,
  payload: { email: string } & Record<string, unknown>,
  readToken: (email: string) => Promise<string> = (email) => signUpTokenSent(app, email),
): Promise<LightMyRequestResponse> {
  const form = await app.inject({ method: 'POST', url: SIGN_UP_PATH, payload, remoteAddress: randomClientAddress() });
  if (form.statusCode !== 202) return form;
  await deliverSignUpEmails(app);
  return confirmSignUp(app, await readToken(payload.email));
}
