import { createHmac } from 'node:crypto';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import { isUuid } from '../../../db/ids.ts';
import { notFound } from '../../../http/errors.ts';
import { findPublicGigId, insertGigView } from './gig-views.repository.ts';
import { HOUR_MS } from '@teenfreelance/contracts/time';

/** Who looked: the account, or the address and browser of a visitor; `userAgent` tells bots apart. */
export interface Viewer {
  userId: string | null;
  ip: string;
  userAgent: string;
}

export interface GigViewsService {
  /**
   * Counts a view of a public gig's page: at most one per visitor, gig and
   * hour (one insert a repeat skips); a bot's view is not counted. 404 when the
   * gig is not public.
   */
  recordView(gigId: string, viewer: Viewer): Promise<void>;
}

export interface GigViewsServiceDeps {
  db: Database;
  clock: Clock;
  /** Keys the visitors' hashes, so the stored key cannot be turned back into an address. */
  secret: string;
}

/** Crawlers, link previews, monitors and scripted clients: their requests are answered, not counted. */
const BOT =
  /bot|crawl|spider|slurp|preview|monitor|headless|lighthouse|facebookexternalhit|curl|wget|python|java\/|go-http|httpclient|axios|node-fetch/i;

export const isBot = (userAgent: string): boolean => userAgent.trim() === '' || BOT.test(userAgent);

export function createGigViewsService({ db, clock, secret }: GigViewsServiceDeps): GigViewsService {
  const visitorOf = (viewer: Viewer) =>
    viewer.userId
      ? `user:${viewer.userId}`
      : `anon:${createHmac('sha256', secret).update(`${viewer.ip}\n${viewer.userAgent}`).digest('base64url').slice(0, 22)}`;

  return {
    async recordView(gigId, viewer) {
      if (!isUuid(gigId) || !(await findPublicGigId(db, gigId))) throw notFound('Gig');
      if (isBot(viewer.userAgent)) return;
      const hour = new Date(Math.floor(clock.now().getTime() / HOUR_MS) * HOUR_MS);
      await insertGigView(db, { gigId, visitor: visitorOf(viewer), hour });
    },
  };
}
