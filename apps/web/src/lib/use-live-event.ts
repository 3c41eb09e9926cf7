import { useEffect, useRef } from 'react';
import type { LiveEventOf, LiveEventType } from '@teenfreelance/contracts/live';
import { onLiveReconnect, subscribeLive } from './live-events.ts';

/**
 * Runs `handler` for every live event of `types` while the component is
 * mounted, and `onReconnect` after the connection came back from a drop
 * (refetch what the component shows). The latest handlers are used without
 * resubscribing.
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
    const list = key.split(',') as T[];
    const unsubscribe = subscribeLive(list, (event) => latest.current.handler(event));
    const unreconnect = onLiveReconnect(() => latest.current.onReconnect?.());
    return () => {
      unsubscribe();
      unreconnect();
    };
  }, [key]);
}
