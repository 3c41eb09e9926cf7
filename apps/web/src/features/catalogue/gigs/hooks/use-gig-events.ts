import { useQueryClient } from '@tanstack/react-query';
import { GIG_LIVE_EVENTS } from '@teenfreelance/contracts/live-protocol';
import { useLiveEvent } from '../../../../lib/use-live-event.ts';
import { gigKeys } from '../api/query-keys.ts';

/**
 * Keeps the gig lists and pages on screen current: every gig event from the
 * live channel (and every reconnection, which may have missed some) refetches
 * the gig queries. The connection opens a few seconds after the page loaded.
 */
export function useGigEvents(): void {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: gigKeys.all });
  useLiveEvent(GIG_LIVE_EVENTS, refetch, refetch);
}
