/** The safety feature's query keys: the caller's blocked list and whether they blocked one person. */
export const safetyKeys = {
  all: ['safety'] as const,
  blocks: () => ['safety', 'blocks', 'list'] as const,
  blockState: (userId: string) => ['safety', 'blocks', 'state', userId] as const,
};
