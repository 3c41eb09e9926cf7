import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_AUDIT_PATH, type auditLogSchema } from '@teenfreelance/contracts/admin';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

export type AuditLog = z.infer<typeof auditLogSchema>;

/** `GET /api/admin/audit`: the latest 100 admin actions, newest first. */
export function getAuditLog(signal?: AbortSignal): Promise<AuditLog> {
  return api.get<AuditLog>(ADMIN_AUDIT_PATH, signal);
}

export function auditLogQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.audit(),
    queryFn: ({ signal }) => getAuditLog(signal),
  });
}

export function useAuditLog() {
  return useQuery(auditLogQueryOptions());
}
