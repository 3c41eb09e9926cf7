import { useQueryClient } from '@tanstack/react-query';
import { JOB_LIVE_EVENTS } from '@teenfreelance/contracts/live-protocol';
import { useLiveEvent } from '../../../lib/use-live-event.ts';
import { jobKeys } from '../api/query-keys.ts';

/**
 * Keeps /jobs current: a job posted, edited or closed anywhere (and every
 * reconnection, which may have missed some) refetches the job lists, so a
 * new post appears at the top.
 */
export function useJobListEvents(): void {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
  useLiveEvent(JOB_LIVE_EVENTS, refetch, refetch);
}

/**
 * Keeps one job's page current: its own job events, and the caller's
 * notifications (a new proposal for the poster, a decision for the
 * freelancer), refetch the job and its proposals.
 */
export function useJobEvents(jobId: string): void {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) });
  useLiveEvent(
    JOB_LIVE_EVENTS,
    (event) => {
      if (event.jobId === jobId) refetch();
    },
    refetch,
  );
  useLiveEvent('notifications.changed', refetch);
}
