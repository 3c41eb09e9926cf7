import { ageOn, RELAXED_AGE } from '@teenfreelance/contracts/accounts';
import {
  CONTACT_RULE_LABELS,
  FAMILY_CONTROLS_TEXTS,
  type FamilyControls,
  type FamilyControlsInput,
  type GigApprovalRequest,
  type GigDecisionResult,
  type TeenFamilyPanel,
} from '@teenfreelance/contracts/family-controls';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../../clock.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { isUuid } from '../../../db/ids.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { hashOneTimeToken } from '../../../platform/email/one-time-tokens.ts';
import type { GigsService } from '../../catalogue/gigs/gigs.service.ts';
import type { WorkHoursService } from './work-hours.service.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { assertGuardian } from './family.service.ts';
import { findGuardiansOf, findLinkedTeens } from './family.repository.ts';
import {
  clearAwaitingApprovals,
  findTeenBirthDate,
  countGuardianLinks,
  deleteGigApprovalLink,
  findControls,
  findGigByApprovalToken,
  findGigToDecide,
  setGigApproval,
  updateControls,
} from './gig-approvals.repository.ts';

export interface FamilyControlsService {
  /** Sets 'Approve new gigs' and/or 'Who can contact my teen'; the teen is told. Guardians of the teen only. */
  setControls(guardian: SessionUser, teenId: string, input: FamilyControlsInput): Promise<FamilyControls>;
  /** Approves or declines a gig waiting for the guardian, from /family. */
  decide(guardian: SessionUser, gigId: string, approve: boolean): Promise<GigDecisionResult>;
  /** What the emailed link shows; 404 when the link is unknown, used or expired. */
  requestByLink(token: string): Promise<GigApprovalRequest>;
  /** Approves or declines from the emailed link (the link is the guardian's proof, as for every emailed link). */
  decideByLink(token: string, approve: boolean): Promise<GigDecisionResult>;
  /** The signed-in teen's own Family panel: their guardians and every control in force. */
  teenPanel(user: SessionUser): Promise<TeenFamilyPanel>;
  /**
   * The controls' defaults for a teen about to get their first guardian (called
   * before the link is made): gigs approved first below 16 (decision 0084).
   */
  applyDefaultsBeforeFirstLink(tx: DbOrTx, teenId: string): Promise<void>;
}

export interface FamilyControlsServiceDeps {
  db: Database;
  clock: Clock;
  gigsService: Pick<GigsService, 'refreshSellerGigVisibility'>;
  notificationsService: Pick<NotificationsService, 'notify'>;
  /** The work hours in force, for the teen's panel (decision 0086). */
  workHoursService: Pick<WorkHoursService, 'describe'>;
}

const linkInvalid = () => notFound('Gig approval link', FAMILY_CONTROLS_TEXTS.linkInvalid);

/** What the teen's notification says a change did, in their words. */
function summaryOf(input: FamilyControlsInput): string {
  const parts: string[] = [];
  if (input.approveNewGigs !== undefined) {
    parts.push(
      input.approveNewGigs
        ? "'Approve new gigs' is on: your new and edited gigs go public after they approve them."
        : "'Approve new gigs' is off: your gigs go public as soon as you publish them.",
    );
  }
  if (input.contactRule !== undefined) {
    parts.push(`Who can contact you: ${CONTACT_RULE_LABELS[input.contactRule].toLowerCase()}.`);
  }
  return parts.join(' ');
}

export function createFamilyControlsService(deps: FamilyControlsServiceDeps): FamilyControlsService {
  const { db, clock } = deps;

  async function assertLinked(guardian: SessionUser, teenId: string, tx: DbOrTx = db) {
    assertGuardian(guardian);
    const [teen] = await findLinkedTeens(tx, guardian.id, teenId);
    if (!teen) throw notFound('Teen');
  }

  /** Decides a waiting gig in `tx`: the approval leaves, visibility is derived again, the teen is told. */
  async function decideIn(tx: DbOrTx, gigId: string, approve: boolean, guardianName: string) {
    const gig = await findGigToDecide(tx, gigId, true);
    if (!gig || gig.deletedAt) throw notFound('Gig');
    if (gig.approval !== 'awaiting') {
      throw conflict('This gig is not waiting for your approval', { reason: 'GIG_NOT_AWAITING' });
    }
    await setGigApproval(tx, gigId, approve ? null : 'declined');
    await deleteGigApprovalLink(tx, gigId);
    await deps.gigsService.refreshSellerGigVisibility(tx, gig.sellerId);
    await deps.notificationsService.notify(tx, {
      kind: approve ? 'gig_approved' : 'gig_declined',
      userId: gig.sellerId,
      guardianName,
      gigId,
      gigTitle: gig.title,
    });
    return { gigId, decision: approve ? ('approved' as const) : ('declined' as const) };
  }

  /** The gig of a live link, or 404. */
  async function gigOfLink(tx: DbOrTx, token: string) {
    const link = await findGigByApprovalToken(tx, hashOneTimeToken(token));
    if (!link || link.expiresAt.getTime() <= clock.now().getTime()) throw linkInvalid();
    const gig = await findGigToDecide(tx, link.gigId);
    if (!gig || gig.deletedAt || gig.approval !== 'awaiting') throw linkInvalid();
    return gig;
  }

  return {
    async setControls(guardian, teenId, input) {
      await assertLinked(guardian, teenId);
      await db.transaction(async (tx) => {
        await updateControls(tx, teenId, {
          ...(input.approveNewGigs !== undefined ? { gigApprovalRequired: input.approveNewGigs } : {}),
          ...(input.contactRule !== undefined ? { contactRule: input.contactRule } : {}),
        });
        // Turning approvals off publishes what was waiting: nobody is left to approve it.
        if (input.approveNewGigs === false) {
          await clearAwaitingApprovals(tx, teenId);
          await deps.gigsService.refreshSellerGigVisibility(tx, teenId);
        }
        await deps.notificationsService.notify(tx, {
          kind: 'family_controls_changed',
          userId: teenId,
          guardianName: guardian.name,
          summary: summaryOf(input),
        });
      });
      const controls = await findControls(db, teenId);
      if (!controls) throw notFound('Teen');
      return { approveNewGigs: controls.approveNewGigs, contactRule: controls.contactRule };
    },

    async decide(guardian, gigId, approve) {
      assertGuardian(guardian);
      if (!isUuid(gigId)) throw notFound('Gig');
      return db.transaction(async (tx) => {
        const gig = await findGigToDecide(tx, gigId);
        // Another family's teen's gig is not there for this guardian.
        if (!gig) throw notFound('Gig');
        await assertLinked(guardian, gig.sellerId, tx);
        return decideIn(tx, gigId, approve, guardian.name);
      });
    },

    async requestByLink(token) {
      const gig = await gigOfLink(db, token);
      return {
        gigId: gig.id,
        teenName: gig.teenName,
        title: gig.title,
        shortDescription: gig.shortDescription,
        description: gig.description,
        priceCents: gig.priceCents,
        deliveryDays: gig.deliveryDays,
      };
    },

    async decideByLink(token, approve) {
      return db.transaction(async (tx) => {
        const gig = await gigOfLink(tx, token);
        const guardians = await findGuardiansOf(tx, gig.sellerId);
        const name = guardians.length === 1 && guardians[0] ? guardians[0].name : 'Your parent or guardian';
        return decideIn(tx, gig.id, approve, name);
      });
    },

    async teenPanel(user) {
      const [guardians, controls, workHours] = await Promise.all([
        findGuardiansOf(db, user.id),
        findControls(db, user.id),
        deps.workHoursService.describe([user.id]),
      ]);
      return {
        guardians: guardians.map((guardian) => ({ name: guardian.name, verified: guardian.verifiedAt !== null })),
        sellingPaused: controls?.sellingPausedAt != null,
        controls: {
          approveNewGigs: controls?.approveNewGigs ?? false,
          contactRule: controls?.contactRule ?? 'anyone',
        },
        workHours: workHours.get(user.id)?.applied ?? null,
      };
    },

    async applyDefaultsBeforeFirstLink(tx, teenId) {
      if ((await countGuardianLinks(tx, teenId)) > 0) return;
      const dateOfBirth = await findTeenBirthDate(tx, teenId);
      const age = dateOfBirth ? ageOn(dateOfBirth, clock.now()) : null;
      if (age !== null && age < RELAXED_AGE) {
        await updateControls(tx, teenId, { gigApprovalRequired: true });
      }
    },
  };
}
