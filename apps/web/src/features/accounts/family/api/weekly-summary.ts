import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FAMILY_WEEKLY_SUMMARY_PATH,
  FAMILY_WEEKLY_SUMMARY_UNSUBSCRIBE_PATH,
  type WeeklySummarySetting,
  type WeeklySummaryUnsubscribe,
} from '@teenfreelance/contracts/family-summary';
import { api } from '../../../../lib/api-client.ts';

const weeklySummaryKey = ['family', 'weekly-summary'] as const;

/** `GET /api/family/weekly-summary`: whether the guardian gets the weekly summary. */
export function useWeeklySummary() {
  return useQuery({
    queryKey: weeklySummaryKey,
    queryFn: ({ signal }) => api.get<WeeklySummarySetting>(FAMILY_WEEKLY_SUMMARY_PATH, signal),
  });
}

/** `PUT /api/family/weekly-summary`: the off switch (and on again). */
export function useSetWeeklySummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api.put<WeeklySummarySetting>(FAMILY_WEEKLY_SUMMARY_PATH, { enabled }),
    onSuccess: (setting) => queryClient.setQueryData(weeklySummaryKey, setting),
  });
}

/** `POST /api/family/weekly-summary/unsubscribe`: the email's link, without signing in. */
export function useUnsubscribeWeeklySummary() {
  return useMutation({
    mutationFn: (input: WeeklySummaryUnsubscribe) =>
      api.post<WeeklySummarySetting>(FAMILY_WEEKLY_SUMMARY_UNSUBSCRIBE_PATH, input),
  });
}
