import { orderActions, type OrderAction } from '@teenfreelance/contracts/orders';

/**
 * The order actions that are never a role's (403 whatever the order's status); every other action a role
 * is not offered is refused by status (409). Written by hand, apart from the machine, so the order-machine
 * tests fail when the machine gives a role an action this table says is never theirs, or takes one away.
 */
export const NEVER_THEIRS: Record<'buyer' | 'seller' | 'admin', readonly OrderAction[]> = {
  buyer: ['start', 'deliver', 'request_extension'],
  seller: [
    'submit_requirements',
    'request_revision',
    'accept',
    'cancel',
    'accept_extension',
    'decline_extension',
    'cancel_for_lateness',
  ],
  admin: orderActions.filter((action) => action !== 'cancel'),
};
