import type { SessionUser } from '@teenfreelance/contracts/users';

/** Only the person themself edits a profile; admins moderate through their own tools, not by editing. */
export function canEditProfile(actor: SessionUser, profileUserId: string): boolean {
  return actor.id === profileUserId;
}

/** Private fields (email, phone, personal info, date of birth, consent state) are the owner's alone. */
export function canSeePrivateProfile(viewer: SessionUser | null, profileUserId: string): boolean {
  return viewer?.id === profileUserId;
}

/** A minor's location is never public (QUALITY.md, Protecting minors; docs/decisions/0018). */
export function mayShowLocation(profile: { isMinor: boolean }): boolean {
  return !profile.isMinor;
}

/** Response time is a freelancer's promise; other roles have none. */
export function hasResponseTime(profile: { role: string }): boolean {
  return profile.role === 'freelancer';
}
