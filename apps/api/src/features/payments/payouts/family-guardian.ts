import type { SessionUser } from '@teenfreelance/contracts/users';
import type { DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { assertGuardian } from '../../accounts/family/family.service.ts';
import { findGuardiansTeen } from './payouts.repository.ts';

/**
 * The teen a guardian signed in on /family acts for: only a family account
 * (403 otherwise), linked to that teen; another family's teen is not there
 * for them (404), as on the family's own routes.
 */
export async function guardiansTeen(
  db: DbOrTx,
  guardian: SessionUser,
  teenId: string,
): Promise<{ id: string; name: string }> {
  assertGuardian(guardian);
  const teen = await findGuardiansTeen(db, guardian.id, teenId);
  if (!teen) throw notFound('Teen');
  return teen;
}
