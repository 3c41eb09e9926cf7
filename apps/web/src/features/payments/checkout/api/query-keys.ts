/** Query keys of checkout (the payments area); other areas never build them. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  /** The quote of a gig or of a hired proposal. */
  quote: (target: { kind: 'gig' | 'proposal'; id: string }) =>
    [...checkoutKeys.all, 'quote', target.kind, target.id] as const,
};
