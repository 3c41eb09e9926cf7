import { useQuery } from '@tanstack/react-query';
import { MY_FAMILY_PATH, type TeenFamilyPanel } from '@teenfreelance/contracts/family-controls';
import { api } from '../../../../lib/api-client.ts';

/** `GET /api/me/family`: the signed-in teen's guardian and the controls in force. */
export function useMyFamily() {
  return useQuery({
    queryKey: ['my-family'],
    queryFn: ({ signal }) => api.get<TeenFamilyPanel>(MY_FAMILY_PATH, signal),
  });
}
