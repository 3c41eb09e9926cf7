import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { DAY_MS } from '@teenfreelance/contracts/time';
import type { ContactRule } from '@teenfreelance/contracts/users';
import type { DbOrTx } from '../client.ts';
import { guardianLinks } from '../schema/family.ts';
import { parentalConsents } from '../schema/parental-consents.ts';
import { accounts, users } from '../schema/users.ts';
import { DEMO_ACCOUNTS, DEMO_GUARDIAN } from './demo-accounts.ts';

const newId = () => randomBytes(16).toString('base64url');

/**
 * The demo teen freelancers' family accounts (decisions 0083 and 0084): each
 * parent who consented made one from the emailed link. Maya's mother keeps
 * 'Approve new gigs' on and is a verified guardian (she passed the $0 card
 * check), and signs in with the demo password; Leo's father lets only buyers
 * with a verified payment method contact him, and has no password here
 * (nobody signs in as him).
 */
const DEMO_FAMILIES: readonly {
  teen: 'freelancer' | 'proFreelancer';
  signsIn: boolean;
  verified: boolean;
  controls: { gigApprovalRequired: boolean; contactRule: ContactRule };
}[] = [
  {
    teen: DEMO_GUARDIAN.teen,
    signsIn: true,
    verified: true,
    controls: { gigApprovalRequired: true, contactRule: 'anyone' },
  },
  {
    teen: 'proFreelancer',
    signsIn: false,
    verified: false,
    controls: { gigApprovalRequired: false, contactRule: 'verified_buyers' },
  },
];

/** Seeds the demo guardians after the demo people (their consent records). */
export async function seedDemoGuardians(
  tx: DbOrTx,
  { now, passwordHash }: { now: Date; passwordHash: string },
): Promise<number> {
  for (const family of DEMO_FAMILIES) {
    const email = DEMO_ACCOUNTS.find((account) => account.key === family.teen)?.email ?? '';
    const [teen] = await tx
      .select({
        id: users.id,
        guardianName: parentalConsents.consentedByName,
        guardianEmail: parentalConsents.parentEmail,
        consentedAt: parentalConsents.consentedAt,
      })
      .from(users)
      .innerJoin(parentalConsents, eq(parentalConsents.userId, users.id))
      .where(and(eq(users.email, email), isNotNull(parentalConsents.consentedAt)));
    if (!teen?.guardianName || !teen.consentedAt) throw new Error(`demo teen ${family.teen} has no consent`);
    if (family.signsIn && teen.guardianEmail !== DEMO_GUARDIAN.email) {
      throw new Error(`the demo guardian's email is not ${teen.guardianEmail}`);
    }
    const id = newId();
    const joined = new Date(teen.consentedAt.getTime() + DAY_MS);
    await tx.insert(users).values({
      id,
      name: teen.guardianName,
      email: teen.guardianEmail,
      emailVerified: true,
      role: 'guardian',
      createdAt: joined,
      updatedAt: joined,
      paymentVerifiedAt: family.verified ? new Date(now.getTime() - 30 * DAY_MS) : null,
    });
    if (family.signsIn) {
      await tx
        .insert(accounts)
        .values({ id: newId(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
    }
    await tx.insert(guardianLinks).values({ guardianId: id, teenId: teen.id, createdAt: joined });
    await tx.update(users).set(family.controls).where(eq(users.id, teen.id));
  }
  // The demo buyer checked his card a month ago, so the stricter contact rule lets him order from
  // and hire Leo as it would any buyer who did; a new buyer meets the rule (e2e/family-controls).
  const buyerEmail = DEMO_ACCOUNTS.find((account) => account.key === 'buyer')?.email ?? '';
  await tx
    .update(users)
    .set({ paymentVerifiedAt: new Date(now.getTime() - 30 * DAY_MS) })
    .where(eq(users.email, buyerEmail));
  return DEMO_FAMILIES.length;
}
