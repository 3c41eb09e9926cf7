import type { Role } from '@teenfreelance/contracts/users';

/** Which side of a conversation a user is on; null for anyone not part of it. */
export function sideOf(conversation: { buyerId: string; sellerId: string }, userId: string): 'buyer' | 'seller' | null {
  if (conversation.buyerId === userId) return 'buyer';
  if (conversation.sellerId === userId) return 'seller';
  return null;
}

/** The other participant of a conversation the user takes part in. */
export function otherParticipant(conversation: { buyerId: string; sellerId: string }, userId: string): string {
  return conversation.buyerId === userId ? conversation.sellerId : conversation.buyerId;
}

/** Nobody messages themselves. */
export const isSelfContact = (userId: string, sellerId: string): boolean => userId === sellerId;

/** A new conversation about a gig needs the gig public; an existing one goes on whatever became of the gig. */
export const mayStartAboutGig = (gig: { isPublic: boolean }): boolean => gig.isPublic;

/** From a profile, one contacts a seller: a freelancer whose sign-up is complete. */
export const isContactableSeller = (person: { role: Role; signupPending: boolean }): boolean =>
  person.role === 'freelancer' && !person.signupPending;
