import { randomBytes } from 'node:crypto';
import { randomClientAddress, signUpAndConfirm } from '../../testing/sign-up.ts';
import { bornYearsAgo } from '../../testing/factories.ts';
import { setUpForTests, testAppForTests } from '../../testing/set-up-for-tests.ts';
import { startTestSmtp } from '../../testing/smtp.ts';

export type ErrorBody = { error: { code: string; message: string; details?: { path: string; message: string }[] } };
export type UserBody = { user: { id: string; name: string; isMinor: boolean; parentalConsent: string } | null };

export const unique = (label: string) => `${label}-${randomBytes(5).toString('hex')}@example.com`;

export const buyer = () => ({
  name: 'Bea Buyer',
  email: unique('buyer'),
  password: 'sunny-day-42',
  confirmPassword: 'sunny-day-42',
  role: 'buyer',
  agreeToTerms: true,
});

/**
 * Display names a person might try, with the contact details each holds
 * (docs/decisions/0062, "Names"), and ordinary names that must pass as written.
 */
export const NAMES_WITH_CONTACT_DETAILS = [
  ['a phone number', 'Text 555 321 7654 snap creep_22'],
  ['a UK mobile number', 'Sam 07700 900123'],
  ['an email', 'Tim tim.baker@gmail.com'],
  ['an app handle', 'insta jenny'],
  ['a handle disguised with @', 'Jenny sn@p jenny_22'],
  ['a handle disguised with full-width letters', 'Jenny ｓｎａｐ jenny22'],
  ['a handle disguised with an invisible character', 'Jenny s\u200bnap jenny22'],
  ['an email in look-alike Cyrillic letters', 'Tim tіm.bаker@gmаil.com'],
] as const;

export const ORDINARY_NAMES = ["Anna-Marie O'Neil", 'Dr. Zoë 3rd', 'Jean-Luc Picard', 'Snapper Jones', 'Ayşe Yılmaz'];

export const minorFreelancer = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tia Teen',
  email: unique('teen'),
  password: 'sunny-day-42',
  confirmPassword: 'sunny-day-42',
  role: 'freelancer',
  agreeToTerms: true,
  isMinor: true,
  dateOfBirth: bornYearsAgo(15),
  parentName: 'Pat Parent',
  parentEmail: unique('parent'),
  parentPhone: '+1 555 123 4567',
  parentConsent: true,
  ...overrides,
});

/**
 * The app of an accounts API test file, sending its emails to a real SMTP
 * peer the tests read (the consent links), and the requests its tests make.
 */
export function accountsTestApp() {
  const smtp = setUpForTests(startTestSmtp, (server) => server.close());
  // Its emails are sent by the background queue's worker (decision 0059).
  const t = testAppForTests(() => ({
    env: { SMTP_URL: smtp.url },
    background: { enabled: true, pollingIntervalSeconds: 0.5 },
  }));

  /** Signs up as a person does: the form, then the emailed link; the confirmation's answer, or the form's refusal. */
  const signUp = (payload: { email: string } & Record<string, unknown>) => signUpAndConfirm(t.app, payload);
  const session = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  const consentInfo = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/accounts/parental-consent?token=${encodeURIComponent(token)}` });
  const consent = (token: string, parentName = 'Pat Parent', cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/parental-consent',
      payload: { token, parentName, relationship: 'parent', agree: true },
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': 'ParentBrowser/1.0', ...(cookie ? { cookie } : {}) },
    });
  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password },
      remoteAddress: randomClientAddress(),
    });
  const resend = (cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/me/parental-consent/resend',
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const issues = (response: { json: <T>() => T }) => response.json<ErrorBody>().error.details ?? [];

  /** The consent link from the newest email to `parentEmail`, as the parent would follow it. */
  async function consentLinkFor(parentEmail: string, after = 0): Promise<URL> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mails = smtp.messages.filter((m) => m.to.includes(parentEmail.toLowerCase()));
      const mail = mails[mails.length - 1];
      if (mail && mails.length > after) {
        const link = /http:\/\/localhost:3000\/parental-consent\?token=[\w%-]+/.exec(mail.text)?.[0];
        if (!link) throw new Error(`no consent link in: ${mail.text}`);
        return new URL(link);
      }
      if (Date.now() > deadline) throw new Error(`no email to ${parentEmail}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  const tokenOf = (link: URL) => link.searchParams.get('token') ?? '';

  return { t, smtp, signUp, session, consentInfo, consent, signIn, resend, issues, consentLinkFor, tokenOf };
}
