import type { Poster } from './demo-jobs.ts';

/** The order machine's transitions the demo orders take (features/orders/order-machine.ts). */
export type DemoTransition =
  | 'place'
  | 'start'
  | 'deliver'
  | 'request_revision'
  | 'accept'
  | 'auto_complete'
  | 'cancel'
  | 'request_cancellation'
  | 'confirm_cancellation'
  | 'request_extension';

type Step = [
  transition: DemoTransition,
  hoursAfterPlacing: number,
  message?: string,
  by?: 'buyer' | 'seller',
  /** The days a request for more time asks for. */
  days?: number,
];

/** An order between demo people, in the state its steps leave it; a `job` order pays for that job's hire. */
export interface ScriptedOrder {
  buyer: Poster;
  /** The gig bought, by title; or the job post whose hired proposal was paid for. */
  gig?: string;
  job?: string;
  /** For a hire: hours after the hire; otherwise hours before now. */
  placed: number;
  steps: Step[];
  review?: { rating: 1 | 2 | 3 | 4 | 5; comment: string; reply?: string };
  /** The seller's review of the buyer, written after the buyer's (decision 0093). */
  buyerReview?: { rating: 1 | 2 | 3 | 4 | 5; comment: string };
  /** Paid for a gig with questions the buyer has not answered yet (decision 0094): it waits for them. */
  awaitingRequirements?: true;
}

const DELIVERY = 'Here is your delivery. Thank you for your order!';

/**
 * Orders in every state, so each demo account's dashboard has something in
 * every tab: the demo buyer (Sam) buys from several teens; Maya and Leo sell
 * to him and to the demo reviewers (active, late, delivered, in revision,
 * completed and not yet reviewed, cancelled); a few more keep other teens busy.
 * A delivered order was delivered less than three days ago (later it would
 * have completed by itself).
 */
export const SCRIPTED_ORDERS: readonly ScriptedOrder[] = [
  // Sam Carter, the demo buyer.
  // Paid three hours ago for a logo whose seller asks three questions: it waits for Sam's answers (decision 0094).
  {
    buyer: 'buyer',
    gig: 'Modern Minimalist Logo Design for Your Brand',
    placed: 3,
    steps: [],
    awaitingRequirements: true,
  },
  // Started, and the seller asked for two more days a couple of hours ago: Sam has 48 hours to answer (decision 0082).
  {
    buyer: 'buyer',
    gig: 'Modern Minimalist Logo Design for Your Brand',
    placed: 30,
    steps: [
      ['start', 2],
      [
        'request_extension',
        28,
        'My exams start tomorrow, so I would love two more days to get the colours just right. Is that okay?',
        undefined,
        2,
      ],
    ],
  },
  {
    buyer: 'buyer',
    gig: 'Pet Care Website',
    placed: 192,
    steps: [
      ['start', 3],
      [
        'deliver',
        160,
        'Your website is ready: booking form, services, prices and a gallery. Have a look on your phone too!',
      ],
    ],
  },
  {
    buyer: 'buyer',
    gig: 'Posters and Flyers for Events, Clubs and Bake Sales',
    placed: 40,
    steps: [
      ['start', 1],
      ['deliver', 20, DELIVERY],
      [
        'request_revision',
        30,
        'Love it! Could the phone number line be replaced with "Book through our website" and the paw be a bit bigger?',
      ],
    ],
  },
  { buyer: 'buyer', gig: 'Catchy Captions and Hashtag Research', placed: 3, steps: [] },
  {
    buyer: 'buyer',
    gig: 'Short Vertical Video Edits for Reels and Shorts',
    placed: 216,
    steps: [
      ['start', 1],
      ['deliver', 40, DELIVERY],
      ['accept', 45],
    ],
    review: {
      rating: 5,
      comment: 'Kai turned my shaky dog-walk clips into three reels that look professional. Fast and friendly!',
      reply: 'Thank you Sam! Your dogs were the stars of the show.',
    },
    buyerReview: {
      rating: 5,
      comment: 'Sam sent clear clips and notes on what he wanted, and answered my questions the same day.',
    },
  },
  {
    buyer: 'buyer',
    gig: 'Logo Animation',
    placed: 144,
    steps: [
      ['start', 2],
      ['deliver', 70, 'Your animated logo in MP4 and GIF, plus a square version for Instagram.'],
      ['accept', 96],
    ],
  },
  {
    buyer: 'buyer',
    gig: 'Spanish Subtitles for Your Videos',
    placed: 288,
    steps: [['cancel', 5, 'Ordered by mistake, sorry: I meant to order the translation of my website text.']],
  },
  {
    buyer: 'buyer',
    gig: 'Type Up Handwritten Notes or Scanned Pages',
    placed: 600,
    steps: [
      ['start', 3],
      ['deliver', 30, DELIVERY],
      ['auto_complete', 102],
    ],
    review: {
      rating: 4,
      comment: 'Accurate typing of my messy care notes. Took a day longer than I hoped, but all there.',
    },
  },
  { buyer: 'buyer', job: 'Instagram posts for my pet-sitting launch', placed: 1, steps: [['start', 2]] },

  // Maya Patel, the demo freelancer.
  {
    buyer: 0,
    gig: 'Fix Layout Bugs and Styling on Your HTML/CSS Site',
    placed: 48,
    steps: [
      ['start', 1],
      [
        'deliver',
        20,
        'Fixed: the header had a fixed height, so the menu overlapped it on phones. Tested on three screen sizes.',
      ],
    ],
  },
  { buyer: 1, gig: 'Modern Minimalist Logo Design for Your Brand', placed: 5, steps: [] },
  {
    buyer: 2,
    gig: 'Modern Minimalist Logo Design for Your Brand',
    placed: 60,
    steps: [
      ['start', 1],
      ['deliver', 40, 'Three concepts and the final files of the one you picked, in light and dark versions.'],
      ['request_revision', 50, 'Could you try the lettering in a rounder font? Everything else is perfect.'],
    ],
  },
  {
    buyer: 3,
    gig: 'Fix Layout Bugs and Styling on Your HTML/CSS Site',
    placed: 168,
    steps: [
      ['start', 2],
      ['deliver', 20, DELIVERY],
      ['accept', 48],
    ],
  },
  {
    buyer: 4,
    gig: 'Modern Minimalist Logo Design for Your Brand',
    placed: 360,
    steps: [
      ['start', 3],
      [
        'request_cancellation',
        30,
        'Our club changed its name this week, so we no longer need this logo. Sorry!',
        'buyer',
      ],
      ['confirm_cancellation', 34, undefined, 'seller'],
    ],
  },

  // Leo Nguyen, the demo Pro freelancer.
  { buyer: 5, gig: 'YouTube Video Editing with Captions, Cuts and Music', placed: 120, steps: [['start', 4]] },
  { buyer: 6, gig: 'Responsive React Website for Your Business or Project', placed: 10, steps: [] },
  {
    buyer: 7,
    gig: 'Complete Brand Kit: Logo, Colours, Fonts and Social Icons',
    placed: 120,
    steps: [
      ['start', 2],
      ['deliver', 96, 'Your brand kit: logo, icon, palette, fonts, social images and the brand guide PDF.'],
      ['request_revision', 110, 'Could the palette have one warmer accent colour? The rest is great.'],
    ],
  },
  {
    buyer: 8,
    gig: 'One-Page Portfolio Website for Students and Creators',
    placed: 480,
    steps: [['cancel', 2, 'I found out my school gives us a portfolio site, so I do not need one after all.']],
  },
  {
    buyer: 10,
    gig: 'App Development',
    placed: 600,
    steps: [
      ['start', 4],
      ['deliver', 330, DELIVERY],
      ['auto_complete', 402],
    ],
  },
  {
    buyer: 9,
    job: 'Website for my tutoring service',
    placed: 1,
    steps: [
      ['start', 2],
      ['deliver', 160, 'Your tutoring site is live on the preview link in the files, with the editing guide.'],
      ['accept', 200],
    ],
    review: {
      rating: 5,
      comment: 'Leo built exactly the site I described and explained how to update it. Parents love the booking form.',
    },
  },

  // Other demo teens at work.
  { buyer: 11, gig: 'Digital Character Art: Full Body, Full Colour', placed: 50, steps: [['start', 3]] },
  {
    buyer: 0,
    gig: 'Custom Beat for Your Song, Rap or Video',
    placed: 80,
    steps: [
      ['start', 2],
      ['deliver', 60, 'Your beat in WAV and MP3, with the drum and melody stems.'],
    ],
  },
  { buyer: 1, gig: 'Custom 3D Printed Phone Stand', placed: 8, steps: [] },
  {
    buyer: 6,
    gig: 'A Week of Social Media Posts in Your Brand Style',
    placed: 90,
    steps: [
      ['start', 1],
      ['deliver', 70, DELIVERY],
      ['request_revision', 80, 'Could Tuesday and Friday use the photo of the shop front instead?'],
    ],
  },
  {
    buyer: 3,
    gig: 'Proofreading and Grammar Check for Essays and Reports',
    placed: 200,
    steps: [
      ['start', 2],
      [
        'request_cancellation',
        10,
        'I am so sorry: I have exams this week and cannot finish 60 pages in time.',
        'seller',
      ],
      ['confirm_cancellation', 12, undefined, 'buyer'],
    ],
  },
  { buyer: 2, gig: 'Podcast Audio Cleanup and Mixing', placed: 20, steps: [['start', 5]] },
];
