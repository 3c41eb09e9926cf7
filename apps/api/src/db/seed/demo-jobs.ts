import type { DemoSellerKey } from './demo-people.ts';

/** Who posts a demo job: the demo buyer (Sam Carter, who signs in) or one of the demo reviewers, by index. */
export type Poster = 'buyer' | number;
/** Who sends a demo proposal: a demo freelancer whose parent has consented, if they are a minor. */
type Proposer = DemoSellerKey;

export interface DemoJob {
  title: string;
  description: string;
  category: string;
  budget: [number, number];
  deadline: '24h' | '3d' | '7d' | '14d' | '30d' | 'flexible';
  skills: string[];
  poster: Poster;
  ageHours: number;
  /** A closed job: when its poster hired the proposal whose status is 'hired' (which closes it). */
  hiredHoursAgo?: number;
  proposals: {
    from: Proposer;
    price: number;
    days: number;
    status: 'pending' | 'shortlisted' | 'declined' | 'hired';
    letter: string;
  }[];
}

/**
 * The specification's four sample jobs (j1 to j4), posted by demo buyers,
 * with proposals from the demo freelancers, and a few more: /jobs is not
 * empty on a first start, the demo buyer sees proposals on his own posts
 * (one of them closed by a hire he paid for), and the demo freelancers'
 * proposals are pending, shortlisted, declined and hired.
 */
export const DEMO_JOBS: readonly DemoJob[] = [
  {
    title: 'Logo for my dog-walking business',
    description:
      'I walk dogs in my neighbourhood after school and on weekends, and I need a simple, friendly logo for flyers, a sticker and my Instagram. Playful but readable, with a paw somewhere. Please send a few sketches first.',
    category: 'graphic-design',
    budget: [50, 120],
    deadline: '7d',
    skills: ['Logo Design', 'Illustrator', 'Branding'],
    poster: 'buyer',
    ageHours: 5,
    proposals: [
      {
        from: 'freelancer',
        price: 85,
        days: 5,
        status: 'pending',
        letter:
          'Hi Sam! I have designed logos for two pet businesses in my town. I would send three hand-drawn sketches in two days, then polish your favourite with a paw mark and a sticker version.',
      },
      {
        from: 'proFreelancer',
        price: 110,
        days: 4,
        status: 'shortlisted',
        letter:
          'Hello! I can design a playful logo with an animated version for Instagram stories. You get the vector files, a sticker layout and a short animation, with two rounds of changes.',
      },
    ],
  },
  {
    title: 'Landing page for our school bake sale',
    description:
      'Our student council is running a bake sale for the animal shelter. We need a one-page website with the date, the menu, a map and a donation button link. It must look good on phones.',
    category: 'web-development',
    budget: [100, 250],
    deadline: '14d',
    skills: ['HTML & CSS', 'React', 'Responsive Design'],
    poster: 0,
    ageHours: 26,
    proposals: [
      {
        from: 'proFreelancer',
        price: 180,
        days: 6,
        status: 'pending',
        letter:
          'I build React sites for small events. I would make a fast, mobile-first page with your menu, a map and the donation link, and show you a first version within three days.',
      },
    ],
  },
  {
    title: 'Edit a 3-minute YouTube video about my science project',
    description:
      'I filmed my science fair project (a homemade water filter) and need the clips cut into a 3-minute video with captions, simple titles and background music. Raw footage is about 25 minutes.',
    category: 'video',
    budget: [40, 80],
    deadline: '3d',
    skills: ['Video Editing', 'Premiere Pro', 'Captions'],
    poster: 1,
    ageHours: 50,
    proposals: [
      {
        from: 'proFreelancer',
        price: 60,
        days: 3,
        status: 'pending',
        letter:
          'Science videos are my favourite! I would cut it to a tight three minutes, add captions and clean titles, and pick royalty-free music. You can ask for changes before the final export.',
      },
    ],
  },
  {
    title: 'Proofread a 20-page school newsletter',
    description:
      'Our school newsletter goes to 600 families. I need someone careful to proofread 20 pages for spelling, grammar and consistent style, and to leave comments where sentences could be clearer.',
    category: 'writing',
    budget: [25, 60],
    deadline: 'flexible',
    skills: ['Proofreading', 'Grammar', 'Google Docs'],
    poster: 2,
    ageHours: 80,
    proposals: [
      {
        from: 'freelancer',
        price: 40,
        days: 2,
        status: 'pending',
        letter:
          'I proofread our school paper every month, so I know the style. I would correct spelling and grammar with suggestions in Google Docs, and list any repeated issues at the end.',
      },
    ],
  },
  {
    title: 'Instagram posts for my pet-sitting launch',
    description:
      'I am launching pet-sitting visits next month and want a week of Instagram posts to announce it: friendly captions, a consistent look and a few story slides. I can send photos of the pets I look after.',
    category: 'social-media',
    budget: [60, 120],
    deadline: '7d',
    skills: ['Instagram', 'Canva', 'Copywriting'],
    poster: 'buyer',
    ageHours: 144,
    hiredHoursAgo: 72,
    proposals: [
      {
        from: 'amara',
        price: 90,
        days: 5,
        status: 'hired',
        letter:
          'Hi Sam! I plan launch weeks for small businesses: seven posts and five story slides in one look, with captions in your voice and hashtags your neighbours actually follow. I would start from your pet photos.',
      },
      {
        from: 'mia',
        price: 45,
        days: 4,
        status: 'declined',
        letter:
          'Hello! I write captions and pick hashtags every day. I would write seven posts with captions and hashtags, and design matching story covers so your profile looks tidy from day one.',
      },
    ],
  },
  {
    title: 'Website for my tutoring service',
    description:
      'I tutor maths and science for younger students and need a small website: what I teach, prices, a few reviews from parents and a contact form that goes through the site. It should be easy for me to update.',
    category: 'web-development',
    budget: [150, 300],
    deadline: '14d',
    skills: ['HTML & CSS', 'React', 'Responsive Design'],
    poster: 9,
    ageHours: 480,
    hiredHoursAgo: 430,
    proposals: [
      {
        from: 'proFreelancer',
        price: 240,
        days: 7,
        status: 'hired',
        letter:
          'I build fast React sites for tutors and small teams. You would get a page for each subject, a price table, a reviews section and a contact form, plus a short guide to updating it yourself.',
      },
      {
        from: 'freelancer',
        price: 150,
        days: 9,
        status: 'declined',
        letter:
          'I make friendly, simple websites in HTML and CSS. I would build a clear one-page site with your subjects, prices and parent reviews, and make sure it looks great on phones.',
      },
    ],
  },
  {
    title: 'Short promo video for my pet-care Instagram',
    description:
      'I have about ten short clips of dogs on walks and cats at feeding time. I need a 30-second promo video for Instagram Reels with upbeat music, captions and my logo at the end.',
    category: 'video',
    budget: [40, 90],
    deadline: '7d',
    skills: ['Video Editing', 'Reels', 'Captions'],
    poster: 'buyer',
    ageHours: 30,
    proposals: [
      {
        from: 'kai',
        price: 55,
        days: 3,
        status: 'pending',
        letter:
          'Reels are what I edit every day. I would cut your clips to the beat, add bold captions and end on your logo, and send a first version in two days so you can ask for changes.',
      },
      {
        from: 'proFreelancer',
        price: 85,
        days: 4,
        status: 'pending',
        letter:
          'I can edit a punchy 30-second reel and animate your logo for the ending, so the video and your brand match. You get a vertical and a square version.',
      },
    ],
  },
  {
    title: "Pet portrait for my grandmother's birthday",
    description:
      'My grandmother has a very fluffy grey cat called Mochi. I would love a cute digital portrait of him that I can print and frame for her birthday. I can send several photos.',
    category: 'illustration',
    budget: [25, 60],
    deadline: '14d',
    skills: ['Illustration', 'Procreate', 'Pet Portraits'],
    poster: 8,
    ageHours: 60,
    proposals: [
      {
        from: 'sofia',
        price: 45,
        days: 5,
        status: 'shortlisted',
        letter:
          'What a lovely present! I paint fluffy cats in a soft, warm style and send a sketch first. You would get a high-resolution file sized for an A4 frame.',
      },
      {
        from: 'freya',
        price: 30,
        days: 6,
        status: 'pending',
        letter:
          'I draw cute cartoon pets and would love to draw Mochi. I would send a pencil sketch first, then a colour version ready to print.',
      },
    ],
  },
];
