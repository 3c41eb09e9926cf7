import { DEMO_ACCOUNTS, type DemoAccountKey } from './demo-accounts.ts';
import {
  OTHER_FREELANCERS,
  parent,
  type DemoFreelancer,
  type OtherFreelancerKey,
  type ResponseTime,
} from './demo-freelancers.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';

export type { DemoFreelancer, DemoSellerKey } from './demo-freelancers.ts';

/** Everyone with a demo avatar: the four demo accounts and the other demo freelancers. */
export type DemoPersonKey = DemoAccountKey | OtherFreelancerKey;

function account(key: 'freelancer' | 'proFreelancer') {
  const found = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!found?.responseTime) throw new Error(`demo account ${key} is not a freelancer`);
  const { name, isPro, bio, skills } = found;
  return { key, name, isPro, bio, skills, responseTime: found.responseTime as ResponseTime };
}

/**
 * The demo freelancers: about twenty teens, the two demo freelancer accounts
 * first. Maya (16) and Leo (17) signed up as minors, and their parents
 * consented; their city is in their private details, never on their profile.
 */
export const DEMO_FREELANCERS: readonly DemoFreelancer[] = [
  {
    ...account('freelancer'),
    joinedDaysAgo: 200,
    ageAtJoin: 16,
    parent: parent('Anita Patel', '21'),
    city: 'Leicester',
    country: 'United Kingdom',
  },
  {
    ...account('proFreelancer'),
    joinedDaysAgo: 203,
    ageAtJoin: 17,
    parent: parent('Minh Nguyen', '22'),
    proMonths: 5,
    city: 'San Jose',
    country: 'United States',
  },
  ...OTHER_FREELANCERS,
];

/** When a demo person signed up. */
export const joinedAt = (person: { joinedDaysAgo: number }, now: Date): Date =>
  new Date(now.getTime() - person.joinedDaysAgo * DAY_MS);

/** A date of birth ('YYYY-MM-DD') that made them `ageAtJoin` when they signed up, a month past their birthday. */
export function dateOfBirthOf(person: DemoFreelancer, now: Date): string {
  const born = joinedAt(person, now);
  born.setUTCFullYear(born.getUTCFullYear() - person.ageAtJoin);
  return new Date(born.getTime() - 30 * DAY_MS).toISOString().slice(0, 10);
}

/** The demo address of a person without a demo account (nobody signs in as them: they have no password) or of a parent. */
export function demoEmailOf(name: string, domain: 'buyers' | 'sellers' | 'parents'): string {
  const local = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');
  return `${local}@${domain}.demo.teenfreelance.com`;
}
