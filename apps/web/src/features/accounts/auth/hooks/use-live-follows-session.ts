import { useEffect } from 'react';

/**
 * The live connection belongs to whoever is signed in. Mounted with the
 * signed-in user's menu: when a user appears (sign-in), changes, or goes
 * (sign-out), an open connection reconnects with the new cookie, so private
 * events never reach a tab signed in as someone else. Before any connection
 * is open this does nothing (the connection opens later with the right cookie).
 */
export function useLiveFollowsSession(userId: string): void {
  useEffect(() => {
    const restart = () => void import('../../../../lib/live-events.ts').then(({ restartLive }) => restartLive());
    restart();
    return restart;
  }, [userId]);
}
