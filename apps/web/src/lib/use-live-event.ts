import { useEffect, useRef } from 'react';
import type { LiveEventOf, LiveEventType } from '@teenfreelance/contracts/live';
import { PUBLIC_LIVE_EVENT_TYPES } from '@teenfreelance/contracts/live-protocol';

const PUBLIC_EVENTS: ReadonlySet<string> = new Set(PUBLIC_LIVE_EVENT_TYPES);

/**
 * Runs `handler` for every live event of `types` while the component is
 * mounted, and `onReconnect` after the connection came back from a drop
 * (refetch what the component shows); for private events (anything but the
 * public gig events) also when it first opens, as what the component shows
 * was read before the connection existed. The latest handlers are used without
 * resubscribing. The connection module is loaded when the first component
 * subscribes, not with the page: the connection opens seconds later anyway,
 * and the home page's JavaScript stays within its budget.
 */
export function useLiveEvent<T extends LiveEventType>(
  types: T | readonly T[],
  handler: (event: LiveEventOf<T>) => void,
  onReconnect?: () => void,
): void {
  const latest = useRef({ handler, onReconnect });
  latest.current = { handler, onReconnect };
  const key = Array.isArray(types) ? types.join(',') : (types as string);
  useEffect(() => {
    let isActive = true;
    let unsubscribe = () => {};
    void import('./live-events.ts').then(({ subscribeLive, onLiveReconnect }) => {
      if (!isActive) return;
      const stopEvents = subscribeLive(key.split(',') as T[], (event) => latest.current.handler(event));
      const isPrivate = key.split(',').some((type) => !PUBLIC_EVENTS.has(type));
      const stopReconnects = onLiveReconnect(() => latest.current.onReconnect?.(), { onFirstOpen: isPrivate });
      unsubscribe = () => {
        stopEvents();
        stopReconnects();
      };
    });
    return () => {
      isActive = false;
      unsubscribe();
    };
  }, [key]);
}
