import { randomBytes } from 'node:crypto';
import { ADULT_AGE, ageOn, CONSENT_LINK_DAYS } from '@teenfreelance/contracts/accounts';
import { PRO_PRICE_CENTS } from '@teenfreelance/contracts/pro-plan';
import { newOneTimeToken } from '../../platform/email/one-time-tokens.ts';
import { addMonth } from '../../clock.ts';
import type { DbOrTx } from '../client.ts';
import { parentalConsents } from '../schema/parental-consents.ts';
import { payments, subscriptions } from '../schema/payments.ts';
import { accounts, users } from '../schema/users.ts';
import { newSimulatedChargeRef } from '../../features/payments/simulated-provider.ts';
import { DEMO_ACCOUNTS, type DemoAccountKey } from './demo-accounts.ts';
import {
  DEMO_FREELANCERS,
  dateOfBirthOf,
  demoEmailOf,
  joinedAt,
  type DemoFreelancer,
  type DemoPersonKey,
  type DemoSellerKey,
} from './demo-people.ts';
import { DEMO_REVIEWERS } from './demo-reviews.ts';
import { DAY_MS, HOUR_MS } from '@teenfreelance/contracts/time';

const newId = () => randomBytes(16).toString('base64url');

/** A demo person's id and avatar, made with the pictures before the seed's transaction. */
export interface DemoAvatar {
  key: DemoPersonKey;
  id: string;
  image: string | null;
}

export interface SeededPeople {
  idOf(key: DemoAccountKey): string;
  sellerIds: ReadonlyMap<DemoSellerKey, string>;
  reviewerIds: string[];
  /** Whether each seller may sell publicly, as sign-up and consent left them (canSellPublicly's input). */
  consentOf: ReadonlyMap<DemoSellerKey, 'not_required' | 'pending' | 'granted'>;
  count: number;
}

/** What sign-up stored for a freelancer: their date of birth, whether that made them a minor, and the consent state. */
function ageFields(person: DemoFreelancer, now: Date) {
  const dateOfBirth = dateOfBirthOf(person, now);
  const age = ageOn(dateOfBirth, joinedAt(person, now));
  if (age === null || age < 13) throw new Error(`demo freelancer ${person.name} is too young to sign up`);
  const isMinor = age < ADULT_AGE;
  if (isMinor !== Boolean(person.parent)) throw new Error(`demo freelancer ${person.name}: a parent is for minors`);
  const parentalConsent = !person.parent ? 'not_required' : person.parent.consented ? 'granted' : 'pending';
  return { dateOfBirth, isMinor, parentalConsent } as const;
}

/**
 * The demo people: the four demo accounts (the only ones with the shared
 * password), the other demo freelancers and the demo buyers. Freelancers are
 * stored as sign-up stores them (date of birth, minor status, consent); each
 * minor's parent or guardian has a consent record, consented through the
 * emailed link or, for the one teen still waiting, with the link unanswered;
 * Pro sellers have the subscription and monthly payments the Pro plan made.
 */
export async function seedDemoPeople(
  tx: DbOrTx,
  { avatars, passwordHash, now }: { avatars: readonly DemoAvatar[]; passwordHash: string; now: Date },
): Promise<SeededPeople> {
  const avatarOf = (key: DemoPersonKey) => {
    const avatar = avatars.find((a) => a.key === key);
    if (!avatar) throw new Error(`no demo avatar for ${key}`);
    return avatar;
  };
  const profile = (person: { name: string; bio: string; skills: string[] }) => ({
    name: person.name,
    emailVerified: true,
    bio: person.bio,
    skills: person.skills,
  });

  const others = DEMO_ACCOUNTS.filter((a) => a.key === 'buyer' || a.key === 'admin').map((account, i) => ({
    ...profile(account),
    id: avatarOf(account.key).id,
    image: avatarOf(account.key).image,
    email: account.email,
    role: account.role,
    isPro: account.isPro,
    responseTime: account.responseTime,
    createdAt: new Date(now.getTime() - (201 + i) * DAY_MS),
  }));
  const freelancers = DEMO_FREELANCERS.map((person) => {
    const account = DEMO_ACCOUNTS.find((a) => a.key === person.key);
    const createdAt = joinedAt(person, now);
    return {
      ...profile(person),
      ...ageFields(person, now),
      id: avatarOf(person.key).id,
      image: avatarOf(person.key).image,
      email: account?.email ?? demoEmailOf(person.name, 'sellers'),
      role: 'freelancer' as const,
      isPro: person.isPro,
      responseTime: person.responseTime,
      city: person.city ?? null,
      country: person.country ?? null,
      createdAt,
      updatedAt: person.parent?.consented ? new Date(createdAt.getTime() + 5 * HOUR_MS) : createdAt,
    };
  });
  const reviewers = DEMO_REVIEWERS.map((name, i) => ({
    id: newId(),
    name,
    email: demoEmailOf(name, 'buyers'),
    emailVerified: true,
    role: 'buyer' as const,
    createdAt: new Date(now.getTime() - (400 + i) * DAY_MS),
  }));
  await tx.insert(users).values([...others, ...freelancers, ...reviewers]);
  await tx.insert(accounts).values(
    DEMO_ACCOUNTS.map((account) => {
      const { id } = avatarOf(account.key);
      return { id: newId(), accountId: id, providerId: 'credential', userId: id, password: passwordHash };
    }),
  );

  await tx.insert(parentalConsents).values(
    DEMO_FREELANCERS.flatMap((person, i) => {
      const { parent } = person;
      if (!parent) return [];
      const sentAt = joinedAt(person, now);
      const consentedAt = new Date(sentAt.getTime() + 5 * HOUR_MS);
      return [
        {
          userId: avatarOf(person.key).id,
          parentName: parent.name,
          parentEmail: demoEmailOf(parent.name, 'parents'),
          parentPhone: parent.phone,
          // Only the hash of the emailed link's token is kept, and none once it is used.
          tokenHash: parent.consented ? null : newOneTimeToken().tokenHash,
          expiresAt: new Date(sentAt.getTime() + CONSENT_LINK_DAYS * DAY_MS),
          sentAt,
          createdAt: sentAt,
          ...(parent.consented
            ? {
                consentedAt,
                consentedByName: parent.name,
                consentedRelationship: parent.relationship,
                consentedIp: `203.0.113.${10 + i}`,
                consentedUserAgent:
                  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
              }
            : {}),
        },
      ];
    }),
  );

  await seedProPlans(tx, DEMO_FREELANCERS, (key) => avatarOf(key).id, now);

  return {
    idOf: (key) => avatarOf(key).id,
    sellerIds: new Map(DEMO_FREELANCERS.map((person) => [person.key, avatarOf(person.key).id])),
    reviewerIds: reviewers.map((row) => row.id),
    consentOf: new Map(DEMO_FREELANCERS.map((person) => [person.key, ageFields(person, now).parentalConsent])),
    count: others.length + freelancers.length + reviewers.length,
  };
}

/** Each Pro seller's subscription, renewed monthly with a saved test card (renewals keep working), and its payments. */
async function seedProPlans(
  tx: DbOrTx,
  people: readonly DemoFreelancer[],
  idOf: (key: DemoSellerKey) => string,
  now: Date,
): Promise<void> {
  const expiry = `12${String((now.getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
  for (const [i, person] of people.entries()) {
    if (!person.isPro || !person.proMonths) continue;
    const userId = idOf(person.key);
    const periods: Date[] = [];
    let start = new Date(now.getTime() - (person.proMonths * 30 - 10 - i) * DAY_MS);
    for (;;) {
      periods.push(start);
      const end = addMonth(start);
      if (end > now) break;
      start = end;
    }
    const first = periods[0] ?? now;
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        userId,
        status: 'active',
        currentPeriodStart: start,
        currentPeriodEnd: addMonth(start),
        paymentMethodRef: `pm_sim_ok_4242_${expiry}_${randomBytes(6).toString('hex')}`,
        cardBrand: 'Visa',
        cardLast4: '4242',
        createdAt: first,
        updatedAt: start,
      })
      .returning({ id: subscriptions.id });
    await tx.insert(payments).values(
      periods.map((at) => ({
        userId,
        purpose: 'pro' as const,
        subscriptionId: subscription?.id ?? null,
        amountCents: PRO_PRICE_CENTS,
        status: 'succeeded' as const,
        provider: 'simulated',
        providerRef: newSimulatedChargeRef(),
        cardBrand: 'Visa',
        cardLast4: '4242',
        createdAt: at,
      })),
    );
  }
}
