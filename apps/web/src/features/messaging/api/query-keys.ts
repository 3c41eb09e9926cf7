/** The messages feature's query keys: the inbox list, one conversation, its messages, the unread count. */
export const messageKeys = {
  all: ['messages'] as const,
  list: () => ['messages', 'list'] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
  thread: (id: string) => ['messages', 'thread', id] as const,
  unread: () => ['messages', 'unread'] as const,
};
