import type { DbOrTx } from '../../../db/client.ts';
import type { GigsService } from '../../catalogue/gigs/gigs.service.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import type { OrdersService } from '../../orders/orders.service.ts';
import { setConsentPending } from './family.repository.ts';

export interface ConsentWithdrawalDeps {
  gigsService: Pick<GigsService, 'refreshSellerGigVisibility'>;
  ordersService: Pick<OrdersService, 'cancelForConsentWithdrawn'>;
  notificationsService: Pick<NotificationsService, 'notify'>;
}

/**
 * Everything that follows when a teen's parental consent ends, whoever ends it
 * (their guardian on /family, or support at a parent's request on /admin), in
 * the caller's transaction: the teen waits for consent again and can ask for it
 * again (the consent record reopens), their gigs leave the catalogue at once,
 * their open orders are cancelled and refunded through the order machine
 * (`consent_withdrawn`), and the teen is told.
 */
export async function withdrawConsentIn(
  tx: DbOrTx,
  deps: ConsentWithdrawalDeps,
  teenId: string,
  at: Date,
): Promise<void> {
  await setConsentPending(tx, teenId, at);
  await deps.gigsService.refreshSellerGigVisibility(tx, teenId);
  await deps.ordersService.cancelForConsentWithdrawn(tx, teenId);
  await deps.notificationsService.notify(tx, { kind: 'consent_revoked', userId: teenId });
}
