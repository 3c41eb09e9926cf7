import { useEffect, useRef } from 'react';
import { restartLive } from '../../../lib/live-events.ts';
import { useSession } from '../api/get-session.ts';

/**
 * The live connection belongs to whoever is signed in: when the session's
 * user changes (sign-in, sign-out, another account), it reconnects with the
 * new cookie, so private events never reach a tab signed in as someone else.
 */
export function useLiveFollowsSession(): void {
  const { user, isPending } = useSession();
  const userId = isPending ? undefined : (user?.id ?? null);
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    if (previous.current !== undefined && previous.current !== userId) restartLive();
    previous.current = userId;
  }, [userId]);
}
