import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_MINORS_PATH, type minorListSchema } from '@teenfreelance/contracts/admin';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

export type MinorList = z.infer<typeof minorListSchema>;

/** `GET /api/admin/minors`: freelancers under 18 and their parent's consent, newest first. */
export function getMinors(signal?: AbortSignal): Promise<MinorList> {
  return api.get<MinorList>(ADMIN_MINORS_PATH, signal);
}

export function minorsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.minors(),
    queryFn: ({ signal }) => getMinors(signal),
  });
}

export function useMinors() {
  return useQuery(minorsQueryOptions());
}
