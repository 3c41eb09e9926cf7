import type { DbOrTx } from '../client.ts';
import { jobs, proposals } from '../schema/jobs.ts';
import { jobSearchVector } from '../text-search.ts';

const HOUR_MS = 3_600_000;

/** Who posts a demo job: the demo buyer (Sam Carter, who signs in) or one of the demo reviewers, by index. */
type Poster = 'buyer' | number;
/** Who sends a demo proposal: a demo freelancer account. */
type Proposer = 'freelancer' | 'proFreelancer';

interface DemoJob {
  title: string;
  description: string;
  category: string;
  budget: [number, number];
  deadline: '24h' | '3d' | '7d' | '14d' | '30d' | 'flexible';
  skills: string[];
  poster: Poster;
  ageHours: number;
  proposals: { from: Proposer; price: number; days: number; status: 'pending' | 'shortlisted'; letter: string }[];
}

/**
 * The specification's four sample jobs (j1 to j4), posted by demo buyers,
 * with proposals from the demo freelancers: /jobs is not empty on a first
 * start, and the demo buyer sees proposals on their own post.
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
];

export interface DemoJobPeople {
  buyerId: string;
  reviewerIds: readonly string[];
  freelancerIds: Record<Proposer, string>;
}

/** Inserts the demo jobs and their proposals. */
export async function seedDemoJobs(tx: DbOrTx, people: DemoJobPeople, now: Date): Promise<number> {
  for (const job of DEMO_JOBS) {
    const clientId = job.poster === 'buyer' ? people.buyerId : people.reviewerIds[job.poster];
    if (!clientId) throw new Error(`demo job "${job.title}" names an unknown poster`);
    const createdAt = new Date(now.getTime() - job.ageHours * HOUR_MS);
    const [row] = await tx
      .insert(jobs)
      .values({
        clientId,
        title: job.title,
        description: job.description,
        categorySlug: job.category,
        budgetMinCents: job.budget[0] * 100,
        budgetMaxCents: job.budget[1] * 100,
        deadline: job.deadline,
        skills: job.skills,
        search: jobSearchVector(job),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: jobs.id });
    if (!row || job.proposals.length === 0) continue;
    await tx.insert(proposals).values(
      job.proposals.map((proposal, i) => {
        const sentAt = new Date(Math.min(now.getTime(), createdAt.getTime() + (i + 1) * HOUR_MS));
        return {
          jobId: row.id,
          freelancerId: people.freelancerIds[proposal.from],
          coverLetter: proposal.letter,
          priceCents: proposal.price * 100,
          deliveryDays: proposal.days,
          status: proposal.status,
          createdAt: sentAt,
          updatedAt: sentAt,
        };
      }),
    );
  }
  return DEMO_JOBS.length;
}
