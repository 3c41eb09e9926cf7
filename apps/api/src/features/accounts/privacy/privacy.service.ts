import { PRIVACY_TEXTS, type DataExport, type DeleteAccountInput } from '@teenfreelance/contracts/privacy';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import { conflict, forbidden, notFound, validationFailed } from '../../../http/errors.ts';
import { liveBatch, publishSessionsChanged } from '../../../platform/live/live-events.ts';
import type { PasswordsService } from '../passwords/passwords.service.ts';
import type { MessagesService } from '../../messaging/messages.service.ts';
import type { ReaderScreening } from '../../../platform/screening/reader-screening.ts';
import { removeAvatarImage } from '../../../platform/storage/images.ts';
import { countActiveOrders, eraseAccount } from './account-deletion.repository.ts';
import {
  findOwnProfile,
  ownFavorites,
  ownGigs,
  ownJobPosts,
  ownOrders,
  ownProposals,
  reviewsBy,
} from './privacy.repository.ts';
import type { ObjectStorage } from '../../../platform/storage/object-storage.ts';

export interface PrivacyService {
  /** Everything kept about the user, theirs only: the other people in it appear by name. */
  exportData(user: SessionUser): Promise<DataExport>;
  /**
   * Deletes the account after its password (or, for a Google account, its
   * email) is typed again: the person's data goes, what others depend on stays
   * under 'Deleted user', and every session ends. Not for demo accounts, nor
   * with orders still being worked on.
   */
  deleteAccount(user: SessionUser, input: DeleteAccountInput): Promise<void>;
  /** The same erasure, asked for by someone the account answers to (a parent, through the consent link). */
  eraseAccount(userId: string): Promise<void>;
}

export interface PrivacyServiceDeps {
  db: Database;
  clock: Clock;
  passwordsService: Pick<PasswordsService, 'confirmPassword'>;
  /** The user's conversations, each message as their thread shows it to them (masked where a minor takes part). */
  messagesService: Pick<MessagesService, 'exportConversations'>;
  /** Where avatar files are kept (DATA_DIR/uploads, or the bucket: decision 0081): a deleted account's goes with it. */
  storage: ObjectStorage;
  /** What a teen was shown of others' names and words (decision 0065): the export says the same. */
  screening: ReaderScreening;
}

/** Dates as ISO strings, the rest as stored. */
const plain = <T extends object>(row: T): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );

export function createPrivacyService({
  db,
  clock,
  passwordsService,
  messagesService,
  storage,
  screening,
}: PrivacyServiceDeps): PrivacyService {
  /** Refuses while orders are being worked on; otherwise erases in one transaction and tells open lists and tabs. */
  async function erase(userId: string): Promise<void> {
    const active = await countActiveOrders(db, userId);
    if (active > 0) throw conflict(PRIVACY_TEXTS.activeOrders, { reason: 'ACTIVE_ORDERS', orders: active });
    const gone = await db.transaction(async (tx) => {
      const erased = await eraseAccount(tx, userId, clock.now());
      const live = liveBatch();
      for (const gigId of erased.gigIds) live.add({ type: 'gig.deleted', gigId }, 'everyone');
      for (const jobId of erased.jobIds) live.add({ type: 'job.updated', jobId }, 'everyone');
      await live.publish(tx);
      await publishSessionsChanged(tx, userId);
      return erased;
    });
    // After the commit: a rolled-back erasure keeps its picture.
    await removeAvatarImage(storage, gone.avatarUrl);
  }

  return {
    async deleteAccount(user, { confirmation }) {
      if (user.isDemo) throw forbidden(PRIVACY_TEXTS.demoAccount, { reason: 'DEMO_ACCOUNT' });
      if (user.provider === 'google') {
        if (confirmation.trim().toLowerCase() !== user.email.toLowerCase()) {
          throw validationFailed([{ path: 'body.confirmation', message: PRIVACY_TEXTS.wrongEmail }]);
        }
      } else {
        await passwordsService.confirmPassword(user, confirmation, 'body.confirmation');
      }
      await erase(user.id);
    },

    eraseAccount: erase,

    async exportData(user) {
      const profile = await findOwnProfile(db, user.id);
      if (!profile) throw notFound('User');
      const [gigRows, orderRows, talks, written, received, posts, sent, saved] = await Promise.all([
        ownGigs(db, user.id),
        ownOrders(db, user.id),
        messagesService.exportConversations(user.id),
        reviewsBy(db, 'buyerId', user.id),
        reviewsBy(db, 'sellerId', user.id),
        ownJobPosts(db, user.id),
        ownProposals(db, user.id),
        ownFavorites(db, user.id),
      ]);
      // Others' words and names as the user was shown them (a teen's screened, decision 0065).
      const shown = (text: string) => screening.shown(text, { reader: user }).text;
      const shownOrNull = (text: string | null) => screening.shownOrNull(text, { reader: user });
      return {
        exportedAt: clock.now().toISOString(),
        profile: plain(profile),
        gigs: gigRows.map(plain),
        orders: orderRows.map((order) =>
          plain({ ...order, title: shown(order.title), myRole: order.buyerId === user.id ? 'buyer' : 'seller' }),
        ),
        // What the user was shown, not the stored originals: those stay for moderators (decision 0062).
        conversations: talks.map((talk) => ({
          id: talk.id,
          with: screening.name(talk.withName, user),
          about: shownOrNull(talk.about),
          messages: talk.messages.map((message) => ({
            fromMe: message.senderId === user.id,
            text: message.text,
            masked: message.masked,
            held: message.held,
            createdAt: message.createdAt,
          })),
        })),
        reviewsWritten: written.map(plain),
        reviewsReceived: received.map((review) => plain({ ...review, comment: shown(review.comment) })),
        jobPosts: posts.map(plain),
        proposals: sent.map((proposal) => plain({ ...proposal, jobTitle: shown(proposal.jobTitle) })),
        savedGigs: saved.map(plain),
      };
    },
  };
}
