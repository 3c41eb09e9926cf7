import type { ModerationActionInput } from '@teenfreelance/contracts/admin';

/** What the person concerned is told, by action. */
export const NOTICE_TITLES: Record<ModerationActionInput['action'], string> = {
  hide: 'A moderator hid something you posted',
  remove_message: 'A moderator removed one of your messages',
  warn: 'A warning from the TeenFreelance team',
  suspend: 'Your account has been suspended',
};
