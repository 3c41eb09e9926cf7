import type { SessionUser } from '@teenfreelance/contracts/users';
import type { DbOrTx } from '../../../db/client.ts';
import { forbidden, notFound } from '../../../http/errors.ts';
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
  if (guardian.role !== 'guardian') {
    throw forbidden('Only a family account has a family page', { reason: 'NOT_A_GUARDIAN' });
  }
  const teen = await findGuardiansTeen(db, guardian.id, teenId);
  if (!teen) throw notFound('Teen');
  return teen;
}
