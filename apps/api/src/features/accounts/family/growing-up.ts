import { ADULT_AGE, RELAXED_AGE } from '@teenfreelance/contracts/accounts';
import type { Clock } from '../../../clock.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import type { Mailer } from '../../../platform/email/mailer.ts';
import type { GigsService } from '../../catalogue/gigs/gigs.service.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { findGuardiansOf } from './family.repository.ts';
import { linkEndedEmail, turned16Email } from './growing-up.emails.ts';
import {
  claimMilestone,
  endGuardianship,
  relaxGigApprovals,
  findTeensReaching,
  hasWorkHourChoice,
  type Milestone,
} from './growing-up.repository.ts';

/** The sweep that acts on teens' 16th and 18th birthdays, once across processes (decision 0087). */
export const GROWING_UP_TASK = 'family-growing-up';
/** The task that emails a guardian about their teen's birthday, queued in the birthday's transaction. */
export const GROWING_UP_EMAIL_TASK = 'family-growing-up-email';

interface GrowingUpEmail {
  milestone: Milestone;
  to: string;
  guardianName: string;
  teenName: string;
  keptLimits: boolean;
  /** At 16: 'Approve new gigs' was on and is off now. */
  approvalsRelaxed?: boolean;
}

export interface GrowingUpDeps {
  db: Database;
  clock: Clock;
  background: BackgroundQueue;
  mailer: Mailer;
  publicUrl: string;
  gigsService: Pick<GigsService, 'refreshSellerGigVisibility'>;
  notificationsService: Pick<NotificationsService, 'notify'>;
  /** At 18, withdrawals waiting for the guardian come back to the seller's balance (payouts' withdrawal-returns.ts). */
  waitingWithdrawals: { returnAtAdulthood(tx: DbOrTx, teenId: string, at: Date): Promise<void> };
  /** How often it runs: hourly (FAMILY_SWEEP_SECONDS), so a birthday is acted on within the hour it starts (UTC). */
  sweepSeconds: number;
}

/** 'YYYY-MM-DD' of the last birth date that makes someone `years` old at `now` (UTC, as `ageOn` counts). */
export function bornByForAge(now: Date, years: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  // Born on 29 February: a year without one makes them older on 1 March (Date.UTC rolls over to it).
  if (date.getUTCDate() !== now.getUTCDate()) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * Registers the growing-up sweep: at 16 the law's work hours end (they follow
 * from the age already) and the teen and their guardians are told, the
 * guardian's own limits staying; at 18 the guardian link ends and the guardian
 * keeps nothing of the teen's (growing-up.repository.ts `endGuardianship`).
 */
export function defineGrowingUp(deps: GrowingUpDeps): { sweep: () => Promise<void> } {
  const { db, clock, background } = deps;
  const familyLink = `${deps.publicUrl}/family`;

  background.define<GrowingUpEmail>(GROWING_UP_EMAIL_TASK, async (task) => {
    const input = { to: task.to, guardianName: task.guardianName, teenName: task.teenName, familyLink };
    await deps.mailer.send(
      task.milestone === '16'
        ? turned16Email({ ...input, keptLimits: task.keptLimits, approvalsRelaxed: task.approvalsRelaxed ?? false })
        : linkEndedEmail(input),
    );
  });

  /** Acts on one teen's milestone in one transaction, unless another process has already. */
  async function reach(teen: { id: string; name: string }, milestone: Milestone, now: Date) {
    await db.transaction(async (tx) => {
      if (!(await claimMilestone(tx, teen.id, milestone, now))) return;
      const guardians = await findGuardiansOf(tx, teen.id);
      const keptLimits = milestone === '16' && (await hasWorkHourChoice(tx, teen.id));
      const approvalsRelaxed = milestone === '16' && (await relaxGigApprovals(tx, teen.id));
      if (milestone === '18') {
        await endGuardianship(tx, teen.id, now);
        await deps.waitingWithdrawals.returnAtAdulthood(tx, teen.id, now);
      }
      // Gigs that waited for the guardian (and, at 18, a paused teen's) are public again.
      await deps.gigsService.refreshSellerGigVisibility(tx, teen.id);
      await deps.notificationsService.notify(
        tx,
        milestone === '16'
          ? { kind: 'turned_16', userId: teen.id, keptByGuardian: keptLimits }
          : { kind: 'guardian_link_ended', userId: teen.id },
      );
      for (const guardian of guardians) {
        const email: GrowingUpEmail = {
          milestone,
          to: guardian.email,
          guardianName: guardian.name,
          teenName: teen.name,
          keptLimits,
          approvalsRelaxed,
        };
        await background.enqueue(tx, GROWING_UP_EMAIL_TASK, email, {
          delaySeconds: 0,
          singletonKey: `${milestone}:${teen.id}:${guardian.id}`,
        });
      }
    });
  }

  async function sweep() {
    const now = clock.now();
    // 18 first: a teen linked after 18 (or found late) ends the link without a 16th-birthday notice after it.
    for (const teen of await findTeensReaching(db, '18', bornByForAge(now, ADULT_AGE))) await reach(teen, '18', now);
    for (const teen of await findTeensReaching(db, '16', bornByForAge(now, RELAXED_AGE))) await reach(teen, '16', now);
  }

  background.every(GROWING_UP_TASK, deps.sweepSeconds, sweep);
  return { sweep };
}
