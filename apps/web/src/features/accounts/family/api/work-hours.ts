import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyWorkHoursPath, type WorkHours, type WorkHoursInput } from '@teenfreelance/contracts/work-hours';
import { api } from '../../../../lib/api-client.ts';
import { familyKey } from './family.ts';

/** `PUT /api/family/teens/:teenId/work-hours`: the guardian's stricter work hours (decision 0086). */
export function setWorkHours({ teenId, input }: { teenId: string; input: WorkHoursInput }): Promise<WorkHours> {
  return api.put<WorkHours>(familyWorkHoursPath(teenId), input);
}

export function useSetWorkHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWorkHours,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: familyKey }),
  });
}
