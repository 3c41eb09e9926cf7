import { mayMessage, SEND_REFUSAL_TEXTS, type SendRefusalReason } from '@teenfreelance/contracts/messages';
import type { ParentalConsentState, Role } from '@teenfreelance/contracts/users';
import { type AppError, forbidden } from '../../http/errors.ts';

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

/** A family account watches over its teens; it does not contact sellers (decision 0083). */
export const familyAccountCannotStart = (): AppError =>
  forbidden('A family account cannot start conversations', { reason: 'GUARDIAN_ACCOUNT' });

/** From a profile, one contacts a seller: a freelancer whose sign-up is complete. */
export const isContactableSeller = (person: { role: Role; signupPending: boolean }): boolean =>
  person.role === 'freelancer' && !person.signupPending;

/**
 * Why `viewer` may not send in a conversation now, or null when they may: a
 * block either way, the viewer's own pending parental consent, or the other
 * person's (a teen whose consent was withdrawn). No retry changes any of them.
 */
export function sendRefusal(
  viewer: { parentalConsent: ParentalConsentState },
  conversation: { blocked: boolean; otherConsentPending: boolean },
): SendRefusalReason | null {
  if (conversation.blocked) return 'BLOCKED';
  if (!mayMessage(viewer)) return 'PARENTAL_CONSENT_PENDING';
  if (conversation.otherConsentPending) return 'RECIPIENT_CONSENT_PENDING';
  return null;
}

/** The refusal as an answer: 403 with its reason and the words the thread shows in place of the message box. */
export const sendRefused = (reason: SendRefusalReason): AppError => forbidden(SEND_REFUSAL_TEXTS[reason], { reason });
