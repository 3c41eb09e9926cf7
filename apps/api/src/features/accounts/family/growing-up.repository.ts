import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { guardianInvites, guardianLinks } from '../../../db/schema/family.ts';
import { payoutAccounts } from '../../../db/schema/payouts.ts';
import { users } from '../../../db/schema/users.ts';
import { familyMilestones, workHourChoices } from '../../../db/schema/work-hours.ts';
import { clearAwaitingApprovals } from './gig-approvals.repository.ts';

export type Milestone = '16' | '18';

/** How many teens one run of the sweep takes on, per milestone; the next run takes the rest. */
const BATCH = 100;

/** Linked teens born on or before `bornBy` whose `milestone` has not been acted on yet. */
export async function findTeensReaching(db: DbOrTx, milestone: Milestone, bornBy: string) {
  return db
    .selectDistinct({ id: users.id, name: users.name })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.teenId))
    .where(
      and(
        lte(users.dateOfBirth, bornBy),
        sql`not exists (select 1 from ${familyMilestones} m where m.teen_id = ${users.id} and m.milestone = ${milestone})`,
      ),
    )
    .limit(BATCH);
}

/** Records the milestone; false when another process recorded it first (it then acts, not this one). */
export async function claimMilestone(tx: DbOrTx, teenId: string, milestone: Milestone, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(familyMilestones)
    .values({ teenId, milestone, reachedAt: at })
    .onConflictDoNothing()
    .returning({ teenId: familyMilestones.teenId });
  return rows.length > 0;
}

export async function hasWorkHourChoice(db: DbOrTx, teenId: string): Promise<boolean> {
  const [row] = await db
    .select({ teenId: workHourChoices.teenId })
    .from(workHourChoices)
    .where(
      and(
        eq(workHourChoices.teenId, teenId),
        sql`(${workHourChoices.eveningEndHour} is not null or ${workHourChoices.weeklyHours} is not null)`,
      ),
    );
  return row !== undefined;
}

/**
 * At 18 the guardian keeps nothing of the teen's: the links, an unused family
 * link, their choices and the payout account they set up (their own bank
 * details) go; the teen is an adult seller from now on, with no consent to wait
 * for and no pause a guardian set.
 */
export async function endGuardianship(tx: DbOrTx, teenId: string, at: Date): Promise<void> {
  await tx.delete(guardianLinks).where(eq(guardianLinks.teenId, teenId));
  await tx.delete(guardianInvites).where(eq(guardianInvites.teenId, teenId));
  await tx.delete(workHourChoices).where(eq(workHourChoices.teenId, teenId));
  await tx.delete(payoutAccounts).where(and(eq(payoutAccounts.userId, teenId), eq(payoutAccounts.owner, 'guardian')));
  await tx
    .update(users)
    .set({
      isMinor: false,
      parentalConsent: 'not_required',
      sellingPausedAt: null,
      gigApprovalRequired: false,
      contactRule: 'anyone',
      updatedAt: at,
    })
    .where(eq(users.id, teenId));
  // Nobody is left to approve what waited: published as it is (the caller re-derives visibility).
  await clearAwaitingApprovals(tx, teenId);
}

/**
 * The 16th birthday relaxes 'Approve new gigs' (decision 0087): turned off, and
 * what waited is published. Answers whether it was on (the guardian is told).
 */
export async function relaxGigApprovals(tx: DbOrTx, teenId: string): Promise<boolean> {
  const relaxed = await tx
    .update(users)
    .set({ gigApprovalRequired: false })
    .where(and(eq(users.id, teenId), eq(users.gigApprovalRequired, true)))
    .returning({ id: users.id });
  await clearAwaitingApprovals(tx, teenId);
  return relaxed.length > 0;
}
