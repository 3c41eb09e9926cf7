import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminDisputeDecisionPath,
  type AdminDispute,
  type DisputeDecisionInput,
} from '@teenfreelance/contracts/orders';
import type { Database } from '../db/client.ts';
import { ledgerTransactions } from '../db/schema/ledger.ts';
import { DISPUTE_DEADLINES_TASK } from '../features/orders/disputes/disputes.service.ts';
import { DISPUTE_EMAIL_TASK } from '../features/orders/disputes/disputes.steps.ts';
import type { TestUser } from './factories.ts';

/** An admin's decision on the order's dispute, as the Disputes tab sends it. */
export function decide(app: FastifyInstance, admin: TestUser, orderId: string, input: DisputeDecisionInput) {
  return app.inject({
    method: 'POST',
    url: adminDisputeDecisionPath(orderId),
    headers: { cookie: admin.cookie },
    payload: input,
  });
}

/** The decision, which must be taken (200). */
export async function decideOk(app: FastifyInstance, admin: TestUser, orderId: string, input: DisputeDecisionInput) {
  const response = await decide(app, admin, orderId, input);
  if (response.statusCode !== 200) throw new Error(`decision refused: ${response.statusCode} ${response.body}`);
  return response.json<AdminDispute>();
}

/** One run of the disputes' deadlines sweep and their emails (a test app's queue holds them until asked). */
export const runDisputeWork = (app: FastifyInstance) => app.runHeldTasks([DISPUTE_DEADLINES_TASK, DISPUTE_EMAIL_TASK]);

/** The kinds of the order's ledger postings, sorted. */
export async function postingsOf(db: Database, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ kind: ledgerTransactions.eventKind })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.orderId, orderId));
  return rows.map((row) => row.kind).sort();
}
