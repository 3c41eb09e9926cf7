import type { SessionUser } from '@teenfreelance/contracts/users';

/** Only buyers purchase gigs (the specification's 'Only buyers can purchase gigs'). */
export const isBuyer = (user: Pick<SessionUser, 'role'>): boolean => user.role === 'buyer';
