import type { LedgerReport } from '@teenfreelance/contracts/admin-ledger';
import {
  ACTION_TARGETS,
  ADMIN_TEXTS,
  type ModerationActionInput,
  type AuditEntry,
  type MinorAccount,
  type ModerationInput,
  type ReportQueue,
} from '@teenfreelance/contracts/admin';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import { maskEmail } from '../../../platform/email/mask-email.ts';
import { conflict, notFound, unprocessable } from '../../../http/errors.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { MessagesService } from '../../messaging/messages.service.ts';
import type { OrdersService } from '../../orders/orders.service.ts';
import { createHeldMessageActions, type HeldMessageActions } from '../held-messages/held-messages.service.ts';
import { NOTICE_TITLES } from './moderation-notices.ts';
import { createReinstateActions, type ReinstateActions } from './reinstate.service.ts';
import { hideGigs, hideJobs, hideReview, personOfTarget, removeMessage, suspendUser } from './moderation.repository.ts';
import type { AccountsService } from '../../accounts/accounts.service.ts';
import type { FamilyService } from '../../accounts/family/family.service.ts';
import type { LedgerReportService } from '../../payments/ledger/ledger-report.service.ts';
import type { GigsService } from '../../catalogue/gigs/gigs.service.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import type { RateLimitRule, RateLimitsService } from '../../../platform/rate-limits/rate-limits.service.ts';
import {
  findPerson,
  insertAudit,
  listAudit,
  listMinors,
  openReportGroups,
  reportContext,
  resolveReports,
} from './admin.repository.ts';

/** Actions an admin may take: plenty for a review session, and a stop on a script or a stolen session. */
export const ADMIN_ACTIONS_RATE: RateLimitRule = { max: 60, windowSeconds: 60 };

export interface AdminService extends HeldMessageActions, ReinstateActions {
  queue(sort: 'newest' | 'most'): Promise<ReportQueue>;
  dismiss(admin: SessionUser, input: ModerationInput): Promise<{ resolved: number }>;
  /**
   * Hides a gig, job post or review, removes a message, or warns or suspends
   * the person a reported thing concerns; its open reports are actioned, the
   * person and the reporters told. A suspension also cancels and refunds the
   * person's orders still being worked on.
   */
  act(admin: SessionUser, input: ModerationActionInput): Promise<{ resolved: number }>;
  minors(): Promise<{ minors: MinorAccount[] }>;
  resendConsent(admin: SessionUser, teenId: string): Promise<{ sentTo: string }>;
  revokeConsent(admin: SessionUser, teenId: string, reason: string): Promise<MinorAccount>;
  audit(): Promise<{ entries: AuditEntry[] }>;
  /** The platform's balances and the ledger's reconciliation (the Money tab; decision 0074). */
  ledger(): Promise<LedgerReport>;
}

export interface AdminServiceDeps {
  db: Database;
  clock: Clock;
  rateLimits: Pick<RateLimitsService, 'assertWithin'>;
  notificationsService: Pick<NotificationsService, 'notify'>;
  accountsService: Pick<AccountsService, 'resendConsentEmail'>;
  gigsService: Pick<GigsService, 'refreshSellerGigVisibility'>;
  ordersService: Pick<OrdersService, 'transition'>;
  familyService: Pick<FamilyService, 'endConsentIn'>;
  messagesService: Pick<MessagesService, 'deliverHeld'>;
  ledgerReportService: Pick<LedgerReportService, 'report'>;
  log: FastifyBaseLogger;
}

const toMinor = (row: Awaited<ReturnType<typeof listMinors>>[number]): MinorAccount => ({
  id: row.id,
  name: row.name,
  parentalConsent: row.parentalConsent,
  parentEmail: row.parentEmail ? maskEmail(row.parentEmail) : null,
  publicGigs: Number(row.publicGigs),
  createdAt: row.createdAt.toISOString(),
  consentedBy: row.consentedAt
    ? { name: row.consentedByName ?? '', at: new Date(row.consentedAt).toISOString(), verified: row.verifiedGuardian }
    : null,
});

export function createAdminService(deps: AdminServiceDeps): AdminService {
  const { db, clock } = deps;
  const limit = (admin: SessionUser) => deps.rateLimits.assertWithin(`admin:${admin.id}`, ADMIN_ACTIONS_RATE);

  async function minorById(id: string) {
    const [found] = await listMinors(db, id);
    if (!found) throw notFound('Teen freelancer');
    return found;
  }

  return {
    ...createHeldMessageActions({
      db,
      clock,
      notificationsService: deps.notificationsService,
      messagesService: deps.messagesService,
      limit,
    }),
    ...createReinstateActions({ ...deps, limit }),

    async queue(sort) {
      const groups = await openReportGroups(db, sort);
      return {
        groups: await Promise.all(
          groups.map(async (group) => {
            const [reported, context] = await Promise.all([
              group.reportedUserId ? findPerson(db, group.reportedUserId) : Promise.resolve(undefined),
              reportContext(db, group.targetKind, group.targetId),
            ]);
            return {
              targetKind: group.targetKind,
              targetId: group.targetId,
              reportCount: Number(group.reportCount),
              reasons: group.reasons as ReportQueue['groups'][number]['reasons'],
              notes: group.notes,
              firstReportedAt: new Date(group.firstReportedAt).toISOString(),
              lastReportedAt: new Date(group.lastReportedAt).toISOString(),
              reported: reported ?? null,
              context,
            };
          }),
        ),
      };
    },

    async dismiss(admin, input) {
      await limit(admin);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const reporters = await resolveReports(
          tx,
          { kind: input.targetKind, id: input.targetId },
          { status: 'dismissed', adminId: admin.id, at: now },
        );
        if (reporters.length === 0) throw notFound('Open report');
        await insertAudit(tx, {
          adminId: admin.id,
          action: 'dismiss_reports',
          targetKind: input.targetKind,
          targetId: input.targetId,
          reason: input.reason,
          createdAt: now,
        });
        for (const userId of new Set(reporters)) {
          await deps.notificationsService.notify(tx, {
            kind: 'report_reviewed',
            userId,
            body: ADMIN_TEXTS.dismissedNotice,
          });
        }
        return { resolved: reporters.length };
      });
    },

    async act(admin, input) {
      await limit(admin);
      const { action, targetKind, targetId, reason } = input;
      if (!ACTION_TARGETS[action].includes(targetKind)) {
        throw unprocessable(`This action does not apply to a ${targetKind}`, {
          reason: 'ACTION_NOT_APPLICABLE',
          action,
          targetKind,
        });
      }
      const personId = await personOfTarget(db, targetKind, targetId);
      if (!personId) throw notFound('Reported item');
      const outcome = await db.transaction(async (tx) => {
        const now = clock.now();
        let changed = 1;
        let ordersToCancel: string[] = [];
        if (action === 'hide') {
          changed =
            targetKind === 'gig'
              ? await hideGigs(tx, { gigId: targetId }, now)
              : targetKind === 'job'
                ? await hideJobs(tx, { jobId: targetId }, now)
                : await hideReview(tx, targetId, now);
        } else if (action === 'remove_message') {
          changed = await removeMessage(tx, targetId, now);
        } else if (action === 'suspend') {
          ordersToCancel = await suspendUser(tx, personId, now);
        }
        if (changed === 0) throw notFound('Reported item');
        const reporters = await resolveReports(
          tx,
          { kind: targetKind, id: targetId },
          { status: 'actioned', adminId: admin.id, at: now },
        );
        await insertAudit(tx, { adminId: admin.id, action, targetKind, targetId, reason, createdAt: now });
        await deps.notificationsService.notify(tx, {
          kind: 'moderation_notice',
          userId: personId,
          title: NOTICE_TITLES[action],
          reason,
        });
        for (const userId of new Set(reporters)) {
          await deps.notificationsService.notify(tx, {
            kind: 'report_reviewed',
            userId,
            body: ADMIN_TEXTS.actionedNotice,
          });
        }
        return { resolved: reporters.length, ordersToCancel };
      });
      // Each cancellation is its own transition (refund included); one that fails is logged, the rest go on.
      for (const orderId of outcome.ordersToCancel) {
        await deps.ordersService
          .transition(admin, orderId, { action: 'cancel', reason: `Account suspended: ${reason}`.slice(0, 500) })
          .catch((error: unknown) =>
            deps.log.error({ err: error, orderId }, 'cancelling a suspended account’s order failed'),
          );
      }
      return { resolved: outcome.resolved };
    },

    async minors() {
      return { minors: (await listMinors(db)).map(toMinor) };
    },

    async resendConsent(admin, teenId) {
      await limit(admin);
      const teen = await minorById(teenId);
      const { sentTo } = await deps.accountsService.resendConsentEmail(teen);
      await insertAudit(db, {
        adminId: admin.id,
        action: 'resend_consent',
        targetKind: 'profile',
        targetId: teen.id,
        reason: null,
        createdAt: clock.now(),
      });
      return { sentTo };
    },

    async revokeConsent(admin, teenId, reason) {
      await limit(admin);
      const teen = await minorById(teenId);
      if (teen.parentalConsent !== 'granted') throw conflict('Consent is not given, so there is nothing to withdraw');
      await db.transaction(async (tx) => {
        const now = clock.now();
        // As when the guardian withdraws it on /family: gigs private, open orders refunded.
        await deps.familyService.endConsentIn(tx, teen.id);
        await insertAudit(tx, {
          adminId: admin.id,
          action: 'revoke_consent',
          targetKind: 'profile',
          targetId: teen.id,
          reason,
          createdAt: now,
        });
      });
      return toMinor(await minorById(teen.id));
    },

    async audit() {
      const rows = await listAudit(db, 100);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          admin: { id: row.adminId ?? '', name: row.adminName ?? 'Deleted user' },
          action: row.action,
          targetKind: row.targetKind,
          targetId: row.targetId,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    ledger: () => deps.ledgerReportService.report(),
  };
}
