/** The favourites query keys: the list and one gig's saved state. */
export const favoriteKeys = {
  all: ['favorites'] as const,
  list: () => ['favorites', 'list'] as const,
  state: (gigId: string) => ['favorites', 'state', gigId] as const,
};
