import type { QueryClient } from '@tanstack/react-query';
import type { GigEvent } from '@teenfreelance/contracts/gigs';
import { gigKeys } from '../api/query-keys.ts';

/** Gig events change the category counts and the saved gigs too. */
const CATEGORIES_KEY = ['categories'] as const;
const FAVORITES_KEY = ['favorites'] as const;

function isGigEvent(value: unknown): value is GigEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { type, gigId } = value as Record<string, unknown>;
  return (type === 'gig.created' || type === 'gig.updated' || type === 'gig.deleted') && typeof gigId === 'string';
}

/**
 * Opens the server's gig event stream (`GET /api/events`, server-sent events)
 * and refetches the gig queries on every event. Returns the close function.
 * EventSource reconnects by itself after a drop.
 */
export function openGigEvents(queryClient: QueryClient): () => void {
  const source = new EventSource('/api/events');
  source.onmessage = (message: MessageEvent<string>) => {
    let event: unknown;
    try {
      event = JSON.parse(message.data);
    } catch {
      return;
    }
    if (!isGigEvent(event)) return;
    void queryClient.invalidateQueries({ queryKey: gigKeys.all });
    void queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
    void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
  };
  return () => source.close();
}
