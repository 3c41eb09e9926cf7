import { eq } from 'drizzle-orm';
import { SIGN_IN_PATH, SIGN_UP_PATH, SIGN_UP_RESEND_PATH } from '@teenfreelance/contracts/auth';
import { emailOutbox } from '../../../db/schema/email.ts';
import { manualClock } from '../../../testing/clock.ts';
import { TEST_PASSWORD } from '../../../testing/factories.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { deliverSignUpEmails, isSignUpLinkMail, randomClientAddress, signUpTokenIn } from '../../../testing/sign-up.ts';
import { ACCOUNT_EMAIL_TASK } from '../accounts.email-tasks.ts';

/**
 * The app of a sign-up test file: the background queue off (its tasks are worked
 * when a test says, BackgroundQueue.runHeld), mail in the outbox, a manual clock.
 */
export function signUpTestApp() {
  const clock = manualClock(Date.now());
  const t = testAppForTests(() => ({ clock }));
  const db = () => t.database.db;

  const post = (url: string, payload: object, remoteAddress = randomClientAddress()) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const signUpForm = (payload: object, remoteAddress?: string) => post(SIGN_UP_PATH, payload, remoteAddress);
  const resend = (email: string, remoteAddress?: string) => post(SIGN_UP_RESEND_PATH, { email }, remoteAddress);
  const signIn = (email: string, password = TEST_PASSWORD) => post(SIGN_IN_PATH, { email, password });

  /** Works the queued sign-up and account emails, as the queue's worker would. */
  const deliver = async () => {
    await deliverSignUpEmails(t.app);
    await t.app.runHeldTasks([ACCOUNT_EMAIL_TASK]);
  };

  /** Every email sent to `to`, oldest first (subject and text). */
  const mailTo = (to: string) =>
    db()
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, to.toLowerCase()))
      .orderBy(emailOutbox.createdAt);

  /** The tokens of the sign-up links sent to `to`, oldest first. */
  const tokensTo = async (to: string) =>
    (await mailTo(to)).filter(isSignUpLinkMail).map((mail) => signUpTokenIn(mail.text ?? '') ?? '');

  return { t, clock, db, signUpForm, resend, signIn, deliver, mailTo, tokensTo };
}
