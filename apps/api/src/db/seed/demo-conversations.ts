import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../client.ts';
import { conversations, messages } from '../schema/conversations.ts';
import type { Poster } from './demo-jobs.ts';
import type { DemoSellerKey } from './demo-people.ts';
import type { DemoWorld } from './demo-world.ts';

type Side = 'buyer' | 'seller';

/** A conversation's two people and what it is about: a gig, a job post (a hire) or nothing (from an adult's profile). */
export interface ConversationSubject {
  buyerId: string;
  sellerId: string;
  gigId: string | null;
  jobId: string | null;
  /** When it was opened (a message, checkout or a hire). */
  at: Date;
}

interface DemoConversation {
  /** The buyer side: who started it. */
  buyer: Poster;
  seller: DemoSellerKey;
  gig?: string;
  job?: string;
  messages: [from: Side, hoursAgo: number, text: string][];
  /** The side that has not read the other's newest messages yet. */
  unreadBy?: Side;
}

/**
 * What demo people said to each other, about orders, hires and questions
 * before buying; a minor is only ever contacted about one of their gigs, a
 * hire or an order, never cold from their profile.
 */
const DEMO_CONVERSATIONS: readonly DemoConversation[] = [
  {
    buyer: 'buyer',
    seller: 'freelancer',
    gig: 'Modern Minimalist Logo Design for Your Brand',
    messages: [
      [
        'buyer',
        29.8,
        'Hi Maya! I just ordered the logo for my pet-care business, Happy Tails. Warm colours and a paw somewhere would be lovely.',
      ],
      [
        'seller',
        28.5,
        'Thanks Sam, what a lovely name! I will start sketching today and send you three concepts by tomorrow evening.',
      ],
      [
        'seller',
        4,
        'The sketches are coming along: a paw inside a heart, a dog and cat silhouette, and a playful lettering version. Sending them tonight!',
      ],
    ],
    unreadBy: 'buyer',
  },
  {
    buyer: 'buyer',
    seller: 'proFreelancer',
    gig: 'Pet Care Website',
    messages: [
      ['buyer', 200, 'Hi Leo, before I order: could the website have a form where clients ask for a dog walk?'],
      ['seller', 199, 'Yes! A booking request form is included, and requests come straight to your inbox.'],
      ['buyer', 193, 'Perfect, ordering now.'],
      [
        'seller',
        32,
        'Your website is delivered! Have a look and tell me if you would like anything changed: you have three revisions.',
      ],
    ],
    unreadBy: 'buyer',
  },
  {
    buyer: 'buyer',
    seller: 'amara',
    job: 'Instagram posts for my pet-sitting launch',
    messages: [
      [
        'seller',
        69,
        'Thanks for hiring me, Sam! Could you send three or four photos of the pets you look after? I will build the first posts around them.',
      ],
      ['buyer', 66, 'Sure, I will send them tonight. Cannot wait to see the posts!'],
      ['seller', 20, 'The first three posts are drafted. I will deliver all seven with the story slides by Friday.'],
    ],
  },
  {
    buyer: 'buyer',
    seller: 'noah',
    gig: '3D Printed Name Keychains (Set of 5)',
    messages: [
      ['buyer', 50, 'Hi Noah, could you print 30 small bone-shaped keyrings with my logo for my dog-walking clients?'],
      [
        'seller',
        47,
        'Hi Sam! Yes, I can model a bone shape with your logo on it. Thirty would take about a week. Shall I quote once your logo is ready?',
      ],
      ['buyer', 46, 'Yes please, the logo is being designed right now. I will come back to you!'],
    ],
  },
  {
    buyer: 'buyer',
    seller: 'ryan',
    messages: [
      ['buyer', 140, 'Hi Ryan, would you write short descriptions of my four pet-care services for my new website?'],
      [
        'seller',
        139,
        'Happy to! Send me what each service includes and its price, and I will draft all four for you to check.',
      ],
    ],
  },
  {
    buyer: 0,
    seller: 'freelancer',
    gig: 'Fix Layout Bugs and Styling on Your HTML/CSS Site',
    messages: [
      ['buyer', 47.9, 'Hi! On my phone the menu overlaps the header. On a laptop it looks fine.'],
      ['seller', 47, 'I can see it on my phone too. I will fix it today.'],
      ['buyer', 2, 'Looks perfect on my phone now, thank you! I will check the tablet view tonight.'],
    ],
    unreadBy: 'seller',
  },
  {
    buyer: 5,
    seller: 'proFreelancer',
    gig: 'YouTube Video Editing with Captions, Cuts and Music',
    messages: [
      [
        'buyer',
        119.8,
        'Hi Leo! The raw footage is about 20 minutes of me building a birdhouse. Could the video stay under 8 minutes?',
      ],
      ['seller', 118, 'Sounds fun! Under 8 minutes is no problem. I will send a first cut in a few days.'],
      ['buyer', 3, 'Hi Leo, how is the edit going? I was hoping to post it this weekend.'],
    ],
    unreadBy: 'seller',
  },
  {
    buyer: 8,
    seller: 'freelancer',
    gig: 'Modern Minimalist Logo Design for Your Brand',
    messages: [
      ['buyer', 100, 'Hello Maya, do you also design logos for school clubs? Our chess club needs one.'],
      [
        'seller',
        97,
        'Hi Grace! Yes, I would love to. Tell me the club name and a few colours you like and I will suggest some ideas.',
      ],
    ],
  },
  {
    buyer: 11,
    seller: 'sofia',
    gig: 'Digital Character Art: Full Body, Full Colour',
    messages: [
      ['buyer', 49.5, 'My character is a fox knight with a blue cape. Could she hold a lantern?'],
      ['seller', 48, 'I love her already! A lantern works great. I will send a sketch first.'],
    ],
  },
  {
    buyer: 6,
    seller: 'sofia',
    gig: "Children's Book Illustration (Per Page)",
    messages: [
      [
        'buyer',
        30,
        'Hi Sofia, I am writing a 12-page picture book about a lost hedgehog. Could you illustrate all of it?',
      ],
      [
        'seller',
        26,
        'That sounds wonderful! Twelve pages works. Could you share the text of each page? Then I will plan the sketches.',
      ],
    ],
    unreadBy: 'buyer',
  },
  {
    buyer: 5,
    seller: 'elijah',
    gig: 'Catchy Intro Jingle for Your Channel or Podcast',
    messages: [
      ['buyer', 70, 'Hey Elijah, could the jingle be under 5 seconds? It is for a cooking channel.'],
      [
        'seller',
        68,
        'Definitely, short and punchy is best for intros. I will make three options for you to choose from.',
      ],
    ],
  },
];

const keyOf = (s: Omit<ConversationSubject, 'at'>) => [s.buyerId, s.sellerId, s.gigId ?? '', s.jobId ?? ''].join('|');

/**
 * Opens every demo conversation once per buyer, seller and subject, as the
 * messages service does: the demo talks, and the ones checkout and hires
 * opened (`opened`, which may have no messages). Each message moves the
 * conversation's last message and its sender's read position; the reader has
 * read up to it unless the talk says otherwise. Returns each subject's id.
 */
export async function seedDemoConversations(
  tx: DbOrTx,
  world: DemoWorld,
  opened: readonly ConversationSubject[],
): Promise<(subject: Omit<ConversationSubject, 'at'>) => string> {
  const rows = new Map<string, typeof conversations.$inferInsert & { createdAt: Date }>();
  const open = (subject: ConversationSubject) => {
    const key = keyOf(subject);
    const row = rows.get(key);
    if (row) row.createdAt = subject.at < row.createdAt ? subject.at : row.createdAt;
    else rows.set(key, { id: randomUUID(), ...subject, createdAt: subject.at });
    return rows.get(key) ?? { id: '' };
  };
  for (const subject of opened) open(subject);

  const written: (typeof messages.$inferInsert)[] = [];
  for (const talk of DEMO_CONVERSATIONS) {
    const buyerId = world.buyerId(talk.buyer);
    const sellerId = world.sellerId(talk.seller);
    const said = talk.messages.map(([from, hoursAgo, body]) => ({
      id: randomUUID(),
      senderId: from === 'buyer' ? buyerId : sellerId,
      clientId: randomUUID(),
      body,
      createdAt: world.at(hoursAgo),
      from,
    }));
    const first = said[0];
    const last = said[said.length - 1];
    if (!first || !last) continue;
    const gigId = talk.gig ? world.gig(talk.gig).id : null;
    const jobId = talk.job ? world.hire(talk.job).jobId : null;
    const row = open({ buyerId, sellerId, gigId, jobId, at: first.createdAt });
    // The reader who has not caught up read up to the message before the other side's latest run.
    const readBy = (side: Side): Date | null => {
      if (talk.unreadBy !== side) return last.createdAt;
      const seen = said.findLast((message, i) => said.slice(i).some((later) => later.from === side));
      return seen?.createdAt ?? null;
    };
    Object.assign(row, {
      lastMessageAt: last.createdAt,
      lastMessageId: last.id,
      buyerLastReadAt: readBy('buyer'),
      sellerLastReadAt: readBy('seller'),
    });
    written.push(...said.map(({ from: _from, ...message }) => ({ ...message, conversationId: row.id ?? '' })));
  }

  await tx.insert(conversations).values([...rows.values()]);
  if (written.length > 0) await tx.insert(messages).values(written);
  return (subject) => {
    const id = rows.get(keyOf(subject))?.id;
    if (!id) throw new Error('a demo order without its conversation');
    return id;
  };
}
