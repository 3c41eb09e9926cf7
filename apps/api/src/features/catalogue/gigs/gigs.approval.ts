import type { GigApproval } from '@teenfreelance/contracts/gig-dtos';
import type { DbOrTx } from '../../../db/client.ts';

/**
 * What the gigs service needs from whoever approves a teen's gigs ('Approve
 * new gigs', decision 0084): to be asked, in the write's transaction. The
 * family side provides it (services.ts), so this feature does not reach into
 * that one.
 */
export interface GigApprovalRequests {
  request(tx: DbOrTx, gig: { id: string; title: string; sellerId: string }): Promise<void>;
}

/** Asks the teen's guardian when a write left the gig waiting for them; nothing otherwise. */
export function guardianAsker(requests: GigApprovalRequests | undefined) {
  return async (tx: DbOrTx, approval: GigApproval | null, gig: { id: string; title: string; sellerId: string }) => {
    if (approval === 'awaiting') await requests?.request(tx, gig);
  };
}
