import { GIG_APPROVAL_LINK_DAYS } from '@teenfreelance/contracts/family-controls';
import { DAY_MS } from '@teenfreelance/contracts/time';
import type { Clock } from '../../../clock.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import type { Mailer } from '../../../platform/email/mailer.ts';
import { newOneTimeToken } from '../../../platform/email/one-time-tokens.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { defineGigApprovalEmails, queueGigApprovalEmail } from './gig-approvals.emails.ts';
import { findGuardiansOf } from './family.repository.ts';
import { findGigToDecide, replaceGigApprovalLink } from './gig-approvals.repository.ts';

/** What the gigs service asks of the family side (its `GigApprovalRequests`, given to it in services.ts). */
export interface GigApprovalRequester {
  request(tx: DbOrTx, gig: { id: string; title: string; sellerId: string }): Promise<void>;
}

export interface GigApprovalRequestsDeps {
  clock: Clock;
  background: BackgroundQueue;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Asks a teen's guardians to approve a gig that waits for them ('Approve new
 * gigs', decision 0084), in the gig's own transaction: a new one-time link
 * (only its hash kept, decision 0015) replaces any earlier one for the gig and
 * is emailed to each linked guardian.
 */
export function createGigApprovalRequests(deps: GigApprovalRequestsDeps): GigApprovalRequester {
  defineGigApprovalEmails(deps.background, deps.mailer, deps.publicUrl);
  return {
    async request(tx, gig) {
      const guardians = await findGuardiansOf(tx, gig.sellerId);
      const written = await findGigToDecide(tx, gig.id);
      const at = deps.clock.now();
      const { token, tokenHash } = newOneTimeToken();
      await replaceGigApprovalLink(tx, {
        gigId: gig.id,
        tokenHash,
        expiresAt: new Date(at.getTime() + GIG_APPROVAL_LINK_DAYS * DAY_MS),
        createdAt: at,
      });
      for (const guardian of guardians) {
        await queueGigApprovalEmail(tx, deps.background, `${tokenHash}:${guardian.id}`, {
          guardianEmail: guardian.email,
          guardianName: guardian.name,
          teenName: written?.teenName ?? '',
          gigTitle: gig.title,
          token,
        });
      }
    },
  };
}
