import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/use-live-event.ts';
import { dashboardKeys } from '../api/query-keys.ts';

/** The figures follow what happens elsewhere: an order changing, a message arriving. */
export function useDashboardLive(): void {
  const queryClient = useQueryClient();
  useLiveEvent(
    ['order.updated', 'message.created'],
    () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  );
}
