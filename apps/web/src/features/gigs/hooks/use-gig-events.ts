import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

const OPEN_DELAY_MS = 3_000;

/**
 * Keeps the gig lists on screen current with the server's gig events. The
 * stream (and its code) comes a moment after the page has loaded: an open
 * request would otherwise keep the page from ever looking "loaded" to tools
 * that wait for the network to go quiet (browser tests, Lighthouse).
 */
export function useGigEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let close: (() => void) | null = null;
    let isActive = true;
    const timer = setTimeout(() => {
      void import('./gig-events-stream.ts').then(({ openGigEvents }) => {
        if (isActive) close = openGigEvents(queryClient);
      });
    }, OPEN_DELAY_MS);
    return () => {
      isActive = false;
      clearTimeout(timer);
      close?.();
    };
  }, [queryClient]);
}
