import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@teenfreelance/contracts/checkout';
import {
  PLAN_PATH,
  PRO_CANCEL_PATH,
  PRO_UPGRADE_PATH,
  type PlanState,
  type ProUpgradeInput,
} from '@teenfreelance/contracts/pro-plan';
import { api } from '../../../../lib/api-client.ts';

const planKey = ['plan'] as const;

/** `GET /api/me/plan`: the caller's plan and subscription. */
export function usePlan(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: planKey, queryFn: ({ signal }) => api.get<PlanState>(PLAN_PATH, signal) }),
    enabled,
  });
}

/** After the plan changed: the plan, and everything that shows Pro (the session, gig cards). */
function useRefreshAfterPlanChange() {
  const queryClient = useQueryClient();
  return (plan: PlanState) => {
    queryClient.setQueryData(planKey, plan);
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== planKey[0] });
  };
}

/** `POST /api/me/plan/pro`: pays for Pro once per Idempotency-Key. */
export function useUpgradeToPro() {
  const refresh = useRefreshAfterPlanChange();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: ProUpgradeInput; idempotencyKey: string }) =>
      api.post<PlanState>(PRO_UPGRADE_PATH, input, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
    onSuccess: refresh,
  });
}

/** `POST /api/me/plan/cancel`: no more renewals; Pro stays until the period ends. */
export function useCancelPro() {
  const refresh = useRefreshAfterPlanChange();
  return useMutation({ mutationFn: () => api.post<PlanState>(PRO_CANCEL_PATH), onSuccess: refresh });
}
