import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WeeklySummarySetting, WeeklySummaryUnsubscribe } from '@teenfreelance/contracts/family-summary';
import { DAY_MS } from '@teenfreelance/contracts/time';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import type { Mailer } from '../../../platform/email/mailer.ts';
import { findLinkedTeens, findTeensMoney } from './family.repository.ts';
import { assertGuardian } from './family.service.ts';
import { findSafetyEvents, noSafetyEvents } from './safety-events.repository.ts';
import { weeklySummaryEmail, type TeenWeek } from './weekly-summary.emails.ts';
import {
  claimSummaryWeek,
  findGuardiansDue,
  findSummarySetting,
  guardianExists,
  findWeekOrders,
  saveSummarySetting,
} from './weekly-summary.repository.ts';
import { zoneOf } from './work-hours.rules.ts';
import { dayText, weekOf } from './zoned-time.ts';

/** The sweep that sends each guardian's summary once a week, across processes (decision 0087). */
export const WEEKLY_SUMMARY_TASK = 'family-weekly-summary';
/** The task that renders and sends one guardian's summary, queued in the transaction that claims their week. */
export const WEEKLY_SUMMARY_EMAIL_TASK = 'family-weekly-summary-email';
const WEEK_MS = 7 * DAY_MS;

export interface WeeklySummaryService {
  setting(guardian: SessionUser): Promise<WeeklySummarySetting>;
  /** The off switch on /family (and on again). */
  set(guardian: SessionUser, enabled: boolean): Promise<WeeklySummarySetting>;
  /** The email's unsubscribe link: 404 unless the token is the guardian's. */
  unsubscribe(input: WeeklySummaryUnsubscribe): Promise<WeeklySummarySetting>;
}

export interface WeeklySummaryDeps {
  db: Database;
  clock: Clock;
  background: BackgroundQueue;
  mailer: Mailer;
  publicUrl: string;
  /** Signs the unsubscribe links (the server's auth secret). */
  secret: string;
  /** How often the sweep runs: hourly (FAMILY_SWEEP_SECONDS); the first run of a week (Monday, UTC) sends it. */
  sweepSeconds: number;
}

/** The Monday (UTC) of the week `now` is in, as YYYY-MM-DD: the summary's key. */
export const summaryWeekOf = (now: Date): string => dayText(weekOf(Math.floor(now.getTime() / DAY_MS)));

export function createWeeklySummaryService(deps: WeeklySummaryDeps): WeeklySummaryService {
  const { db, clock, background } = deps;
  const signature = (guardianId: string) =>
    createHmac('sha256', deps.secret).update(`weekly-summary-off:${guardianId}`).digest('base64url');
  const unsubscribeLink = (guardianId: string) =>
    `${deps.publicUrl}/family/weekly-summary/off?guardian=${encodeURIComponent(guardianId)}&token=${signature(guardianId)}`;

  /** One teen's past week, for the email. */
  async function teenWeeks(guardianId: string): Promise<TeenWeek[]> {
    const since = new Date(clock.now().getTime() - WEEK_MS);
    const teens = await findLinkedTeens(db, guardianId);
    const ids = teens.map((teen) => teen.id);
    const [orders, money, safety] = await Promise.all([
      findWeekOrders(db, ids, since),
      findTeensMoney(db, ids),
      findSafetyEvents(db, ids, since),
    ]);
    return teens.map((teen) => {
      const week = orders.find((row) => row.teenId === teen.id);
      const cash = money.find((row) => row.teenId === teen.id);
      return {
        name: teen.name,
        timeZone: zoneOf(teen),
        newOrders: Number(week?.newOrders ?? 0),
        newOrdersCents: Number(week?.newOrdersCents ?? 0),
        completed: Number(week?.completed ?? 0),
        completedCents: Number(week?.completedCents ?? 0),
        open: Number(week?.open ?? 0),
        nextDueAt: week?.nextDueAt ? new Date(week.nextDueAt) : null,
        pendingCents: Number(cash?.pendingCents ?? 0),
        availableCents: Number(cash?.availableCents ?? 0),
        safety: safety.get(teen.id) ?? noSafetyEvents(),
      };
    });
  }

  background.define<{ guardianId: string; name: string; email: string }>(WEEKLY_SUMMARY_EMAIL_TASK, async (task) => {
    const teens = await teenWeeks(task.guardianId);
    if (teens.length === 0) return;
    await deps.mailer.send(
      weeklySummaryEmail({
        to: task.email,
        guardianName: task.name,
        teens,
        familyLink: `${deps.publicUrl}/family`,
        unsubscribeLink: unsubscribeLink(task.guardianId),
      }),
    );
  });

  background.every(WEEKLY_SUMMARY_TASK, deps.sweepSeconds, async () => {
    const now = clock.now();
    const week = summaryWeekOf(now);
    for (const guardian of await findGuardiansDue(db, week)) {
      await db.transaction(async (tx) => {
        if (!(await claimSummaryWeek(tx, guardian.id, week, now))) return;
        await background.enqueue(
          tx,
          WEEKLY_SUMMARY_EMAIL_TASK,
          { guardianId: guardian.id, name: guardian.name, email: guardian.email },
          { delaySeconds: 0, singletonKey: `${guardian.id}:${week}` },
        );
      });
    }
  });

  return {
    async setting(guardian) {
      assertGuardian(guardian);
      return { enabled: await findSummarySetting(db, guardian.id) };
    },
    async set(guardian, enabled) {
      assertGuardian(guardian);
      await saveSummarySetting(db, guardian.id, enabled, clock.now());
      return { enabled };
    },
    async unsubscribe({ guardian, token }) {
      const expected = Buffer.from(signature(guardian));
      const given = Buffer.from(token);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound('Link');
      if (!(await guardianExists(db, guardian))) throw notFound('Link');
      await saveSummarySetting(db, guardian, false, clock.now());
      return { enabled: false };
    },
  };
}
