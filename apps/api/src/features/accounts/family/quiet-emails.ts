import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import type { Mailer, MailMessage } from '../../../platform/email/mailer.ts';
import { createWorkHoursService } from './work-hours.service.ts';

/** The task that sends an email held through a teen's quiet hours, at 7 am their time. */
export const QUIET_EMAIL_TASK = 'quiet-email';
/** A held email carries its text (links included): gone from the queue a day after it is sent. */
const SENT_KEPT_SECONDS = 24 * 60 * 60;

/**
 * `mailer` for the emails that tell of activity (orders, messages, the
 * bell's): one to a teen whose work hours apply waits from 9 pm to 7 am in
 * their time zone, as a task of the background queue, and goes at 7 am
 * (decision 0086). Emails the teen asks for themselves (sign-in links,
 * password resets) do not take this mailer: they are answers, not
 * disturbances. The in-app list records every notification at once.
 */
export function quietHoursMailer(deps: {
  mailer: Mailer;
  background: BackgroundQueue;
  db: Database;
  clock: Clock;
}): Mailer {
  const { mailer, background, db, clock } = deps;
  const workHours = createWorkHoursService({ db, clock });
  background.define<MailMessage>(QUIET_EMAIL_TASK, (message) => mailer.send(message), {
    deleteAfterSeconds: SENT_KEPT_SECONDS,
  });
  return {
    transport: mailer.transport,
    async send(message) {
      const until = await workHours.quietUntil(message.to);
      if (!until) return mailer.send(message);
      await background.enqueue(db, QUIET_EMAIL_TASK, message, {
        delaySeconds: (until.getTime() - clock.now().getTime()) / 1000,
        singletonKey: randomUUID(),
      });
    },
    close: () => mailer.close(),
  };
}
