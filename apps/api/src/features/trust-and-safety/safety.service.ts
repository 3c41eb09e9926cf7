import {
  REPORTS_PER_HOUR,
  SAFETY_TEXTS,
  type BlockList,
  type BlockState,
  type ReportInput,
  type ReportReceipt,
} from '@teenfreelance/contracts/safety';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import type { RateLimitRule, RateLimitsService } from '../../platform/rate-limits/rate-limits.service.ts';
import {
  deleteBlock,
  findReportTarget,
  findUserForBlock,
  hasBlock,
  hasBlockBetween,
  insertBlock,
  listBlockers,
  listBlocks,
  upsertReport,
} from './safety.repository.ts';

/** Targets whose ids are uuids; profiles are named by the account's id (any text). */
const UUID_TARGETS = new Set<ReportInput['targetKind']>(['conversation', 'message', 'gig', 'review', 'job']);

export interface SafetyService {
  /**
   * Stores a report of something the reporter can see (once per reporter and target), at most
   * REPORT_RATE new ones per reporter: 429 REPORT_RATE beyond, with the seconds to wait.
   */
  report(user: SessionUser, input: ReportInput): Promise<{ receipt: ReportReceipt; created: boolean }>;
  block(user: SessionUser, userId: string): Promise<BlockState>;
  unblock(user: SessionUser, userId: string): Promise<BlockState>;
  blockState(user: SessionUser, userId: string): Promise<BlockState>;
  blocks(user: SessionUser): Promise<BlockList>;
  /** Whether `ownerId` blocked `viewerId`: their gigs, posts and orders are then not there for the viewer. */
  isBlockedBy(viewerId: string | null, ownerId: string): Promise<boolean>;
  /** The people who blocked the viewer: their gigs are left out of the lists the viewer reads. */
  blockersOf(viewerId: string): Promise<ReadonlySet<string>>;
  /** 403 "You can't message this user" when either of the two blocked the other. */
  assertMayMessage(senderId: string, recipientId: string): Promise<void>;
}

export interface SafetyServiceDeps {
  db: Database;
  clock: Clock;
  /** Reports per reporter, counted in the database so that every server process shares the count. */
  rateLimits: Pick<RateLimitsService, 'assertWithin'>;
}

/**
 * New reports per reporter (decision 0064): a person who reports in good faith
 * makes a few in a bad hour; twenty leaves room for a wave of spam while one
 * account cannot bury the admins' queue or pile reports on someone.
 */
export const REPORT_RATE: RateLimitRule = { max: REPORTS_PER_HOUR, windowSeconds: 60 * 60 };

export function createSafetyService({ db, clock, rateLimits }: SafetyServiceDeps): SafetyService {
  async function blockable(user: SessionUser, userId: string) {
    if (userId === user.id) throw unprocessable(SAFETY_TEXTS.cannotBlockSelf, { reason: 'CANNOT_BLOCK_SELF' });
    const other = await findUserForBlock(db, userId);
    if (!other) throw notFound('User');
    return other;
  }

  return {
    async report(user, input) {
      const target =
        UUID_TARGETS.has(input.targetKind) && !isUuid(input.targetId)
          ? undefined
          : await findReportTarget(db, input.targetKind, input.targetId);
      // Only what the reporter can see can be reported; anything else is not found, as elsewhere.
      if (!target || !target.visible || (target.participants && !target.participants.includes(user.id))) {
        throw notFound('Reported item');
      }
      const reportedUserId = target.ownerId || (target.participants?.find((id) => id !== user.id) ?? '');
      if (reportedUserId === user.id) {
        throw unprocessable(SAFETY_TEXTS.cannotReportSelf, { reason: 'CANNOT_REPORT_SELF' });
      }
      // Only a report that is stored counts, in its transaction: a repeat of one stores nothing and counts nothing,
      // and one refused for the limit is rolled back with its count.
      const { report, created } = await db.transaction(async (tx) => {
        const upserted = await upsertReport(tx, { reporterId: user.id, reportedUserId, input, now: clock.now() });
        if (upserted.created) {
          await rateLimits.assertWithin(`reports:user:${user.id}`, REPORT_RATE, tx, {
            message: SAFETY_TEXTS.tooManyReports,
            reason: 'REPORT_RATE',
          });
        }
        return upserted;
      });
      return {
        created,
        receipt: {
          id: report.id,
          targetKind: report.targetKind,
          targetId: report.targetId,
          reason: report.reason,
          message: SAFETY_TEXTS.received,
          createdAt: report.createdAt.toISOString(),
        },
      };
    },

    async block(user, userId) {
      const other = await blockable(user, userId);
      await insertBlock(db, user.id, other.id, clock.now());
      return { userId: other.id, blocked: true };
    },

    async unblock(user, userId) {
      await deleteBlock(db, user.id, userId);
      return { userId, blocked: false };
    },

    async blockState(user, userId) {
      return { userId, blocked: await hasBlock(db, user.id, userId) };
    },

    async blocks(user) {
      const rows = await listBlocks(db, user.id);
      return {
        blocks: rows.map((row) => ({
          user: { id: row.id, name: row.name, avatarUrl: row.image },
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    async isBlockedBy(viewerId, ownerId) {
      return viewerId !== null && viewerId !== ownerId && hasBlock(db, ownerId, viewerId);
    },

    async blockersOf(viewerId) {
      return new Set(await listBlockers(db, viewerId));
    },

    async assertMayMessage(senderId, recipientId) {
      if (await hasBlockBetween(db, senderId, recipientId)) {
        throw forbidden(SAFETY_TEXTS.cannotMessage, { reason: 'BLOCKED' });
      }
    },
  };
}
