import { and, eq, isNull } from 'drizzle-orm';
import type { ParentRelationship } from '@teenfreelance/contracts/accounts';
import type { DbOrTx } from '../../db/client.ts';
import { parentalConsents } from '../../db/schema/parental-consents.ts';
import { users } from '../../db/schema/users.ts';

export interface NewParentalConsent {
  userId: string;
  parentName: string;
  parentEmail: string;
  parentPhone: string;
  tokenHash: string;
  expiresAt: Date;
}

/** Stores a new freelancer's date of birth and the minor status derived from it; a minor waits for consent. */
export async function recordFreelancerAge(
  db: DbOrTx,
  userId: string,
  age: { dateOfBirth: string; isMinor: boolean; at: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      dateOfBirth: age.dateOfBirth,
      isMinor: age.isMinor,
      parentalConsent: age.isMinor ? 'pending' : 'not_required',
      updatedAt: age.at,
    })
    .where(eq(users.id, userId));
}

export async function insertParentalConsent(db: DbOrTx, values: NewParentalConsent): Promise<void> {
  await db.insert(parentalConsents).values(values);
}

/** The consent request an unused link points to, with the teen's name; consented or replaced links find nothing. */
export async function findOpenConsentByTokenHash(db: DbOrTx, tokenHash: string, forUpdate = false) {
  const query = db
    .select({
      id: parentalConsents.id,
      userId: parentalConsents.userId,
      parentName: parentalConsents.parentName,
      parentEmail: parentalConsents.parentEmail,
      expiresAt: parentalConsents.expiresAt,
      teenName: users.name,
      teenEmail: users.email,
    })
    .from(parentalConsents)
    .innerJoin(users, eq(users.id, parentalConsents.userId))
    .where(and(eq(parentalConsents.tokenHash, tokenHash), isNull(parentalConsents.consentedAt)))
    .limit(1);
  const rows = forUpdate ? await query.for('update', { of: parentalConsents }) : await query;
  return rows[0];
}

export async function findConsentByUserId(db: DbOrTx, userId: string) {
  const rows = await db.select().from(parentalConsents).where(eq(parentalConsents.userId, userId)).limit(1);
  return rows[0];
}

/** Who consented, as recorded: the name and relationship they confirmed, and where the consent came from. */
export interface ConsentRecord {
  name: string;
  relationship: ParentRelationship;
  ip: string;
  userAgent: string | null;
  at: Date;
}

/** Records the parent's consent, spends the token and lets the teen sell. */
export async function recordConsent(
  db: DbOrTx,
  consent: { id: string; userId: string },
  by: ConsentRecord,
): Promise<void> {
  await db
    .update(parentalConsents)
    .set({
      consentedAt: by.at,
      consentedByName: by.name,
      consentedRelationship: by.relationship,
      consentedIp: by.ip,
      consentedUserAgent: by.userAgent,
      tokenHash: null,
    })
    .where(eq(parentalConsents.id, consent.id));
  await db.update(users).set({ parentalConsent: 'granted', updatedAt: by.at }).where(eq(users.id, consent.userId));
}

/** Replaces the link's token (the old one stops working) and restarts its validity. */
export async function replaceConsentToken(
  db: DbOrTx,
  consentId: string,
  values: { tokenHash: string; expiresAt: Date; sentAt: Date },
): Promise<void> {
  await db.update(parentalConsents).set(values).where(eq(parentalConsents.id, consentId));
}
