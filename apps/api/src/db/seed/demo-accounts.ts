import type { Role } from '@teenfreelance/contracts/users';

/** Shared by the four demo accounts; shown on /login only when the server runs with demo data. */
export const DEMO_PASSWORD = 'TeenFreelance-demo1';

export type DemoAccountKey = 'freelancer' | 'buyer' | 'admin' | 'proFreelancer';

export interface DemoAccount {
  key: DemoAccountKey;
  label: string;
  name: string;
  email: string;
  role: Role;
  isPro: boolean;
  bio: string;
  skills: string[];
  responseTime: string | null;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'freelancer',
    label: 'Freelancer',
    name: 'Maya Patel',
    email: 'maya@demo.teenfreelance.com',
    role: 'freelancer',
    isPro: false,
    bio: 'Sixteen-year-old designer and web builder. I love clean logos, friendly websites and helping small businesses look great online.',
    skills: ['Logo Design', 'Canva', 'HTML & CSS', 'Proofreading'],
    responseTime: 'Within a few hours',
  },
  {
    key: 'buyer',
    label: 'Buyer',
    name: 'Sam Carter',
    email: 'sam@demo.teenfreelance.com',
    role: 'buyer',
    isPro: false,
    bio: 'I run a small pet-care business and hire young talent for design, websites and social media.',
    skills: [],
    responseTime: null,
  },
  {
    key: 'admin',
    label: 'Admin',
    name: 'Admin Team',
    email: 'admin@demo.teenfreelance.com',
    role: 'admin',
    isPro: true,
    bio: 'The TeenFreelance team keeps the marketplace safe for young sellers and their clients.',
    skills: [],
    responseTime: null,
  },
  {
    key: 'proFreelancer',
    label: 'Pro Freelancer',
    name: 'Leo Nguyen',
    email: 'leo@demo.teenfreelance.com',
    role: 'freelancer',
    isPro: true,
    bio: 'Seventeen, self-taught developer and motion designer. I build React websites, animate logos and edit videos for creators.',
    skills: ['React', 'After Effects', 'Video Editing', 'UI Design', 'TypeScript'],
    responseTime: 'Within 1 hour',
  },
];

/**
 * The demo guardian (decision 0084): Maya's mother, who consented and made her
 * family account, and the one demo guardian with the shared password. Her
 * email is the consent record's (demo-guardians.ts checks it).
 */
export const DEMO_GUARDIAN = {
  label: 'Guardian',
  name: 'Anita Patel',
  email: 'anita.patel@parents.demo.teenfreelance.com',
  teen: 'freelancer',
} as const;

/** Every account /login lists: the four demo accounts, then the demo guardian. */
export const LISTED_DEMO_ACCOUNTS: readonly { label: string; email: string }[] = [...DEMO_ACCOUNTS, DEMO_GUARDIAN];

const demoEmails = new Set(LISTED_DEMO_ACCOUNTS.map((account) => account.email.toLowerCase()));

/** One of the seeded demo accounts, whose shared password everyone knows and nobody may change or reset. */
export function isDemoEmail(email: string): boolean {
  return demoEmails.has(email.toLowerCase());
}
