import type { DataExport } from '@teenfreelance/contracts/privacy';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import {
  findOwnProfile,
  ownConversations,
  ownFavorites,
  ownGigs,
  ownJobPosts,
  ownOrders,
  ownProposals,
  reviewsBy,
} from './privacy.repository.ts';

export interface PrivacyService {
  /** Everything kept about the user, theirs only: the other people in it appear by name. */
  exportData(user: SessionUser): Promise<DataExport>;
}

export interface PrivacyServiceDeps {
  db: Database;
  clock: Clock;
}

/** Dates as ISO strings, the rest as stored. */
const plain = <T extends object>(row: T): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );

export function createPrivacyService({ db, clock }: PrivacyServiceDeps): PrivacyService {
  return {
    async exportData(user) {
      const profile = await findOwnProfile(db, user.id);
      if (!profile) throw notFound('User');
      const [gigRows, orderRows, talks, written, received, posts, sent, saved] = await Promise.all([
        ownGigs(db, user.id),
        ownOrders(db, user.id),
        ownConversations(db, user.id),
        reviewsBy(db, 'buyerId', user.id),
        reviewsBy(db, 'sellerId', user.id),
        ownJobPosts(db, user.id),
        ownProposals(db, user.id),
        ownFavorites(db, user.id),
      ]);
      return {
        exportedAt: clock.now().toISOString(),
        profile: plain(profile),
        gigs: gigRows.map(plain),
        orders: orderRows.map((order) => plain({ ...order, myRole: order.buyerId === user.id ? 'buyer' : 'seller' })),
        conversations: talks.rows.map((talk) => ({
          id: talk.id,
          with: talk.withName,
          about: talk.gigTitle ?? talk.jobTitle,
          messages: talks.messages
            .filter((message) => message.conversationId === talk.id)
            .map((message) =>
              plain({ fromMe: message.fromMe === user.id, text: message.text, createdAt: message.createdAt }),
            ),
        })),
        reviewsWritten: written.map(plain),
        reviewsReceived: received.map(plain),
        jobPosts: posts.map(plain),
        proposals: sent.map(plain),
        savedGigs: saved.map(plain),
      };
    },
  };
}
