import type { Message } from '@teenfreelance/contracts/messages';
import type { Database } from '../../db/client.ts';
import { conversationsOf, messagesOf } from './data-export.repository.ts';
import { toMessageDto } from './messages.mappers.ts';

/** One conversation in a person's data export, its messages as the thread shows them to that person. */
export interface ExportedConversation {
  id: string;
  /** The other person's name. */
  withName: string;
  /** The gig's or job post's title; null for a conversation about neither. */
  about: string | null;
  messages: Message[];
}

export interface MessagesDataExport {
  /**
   * Every conversation of `userId` with all the messages they can read, oldest first, each
   * exactly as the thread shows it to them (`toMessageDto`): contact details masked where a
   * minor takes part, a removed message as removed, a held one only to its sender and marked
   * held. The stored originals stay in the database, for moderators (decision 0062).
   */
  exportConversations(userId: string): Promise<ExportedConversation[]>;
}

export function createMessagesDataExport({
  db,
  ownHosts,
}: {
  db: Database;
  ownHosts: readonly string[];
}): MessagesDataExport {
  return {
    async exportConversations(userId) {
      const talks = await conversationsOf(db, userId);
      const rows = await messagesOf(
        db,
        talks.map((talk) => talk.id),
        userId,
      );
      return talks.map((talk) => ({
        id: talk.id,
        withName: talk.withName,
        about: talk.gigTitle ?? talk.jobTitle,
        messages: rows
          .filter((row) => row.conversationId === talk.id)
          .map((row) => toMessageDto(row, talk.involvesMinor, ownHosts)),
      }));
    },
  };
}
