import { startTestSmtp } from '../../../testing/smtp.ts';
import { setUpForTests, testAppForTests } from '../../../testing/set-up-for-tests.ts';

export type ErrorBody = { error: { code: string; message: string; details?: unknown } };
export type UserBody = { user: { id: string; isDemo: boolean } | null };

export const FORGOT_ANSWER = {
  message: 'If an account exists for that email, we have sent a link to reset your password. It works for 1 hour.',
};

/** The app of a passwords API test file, emailing a real SMTP peer the tests read, and the requests its tests make. */
export function passwordsTestApp() {
  const smtp = setUpForTests(startTestSmtp, (server) => server.close());
  // Its emails are sent by the background queue's worker (decision 0059).
  const t = testAppForTests(() => ({
    env: { SMTP_URL: smtp.url },
    background: { enabled: true, pollingIntervalSeconds: 0.5 },
  }));
  let ipCounter = 0;
  /** A fresh address per request unless a test means to share one. */
  const nextIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  const post = (url: string, payload: object, options: { cookie?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: options.ip ?? nextIp(),
      ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    });
  const forgot = (email: string, ip?: string) => post('/api/auth/password/forgot', { email }, ip ? { ip } : {});
  const reset = (payload: object) => post('/api/auth/password/reset', payload);
  const change = (payload: object, cookie?: string) =>
    post('/api/auth/password/change', payload, cookie ? { cookie } : {});
  const signIn = (email: string, password: string) => post('/api/auth/sign-in', { email, password });
  const sessionOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<UserBody>().user;

  /** The reset link of the newest email to `address`, waiting for it to arrive. */
  async function resetLinkFor(address: string, previousCount = 0): Promise<URL> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mails = smtp.messages.filter((m) => m.to.includes(address.toLowerCase()));
      if (mails.length > previousCount) {
        const link = /http:\/\/localhost:3000\/reset-password\?token=[\w%-]+/.exec(mails.at(-1)?.text ?? '')?.[0];
        if (!link) throw new Error(`no reset link in: ${mails.at(-1)?.text ?? ''}`);
        return new URL(link);
      }
      if (Date.now() > deadline) throw new Error(`no email to ${address}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address.toLowerCase())).length;

  return { t, smtp, post, forgot, reset, change, signIn, sessionOf, resetLinkFor, mailsTo };
}
