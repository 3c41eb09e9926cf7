import { gigViewsPath } from '@teenfreelance/contracts/api-paths';
import { apiRequest } from '../../../../lib/api-client.ts';

/**
 * `POST /api/gigs/:id/views` (`gigViewsPath`, from the schema-free api-paths.ts
 * so the gig page loads no dashboard schemas). Tells the server the gig page was
 * seen, for the seller's view count. Fire and forget: the server
 * de-duplicates and skips bots, and a failure changes nothing the visitor sees.
 */
export function countGigView(gigId: string): void {
  apiRequest(gigViewsPath(gigId), { method: 'POST' }).catch(() => undefined);
}
