import type { reportQueueQuerySchema } from '@teenfreelance/contracts/admin';
import type { z } from 'zod';

/** How the review queue is sorted: newest or most reported first. */
export type ReportQueueSort = z.output<typeof reportQueueQuerySchema>['sort'];

/** The admin feature's query keys: the review queue (by sort), the teen freelancers, held messages, the audit log, the ledger's report and failed payouts. */
export const adminKeys = {
  all: ['admin'] as const,
  reports: () => ['admin', 'reports'] as const,
  reportQueue: (sort: ReportQueueSort) => ['admin', 'reports', sort] as const,
  minors: () => ['admin', 'minors'] as const,
  heldMessages: () => ['admin', 'held-messages'] as const,
  restrictions: () => ['admin', 'restrictions'] as const,
  audit: () => ['admin', 'audit'] as const,
  ledger: () => ['admin', 'ledger'] as const,
  failedPayouts: () => ['admin', 'payouts', 'failed'] as const,
  disputes: () => ['admin', 'disputes'] as const,
  dispute: (orderId: string) => ['admin', 'disputes', orderId] as const,
};
