import { eq, isNull, or } from 'drizzle-orm';
import { messages } from './schema/conversations.ts';

/**
 * Which messages `viewerId` may read: every one not held for review, and their own held ones
 * (a message to a minor from a sender several people reported waits for a moderator; decision 0044).
 * The one definition for the thread, the data export and anything else that shows messages to a user.
 */
export const messageVisibleTo = (viewerId: string) => or(isNull(messages.heldAt), eq(messages.senderId, viewerId));
