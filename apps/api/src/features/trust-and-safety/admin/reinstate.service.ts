import type { ReinstateInput, Restriction } from '@teenfreelance/contracts/admin';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import { isUuid } from '../../../db/ids.ts';
import { notFound } from '../../../http/errors.ts';
import type { GigsService } from '../../catalogue/gigs/gigs.service.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { insertAudit } from './admin.repository.ts';
import { liftSuspension, listRestrictions, unhideGig, unhideJobs, unhideReview } from './reinstate.repository.ts';

/** Restrictions listed at once, newest first. */
const RESTRICTIONS_LISTED = 100;

/** What the person concerned is told when it is undone. */
const REINSTATED_TITLES: Record<ReinstateInput['targetKind'], string> = {
  profile: 'Your account has been reinstated',
  gig: 'A moderator restored something you posted',
  job: 'A moderator restored something you posted',
  review: 'A moderator restored something you posted',
};

/**
 * Undoing moderation (a mistake, or an appeal that succeeds): a suspension is lifted, or a hidden
 * gig, job post or review shown again, audited like every action and told to the person concerned.
 */
export interface ReinstateActions {
  restrictions(): Promise<{ restrictions: Restriction[] }>;
  reinstate(admin: SessionUser, input: ReinstateInput): Promise<Pick<ReinstateInput, 'targetKind' | 'targetId'>>;
}

export interface ReinstateActionsDeps {
  db: Database;
  clock: Clock;
  notificationsService: Pick<NotificationsService, 'notify'>;
  gigsService: Pick<GigsService, 'refreshSellerGigVisibility'>;
  /** The admins' rate limit, counted before any action. */
  limit: (admin: SessionUser) => Promise<void>;
}

export function createReinstateActions(deps: ReinstateActionsDeps): ReinstateActions {
  const { db, clock } = deps;
  return {
    async restrictions() {
      const rows = await listRestrictions(db, RESTRICTIONS_LISTED);
      return {
        restrictions: rows.map((row) => ({
          targetKind: row.target_kind,
          targetId: row.target_id,
          title: row.title,
          owner: row.owner_name === null ? null : { id: row.owner_id, name: row.owner_name },
          since: new Date(row.since).toISOString(),
        })),
      };
    },

    async reinstate(admin, { targetKind, targetId, reason }) {
      await deps.limit(admin);
      const notRestricted = () => notFound(targetKind === 'profile' ? 'Suspended account' : 'Hidden item');
      if (targetKind !== 'profile' && !isUuid(targetId)) throw notRestricted();
      await db.transaction(async (tx) => {
        const now = clock.now();
        let personId: string | undefined;
        if (targetKind === 'profile') {
          personId = (await liftSuspension(tx, targetId, now)) ? targetId : undefined;
        } else if (targetKind === 'gig') {
          personId = await unhideGig(tx, targetId, now);
        } else if (targetKind === 'job') {
          [personId] = await unhideJobs(tx, { jobId: targetId }, now);
        } else {
          personId = await unhideReview(tx, targetId);
        }
        if (!personId) throw notRestricted();
        // Gigs shown again are public again if nothing else keeps them private (open lists hear of them).
        if (targetKind === 'profile' || targetKind === 'gig') {
          await deps.gigsService.refreshSellerGigVisibility(tx, personId);
        }
        await insertAudit(tx, { adminId: admin.id, action: 'reinstate', targetKind, targetId, reason, createdAt: now });
        await deps.notificationsService.notify(tx, {
          kind: 'moderation_notice',
          userId: personId,
          title: REINSTATED_TITLES[targetKind],
          reason,
        });
      });
      return { targetKind, targetId };
    },
  };
}
