import { useEffect, useRef } from 'react';
import type { LiveEventOf, LiveEventType } from '@teenfreelance/contracts/live';

/**
 * Runs `handler` for every live event of `types` while the component is
 * mounted, and `onReconnect` each time the connection opens, the first time
 * too (refetch what the component shows: it was read before the connection
 * existed, or while it was down). The latest handlers are used without
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
      const stopReconnects = onLiveReconnect(() => latest.current.onReconnect?.());
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
