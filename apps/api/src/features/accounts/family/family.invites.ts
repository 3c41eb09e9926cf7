import { FAMILY_INVITE_DAYS } from '@teenfreelance/contracts/family';
import { DAY_MS } from '@teenfreelance/contracts/time';
import type { DbOrTx } from '../../../db/client.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import { newOneTimeToken } from '../../../platform/email/one-time-tokens.ts';
import { queueAccountEmail } from '../accounts.email-tasks.ts';
import { replaceGuardianInvite } from './family.repository.ts';

/**
 * Gives the parent who just consented their family-account link (decision
 * 0083), in the consent's transaction: a one-time token (only its hash kept),
 * emailed to them and answered to the consent page. Answers the token.
 */
export async function issueGuardianInvite(
  tx: DbOrTx,
  background: Pick<BackgroundQueue, 'enqueue'>,
  invite: { teenId: string; teenName: string; email: string; guardianName: string; at: Date },
): Promise<string> {
  const { token, tokenHash } = newOneTimeToken();
  await replaceGuardianInvite(tx, {
    teenId: invite.teenId,
    email: invite.email,
    guardianName: invite.guardianName,
    tokenHash,
    expiresAt: new Date(invite.at.getTime() + FAMILY_INVITE_DAYS * DAY_MS),
    at: invite.at,
  });
  await queueAccountEmail(tx, background, tokenHash, {
    kind: 'family-invite',
    guardianEmail: invite.email,
    guardianName: invite.guardianName,
    teenName: invite.teenName,
    token,
  });
  return token;
}
