/** Query keys of the reviews feature; other features never build them. */
export const reviewKeys = {
  all: ['reviews'] as const,
  order: (orderId: string) => [...reviewKeys.all, 'order', orderId] as const,
  buyerRating: (userId: string) => [...reviewKeys.all, 'buyer-rating', userId] as const,
};
