import type { ParentRelationship } from '@teenfreelance/contracts/accounts';
import type { RESPONSE_TIMES } from '@teenfreelance/contracts/profiles';
import type { DemoAccountKey } from './demo-accounts.ts';

export type ResponseTime = (typeof RESPONSE_TIMES)[number];

/** The demo freelancers besides the two demo accounts (Maya Patel and Leo Nguyen), by a short key. */
export type OtherFreelancerKey =
  | 'sofia'
  | 'noah'
  | 'amara'
  | 'freya'
  | 'chloe'
  | 'ryan'
  | 'lily'
  | 'kai'
  | 'elijah'
  | 'nina'
  | 'arjun'
  | 'ella'
  | 'mia'
  | 'daniel'
  | 'lucia'
  | 'camille'
  | 'owen'
  | 'yuki'
  | 'theo';

/** Who owns a demo gig: one of the two demo freelancer accounts or another demo freelancer. */
export type DemoSellerKey = Extract<DemoAccountKey, 'freelancer' | 'proFreelancer'> | OtherFreelancerKey;

/** A minor's parent or guardian, as sign-up records them; `consented: false` is the teen still waiting. */
export interface DemoParent {
  name: string;
  relationship: ParentRelationship;
  /** A number of the 555-01xx range, which is never anyone's. */
  phone: string;
  consented: boolean;
}

/**
 * A demo teen freelancer as sign-up and the profile form would have stored
 * them: their age when they signed up (the date of birth is derived from it,
 * and from that whether they were a minor, as the accounts service decides),
 * a parent for minors, and the Pro plan for some.
 */
export interface DemoFreelancer {
  key: DemoSellerKey;
  name: string;
  isPro: boolean;
  bio: string;
  skills: string[];
  responseTime: ResponseTime;
  joinedDaysAgo: number;
  ageAtJoin: number;
  /** Minors only (under 18 when they signed up). */
  parent?: DemoParent;
  /** Pro sellers: how many monthly payments they have made. */
  proMonths?: number;
  /** Shown on an adult's profile; a minor's is never shown. */
  city?: string;
  country?: string;
}

export const parent = (name: string, phone: string, relationship: ParentRelationship = 'parent'): DemoParent => ({
  name,
  relationship,
  phone: `+1 555 01${phone}`,
  consented: true,
});

/**
 * The demo freelancers besides Maya Patel and Leo Nguyen: most of them under
 * 18 with their parent's consent, three on the Pro plan, and one (Theo) who
 * signed up days ago and whose parent has not answered yet, so his gigs are
 * not public. Bios never carry contact details or ages: everyone sees them.
 */
export const OTHER_FREELANCERS: readonly DemoFreelancer[] = [
  {
    key: 'sofia',
    name: 'Sofia Rossi',
    isPro: true,
    bio: 'Illustrator and character designer. I draw full-colour characters, picture-book pages and friendly pet portraits, and I love a detailed brief.',
    skills: ['Digital Illustration', 'Procreate', 'Character Design', 'Photoshop'],
    responseTime: 'Within a few hours',
    joinedDaysAgo: 300,
    ageAtJoin: 18,
    proMonths: 8,
    city: 'Milan',
    country: 'Italy',
  },
  {
    key: 'noah',
    name: 'Noah Fischer',
    isPro: true,
    bio: 'I model and 3D print useful things in my garage workshop: phone stands, name tags, spare parts and small batches for clubs and shops.',
    skills: ['3D Printing', 'Fusion 360', 'Blender', 'Product Design'],
    responseTime: 'Within 24 hours',
    joinedDaysAgo: 260,
    ageAtJoin: 17,
    parent: parent('Katrin Fischer', '23'),
    proMonths: 4,
  },
  {
    key: 'amara',
    name: 'Amara Osei',
    isPro: true,
    bio: 'Social media and marketing for small businesses: content calendars, posts that sound like you, newsletters and the keywords your customers search for.',
    skills: ['Social Media Marketing', 'Canva', 'Copywriting', 'SEO', 'Mailchimp'],
    responseTime: 'Within 1 hour',
    joinedDaysAgo: 330,
    ageAtJoin: 18,
    proMonths: 7,
    city: 'Leeds',
    country: 'United Kingdom',
  },
  {
    key: 'freya',
    name: 'Freya Hughes',
    isPro: false,
    bio: 'Art club president who designs posters, flyers and cute stickers. Bright colours, clear text and files ready to print.',
    skills: ['Canva', 'Illustrator', 'Procreate', 'Print Design'],
    responseTime: 'Within a few hours',
    joinedDaysAgo: 180,
    ageAtJoin: 16,
    parent: parent('Claire Hughes', '24'),
  },
  {
    key: 'chloe',
    name: 'Chloe Bennett',
    isPro: false,
    bio: 'Editor of my school paper. I proofread essays and reports carefully and write blog posts that are easy and pleasant to read.',
    skills: ['Proofreading', 'Blog Writing', 'SEO', 'Google Docs'],
    responseTime: 'Within 24 hours',
    joinedDaysAgo: 240,
    ageAtJoin: 15,
    parent: parent('Mark Bennett', '25'),
  },
  {
    key: 'ryan',
    name: "Ryan O'Connor",
    isPro: false,
    bio: 'I help small online shops sell more with product descriptions that answer buyers’ questions and listings that show up in search.',
    skills: ['Copywriting', 'Etsy SEO', 'Shopify', 'Product Descriptions'],
    responseTime: 'Within a few hours',
    joinedDaysAgo: 150,
    ageAtJoin: 18,
    city: 'Cork',
    country: 'Ireland',
  },
  {
    key: 'lily',
    name: 'Lily Chen',
    isPro: false,
    bio: 'Organised and quick: I enter product catalogues into online shops and set up local business listings so customers can find you.',
    skills: ['Data Entry', 'Google Business Profile', 'Shopify', 'Excel'],
    responseTime: 'Within 24 hours',
    joinedDaysAgo: 120,
    ageAtJoin: 17,
    parent: parent('Wei Chen', '26'),
  },
  {
    key: 'kai',
    name: 'Kai Tanaka',
    isPro: false,
    bio: 'Short-form video editor for creators and gamers: fast cuts, captions, beat-synced effects and hooks that keep people watching.',
    skills: ['Video Editing', 'CapCut', 'Premiere Pro', 'Motion Graphics'],
    responseTime: 'Within 1 hour',
    joinedDaysAgo: 210,
    ageAtJoin: 16,
    parent: parent('Yuko Tanaka', '27'),
  },
  {
    key: 'elijah',
    name: 'Elijah Moore',
    isPro: false,
    bio: 'Producer and beatmaker. I make original beats and short jingles for songs, videos and podcasts, with the stems if you want them.',
    skills: ['Music Production', 'FL Studio', 'Mixing', 'Sound Design'],
    responseTime: 'Within a few hours',
    joinedDaysAgo: 280,
    ageAtJoin: 17,
    parent: parent('Denise Moore', '28'),
  },
  {
    key: 'nina',
    name: 'Nina Kowalski',
    isPro: false,
    bio: 'Podcast editor and narrator. I clean up noisy recordings, balance voices and read explainer scripts in a calm, clear voice.',
    skills: ['Audio Editing', 'Audacity', 'Voice-Over', 'Podcast Production'],
    responseTime: 'Within a few hours',
    joinedDaysAgo: 310,
    ageAtJoin: 19,
    city: 'Toronto',
    country: 'Canada',
  },
  {
    key: 'arjun',
    name: 'Arjun Mehta',
    isPro: false,
    bio: 'I write AI prompts that actually work for your business tasks and brand images, tested and explained so you can reuse them.',
    skills: ['Prompt Engineering', 'ChatGPT', 'Midjourney', 'Automation'],
    responseTime: 'Within 1 hour',
    joinedDaysAgo: 170,
    ageAtJoin: 17,
    parent: parent('Sunita Mehta', '29'),
  },
  {
    key: 'ella',
    name: 'Ella Svensson',
    isPro: false,
    bio: 'Computer science student who builds FAQ chatbots and automates boring spreadsheet work with a little Python and AI.',
    skills: ['Chatbots', 'Python', 'Google Sheets', 'Zapier'],
    responseTime: 'Within 24 hours',
    joinedDaysAgo: 190,
    ageAtJoin: 18,
    city: 'Gothenburg',
    country: 'Sweden',
  },
  {
    key: 'mia',
    name: 'Mia Rodriguez',
    isPro: false,
    bio: 'I live on Instagram and TikTok, so I know what gets noticed: catchy captions, the right hashtags and neat story highlight covers.',
    skills: ['Instagram', 'TikTok', 'Copywriting', 'Canva'],
    responseTime: 'Within 1 hour',
    joinedDaysAgo: 160,
    ageAtJoin: 15,
    parent: parent('Rosa Rodriguez', '30'),
  },
  {
    key: 'daniel',
    name: 'Daniel Adeyemi',
    isPro: false,
    bio: 'Drama student with a home studio. Friendly voice-overs for short videos and a whole cast of character voices for games and cartoons.',
    skills: ['Voice Acting', 'Narration', 'Character Voices', 'Audacity'],
    responseTime: 'Within a few hours',
    joinedDaysAgo: 230,
    ageAtJoin: 17,
    parent: parent('Folake Adeyemi', '31', 'legal_guardian'),
  },
  {
    key: 'lucia',
    name: 'Lucía Fernández',
    isPro: false,
    bio: 'Bilingual in Spanish and English. I translate texts so they sound natural and subtitle videos with timing that feels right.',
    skills: ['Spanish', 'English', 'Translation', 'Subtitling'],
    responseTime: 'Within a few hours',
    joinedDaysAgo: 250,
    ageAtJoin: 17,
    parent: parent('Javier Fernández', '32'),
  },
  {
    key: 'camille',
    name: 'Camille Dubois',
    isPro: false,
    bio: 'French at home, English at school. I translate short French texts into clear, natural English and double-check every line.',
    skills: ['French', 'English', 'Translation', 'Proofreading'],
    responseTime: 'Within 24 hours',
    joinedDaysAgo: 140,
    ageAtJoin: 16,
    parent: parent('Hélène Dubois', '33'),
  },
  {
    key: 'owen',
    name: 'Owen Price',
    isPro: false,
    bio: 'Fast, accurate typist. I enter and clean up spreadsheet data and type up handwritten notes and scanned pages.',
    skills: ['Data Entry', 'Excel', 'Google Sheets', 'Typing'],
    responseTime: 'Within a few hours',
    joinedDaysAgo: 220,
    ageAtJoin: 18,
    city: 'Cardiff',
    country: 'United Kingdom',
  },
  {
    key: 'yuki',
    name: 'Yuki Sato',
    isPro: false,
    bio: 'Spreadsheet fan. I build budget and habit trackers with clear charts and formulas that update themselves.',
    skills: ['Google Sheets', 'Excel', 'Formulas', 'Data Visualisation'],
    responseTime: 'Within 24 hours',
    joinedDaysAgo: 130,
    ageAtJoin: 16,
    parent: parent('Haruto Sato', '34'),
  },
  {
    key: 'theo',
    name: 'Theo Walker',
    isPro: false,
    bio: 'I write songs and short stories. Calm background music for your videos, or a poem or story on any theme you like.',
    skills: ['Songwriting', 'GarageBand', 'Creative Writing'],
    responseTime: 'Within 2 days',
    joinedDaysAgo: 3,
    ageAtJoin: 14,
    parent: { ...parent('Emma Walker', '35'), consented: false },
  },
];
