import { gigApiPath } from '@teenfreelance/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * `POST /api/gigs/:id/views` (`gigViewsPath` in contracts/dashboard.ts, spelt
 * here from `gigApiPath`: that module's schemas would more than double what
 * the gig page downloads for one path). Tells the server the gig page was
 * seen, for the seller's view count. Fire and forget: the server
 * de-duplicates and skips bots, and a failure changes nothing the visitor sees.
 */
export function countGigView(gigId: string): void {
  apiRequest(`${gigApiPath(gigId)}/views`, { method: 'POST' }).catch(() => undefined);
}
