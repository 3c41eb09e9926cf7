import type { Metrics } from '../../../platform/metrics/metrics.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

/**
 * The `payouts` gauge of /metrics: withdrawals in each status, counted in the
 * database, so every process reports the same whole. A rising
 * `payouts{status="failed"}` is payouts failing; a growing `in_transit` or
 * `pending` a provider or sweep that stalls.
 */
export function payoutGauges(metrics: Metrics, withdrawals: Pick<WithdrawalsService, 'countByStatus'>): void {
  metrics.gauge('payouts', 'Withdrawals in each status, in all processes', async () =>
    Object.entries(await withdrawals.countByStatus()).map(([status, value]) => ({ labels: { status }, value })),
  );
}
