import type { CategorySlug } from '@teenfreelance/contracts/categories';

/** Which of the demo accounts owns a seeded gig. */
export type DemoSeller = 'freelancer' | 'proFreelancer';

/**
 * A gig as the demo seed writes it. Limits follow the gig wizard's validation
 * (specification part 1, sections 5 and 9) so every seeded gig could also have
 * been created through the form.
 */
export interface DemoGig {
  seller: DemoSeller;
  /** At most 80 characters. */
  title: string;
  /** At most 150 characters. */
  shortDescription: string;
  /** At most 1000 characters; paragraphs are separated by a blank line. */
  description: string;
  /** 500 to 100000 (5 to 1000 dollars). */
  priceCents: number;
  /** 1 to 30. */
  deliveryDays: number;
  revisions: string;
  category: CategorySlug;
  /** 1 to 5 unique lowercase tags. */
  tags: string[];
  /** Average of the seeded reviews, one decimal; 0 when reviewCount is 0. */
  rating: number;
  reviewCount: number;
  /** How many days before seeding the gig was created, so "newest" sorting has something to sort. */
  ageDays: number;
}

function paragraphs(...parts: string[]): string {
  return parts.join('\n\n');
}

/**
 * The demo catalogue: services a 15 to 17 year old could realistically offer.
 * It contains the specification's bundled samples (part 1 section 3, part 2
 * section 3) with their prices and delivery times: the logo design at 25, the
 * React website at 120, the SEO blog content at 45, and Pet Care Website,
 * App Development and Logo Animation. The specification files App Development
 * under Programming, which is not one of the thirteen categories, so it sits in
 * web-development. Descriptions never carry contact details, links or real
 * people's names: sellers are minors and all contact goes through messages.
 */
export const DEMO_GIGS: readonly DemoGig[] = [
  // Logo Design
  {
    seller: 'freelancer',
    title: 'Modern Minimalist Logo Design for Your Brand',
    shortDescription: 'A clean, simple logo that looks great on a website, a sticker or a T-shirt.',
    description: paragraphs(
      "Hi! I design simple, modern logos for small businesses, clubs, YouTube channels and side projects. I've been designing for two years and love turning an idea into a clean mark people remember.",
      'What you get:\n- 3 initial logo concepts\n- The final logo in PNG (transparent background) and SVG\n- A light and a dark version\n- 2 rounds of revisions',
      "Tell me your brand name, what you do and a few colours or styles you like. If you're not sure yet, I'll suggest some options!",
    ),
    priceCents: 2500,
    deliveryDays: 3,
    revisions: '2 revisions',
    category: 'graphic-design',
    tags: ['logo', 'branding', 'minimalist', 'vector'],
    rating: 4.8,
    reviewCount: 37,
    ageDays: 112,
  },
  {
    seller: 'proFreelancer',
    title: 'Complete Brand Kit: Logo, Colours, Fonts and Social Icons',
    shortDescription:
      'Everything a new small business needs to look consistent: logo, palette, fonts and profile images.',
    description: paragraphs(
      'Starting something new? I put together a full brand kit so everything you post and print looks like it belongs together.',
      'Included:\n- Primary logo plus a simplified icon version\n- A colour palette with hex codes\n- Two font pairings that are free to use\n- Profile pictures and cover images sized for your social accounts\n- A one-page brand guide PDF',
      'I start with a short questionnaire about your business and style, then send a mood board before I design anything, so there are no surprises.',
    ),
    priceCents: 9000,
    deliveryDays: 6,
    revisions: '3 revisions',
    category: 'graphic-design',
    tags: ['branding', 'logo', 'brand-kit', 'identity'],
    rating: 4.9,
    reviewCount: 58,
    ageDays: 88,
  },
  {
    seller: 'freelancer',
    title: 'YouTube Channel Banner and Profile Picture',
    shortDescription: 'Eye-catching channel art sized correctly for desktop, mobile and TV.',
    description: paragraphs(
      'A good banner makes people want to subscribe. I design channel art that fits your vibe, whether that is gaming, study-with-me, cooking or vlogs.',
      "You get a banner that stays readable on every screen size plus a matching profile picture. Send me your channel name, upload schedule and any characters or colours you'd like to include.",
    ),
    priceCents: 2000,
    deliveryDays: 2,
    revisions: '2 revisions',
    category: 'graphic-design',
    tags: ['banner', 'youtube', 'channel-art'],
    rating: 4.7,
    reviewCount: 21,
    ageDays: 64,
  },
  {
    seller: 'freelancer',
    title: 'Posters and Flyers for Events, Clubs and Bake Sales',
    shortDescription: 'Bright, readable posters and flyers ready to print or share online.',
    description: paragraphs(
      'Need people to actually notice your event? I design posters and flyers that are easy to read from across a hallway.',
      'You get a print-ready PDF (A4 or letter) and an image sized for sharing online. Send me the event name, date, place and any logos, and I will handle the rest.',
      'Rush orders for next-day events are usually fine, just ask first.',
    ),
    priceCents: 3000,
    deliveryDays: 2,
    revisions: '3 revisions',
    category: 'graphic-design',
    tags: ['poster', 'flyer', 'print', 'events'],
    rating: 5,
    reviewCount: 14,
    ageDays: 9,
  },

  // Web Development
  {
    seller: 'proFreelancer',
    title: 'Pet Care Website',
    shortDescription:
      'A friendly website for pet sitters, dog walkers and groomers, with services, prices and a booking request form.',
    description: paragraphs(
      'I build cheerful, mobile-friendly websites for pet care businesses. Your customers can see your services and prices, read reviews from happy pet owners and send a booking request in under a minute.',
      'Included:\n- Up to 5 pages (home, services, prices, gallery, booking)\n- A booking request form\n- Photo gallery of your furry clients\n- Works on phones, tablets and laptops\n- A short video showing you how to update it yourself',
      'I help walk dogs in my neighbourhood, so I know what pet owners look for before they trust someone with their pet.',
    ),
    priceCents: 15000,
    deliveryDays: 7,
    revisions: '3 revisions',
    category: 'web-development',
    tags: ['website', 'pets', 'small-business', 'responsive'],
    rating: 4.9,
    reviewCount: 42,
    ageDays: 71,
  },
  {
    seller: 'freelancer',
    title: 'App Development',
    shortDescription:
      'A simple web app for your idea: to-do lists, trackers, quizzes or small tools that work on any phone.',
    description: paragraphs(
      'Have an app idea? I build simple web apps with React and TypeScript that install on a phone home screen and work like a real app.',
      'Examples of what I can build:\n- Habit, workout or homework trackers\n- Quiz and flashcard apps\n- Inventory lists for a small shop\n- Sign-up sheets for a club or team',
      "We'll start with a short chat about the must-have features, then I'll send progress updates every few days. You get the finished app, its source code and help putting it online.",
    ),
    priceCents: 35000,
    deliveryDays: 14,
    revisions: '2 revisions',
    category: 'web-development',
    tags: ['app', 'react', 'typescript', 'pwa'],
    rating: 4.8,
    reviewCount: 12,
    ageDays: 47,
  },
  {
    seller: 'freelancer',
    title: 'Responsive React Website for Your Business or Project',
    shortDescription: 'A fast, modern React website that looks great on phones and laptops.',
    description: paragraphs(
      'I build modern websites with React. They load quickly, look good on every screen and are easy to grow later.',
      'What you get:\n- Up to 4 pages\n- A contact form\n- Clean, commented code\n- Help publishing your site',
      'Send me a site or two you like the look of (just describe them) and your text and photos, and I will turn them into a site you are proud to share.',
    ),
    priceCents: 12000,
    deliveryDays: 7,
    revisions: '3 revisions',
    category: 'web-development',
    tags: ['react', 'website', 'responsive', 'frontend'],
    rating: 4.9,
    reviewCount: 26,
    ageDays: 104,
  },
  {
    seller: 'proFreelancer',
    title: 'One-Page Portfolio Website for Students and Creators',
    shortDescription:
      'Show off your art, projects or achievements on a clean one-page site you can update yourself.',
    description: paragraphs(
      'Applying for a summer program, an internship or just want somewhere to show your work? I make simple one-page portfolio sites that load fast and look professional.',
      'Sections for an introduction, projects or gallery, skills and a contact button that keeps your details private. I also show you how to add new projects without touching any code.',
    ),
    priceCents: 6000,
    deliveryDays: 4,
    revisions: '2 revisions',
    category: 'web-development',
    tags: ['portfolio', 'website', 'html', 'css'],
    rating: 5,
    reviewCount: 19,
    ageDays: 33,
  },
  {
    seller: 'freelancer',
    title: 'Fix Layout Bugs and Styling on Your HTML/CSS Site',
    shortDescription:
      'Broken layout on mobile? Buttons in the wrong place? I will find and fix it fast.',
    description: paragraphs(
      'Small problems can make a site look unfinished. I fix layout bugs, overlapping elements, menus that do not open on phones and styling that looks off.',
      'The price covers up to 3 small fixes. Send me the code or screenshots and a description of what is wrong, and I will explain every change I make so you learn something too.',
    ),
    priceCents: 1500,
    deliveryDays: 1,
    revisions: '1 revision',
    category: 'web-development',
    tags: ['css', 'html', 'bug-fix'],
    rating: 4.6,
    reviewCount: 9,
    ageDays: 18,
  },

  // Writing
  {
    seller: 'freelancer',
    title: 'SEO Blog Posts That Rank and Read Naturally',
    shortDescription:
      'A 600-word, keyword-focused blog post written in a friendly, easy-to-read style.',
    description: paragraphs(
      "I write blog posts that search engines like and people actually finish reading. I'm on my school paper and have been writing online for a year.",
      'Each post includes:\n- Up to 600 words of original writing\n- Your main keyword used naturally, plus related terms\n- Headings, a meta description and a suggested title\n- A plagiarism check',
      'Send me your topic, target keyword and who your readers are. Longer posts are available, just ask!',
    ),
    priceCents: 4500,
    deliveryDays: 3,
    revisions: '2 revisions',
    category: 'writing',
    tags: ['seo', 'blog', 'content', 'articles'],
    rating: 4.7,
    reviewCount: 31,
    ageDays: 97,
  },
  {
    seller: 'proFreelancer',
    title: 'Proofreading and Grammar Check for Essays and Reports',
    shortDescription:
      'Spelling, grammar and flow fixed in up to 2,000 words, with comments so you can see every change.',
    description: paragraphs(
      'I proofread essays, reports, cover letters and stories. I fix spelling, grammar and punctuation and point out sentences that are hard to follow.',
      "All edits are tracked so you stay in control of your own writing. I don't rewrite your work or write assignments for you, I help you make your own words shine.",
      'Up to 2,000 words per order. Most orders come back within a day.',
    ),
    priceCents: 1500,
    deliveryDays: 1,
    revisions: '1 revision',
    category: 'writing',
    tags: ['proofreading', 'grammar', 'editing', 'essays'],
    rating: 4.9,
    reviewCount: 76,
    ageDays: 118,
  },
  {
    seller: 'freelancer',
    title: 'Product Descriptions for Small Online Shops',
    shortDescription: 'Short, persuasive product descriptions that help your items sell.',
    description: paragraphs(
      'Great photos are only half of it: the words help people decide to buy. I write short, lively descriptions for handmade items, clothing, candles, jewellery and more.',
      'The price covers 5 product descriptions of about 80 to 120 words each. Tell me about your shop and your customers and I will match your tone.',
    ),
    priceCents: 3000,
    deliveryDays: 3,
    revisions: '2 revisions',
    category: 'writing',
    tags: ['copywriting', 'ecommerce', 'products'],
    rating: 4.6,
    reviewCount: 11,
    ageDays: 52,
  },
  {
    seller: 'freelancer',
    title: 'Short Story or Poem on Any Theme',
    shortDescription: 'An original short story or poem for a gift, a card, a game or just for fun.',
    description: paragraphs(
      'I love creative writing and have won a couple of school writing contests. I write original short stories (up to 1,500 words) or poems on the theme of your choice.',
      'Perfect for birthday cards, tabletop game backstories, a story about your pet or a bedtime story for a younger sibling. You own the finished piece.',
    ),
    priceCents: 2000,
    deliveryDays: 4,
    revisions: '2 revisions',
    category: 'writing',
    tags: ['creative-writing', 'stories', 'poetry'],
    rating: 0,
    reviewCount: 0,
    ageDays: 2,
  },

  // Digital Marketing
  {
    seller: 'proFreelancer',
    title: 'Keyword Research for Your Small Business Website',
    shortDescription:
      'A list of 30 keywords your customers really search for, with tips on where to use them.',
    description: paragraphs(
      'Not sure what people type when they look for a business like yours? I research keywords for local shops, tutors, cafes and online stores.',
      'You get a spreadsheet with 30 keywords, how often they are searched and how hard they are to rank for, plus a short plan showing which pages should use which keywords.',
    ),
    priceCents: 4000,
    deliveryDays: 3,
    revisions: '1 revision',
    category: 'digital-marketing',
    tags: ['seo', 'keywords', 'research', 'marketing'],
    rating: 4.8,
    reviewCount: 23,
    ageDays: 79,
  },
  {
    seller: 'freelancer',
    title: 'Optimise Your Online Shop Listings to Get More Views',
    shortDescription:
      'Better titles, tags and descriptions for up to 5 listings in your online shop.',
    description: paragraphs(
      'I help small online sellers get found. I rewrite titles, tags and descriptions for up to 5 listings using the words buyers actually search for.',
      'You also get a short checklist for photos and pricing so you can improve the rest of your shop yourself.',
    ),
    priceCents: 2500,
    deliveryDays: 3,
    revisions: '1 revision',
    category: 'digital-marketing',
    tags: ['ecommerce', 'listings', 'seo'],
    rating: 4.5,
    reviewCount: 8,
    ageDays: 40,
  },
  {
    seller: 'freelancer',
    title: 'Email Newsletter Design and Copy',
    shortDescription:
      'A good-looking newsletter template plus your first issue written and ready to send.',
    description: paragraphs(
      'Newsletters are one of the best ways to keep customers coming back. I design a reusable template in your brand colours and write your first issue.',
      'Included:\n- Newsletter template you can reuse\n- First issue written (up to 400 words)\n- Subject line ideas\n- Tips on when to send',
    ),
    priceCents: 3500,
    deliveryDays: 4,
    revisions: '2 revisions',
    category: 'digital-marketing',
    tags: ['email', 'newsletter', 'copywriting'],
    rating: 4.9,
    reviewCount: 17,
    ageDays: 26,
  },
  {
    seller: 'freelancer',
    title: 'Set Up and Optimise Your Local Business Listing',
    shortDescription:
      'Help customers find you on maps and search with a complete, well-written business listing.',
    description: paragraphs(
      'A complete business listing helps nearby customers find you. I write your business description, pick the right categories, suggest photos and prepare answers to common questions.',
      'You stay the owner of the listing: I prepare everything in a document and walk you through adding it step by step.',
    ),
    priceCents: 3000,
    deliveryDays: 2,
    revisions: '1 revision',
    category: 'digital-marketing',
    tags: ['local-seo', 'small-business', 'maps'],
    rating: 0,
    reviewCount: 0,
    ageDays: 1,
  },

  // Video & Animation
  {
    seller: 'proFreelancer',
    title: 'Logo Animation',
    shortDescription:
      'Bring your logo to life with a smooth 5-second animation for video intros and social posts.',
    description: paragraphs(
      'I animate logos into short, smooth intros that make your videos look professional from the very first second.',
      'What you get:\n- A 5-second animation in full HD\n- A version with a transparent background\n- Optional sound effect synced to the animation\n- A square version for social posts',
      'Send me your logo (ideally as an SVG or a large PNG) and tell me the mood you want: playful, techy, elegant or bold.',
    ),
    priceCents: 7500,
    deliveryDays: 3,
    revisions: 'Unlimited',
    category: 'video',
    tags: ['animation', 'logo', 'intro', 'motion-graphics'],
    rating: 5,
    reviewCount: 64,
    ageDays: 83,
  },
  {
    seller: 'proFreelancer',
    title: 'YouTube Video Editing with Captions, Cuts and Music',
    shortDescription:
      'Turn your raw footage into an engaging video with jump cuts, captions, zooms and music.',
    description: paragraphs(
      "I edit YouTube videos up to 15 minutes long. I've edited for my own channel and for other creators, so I know how to keep viewers watching.",
      'Included:\n- Jump cuts and removing pauses\n- Captions and on-screen text\n- Zooms, transitions and sound effects\n- Royalty-free background music\n- Colour correction',
      'Upload your footage and tell me about your style, and I will send a first cut for feedback.',
    ),
    priceCents: 5000,
    deliveryDays: 3,
    revisions: '2 revisions',
    category: 'video',
    tags: ['video-editing', 'youtube', 'captions'],
    rating: 4.9,
    reviewCount: 88,
    ageDays: 116,
  },
  {
    seller: 'freelancer',
    title: 'Short Vertical Video Edits for Reels and Shorts',
    shortDescription:
      'Snappy 15 to 60-second vertical edits with captions, made to stop the scroll.',
    description: paragraphs(
      'Short videos need a strong hook in the first second. I cut your clips into punchy vertical videos with captions, trending-style transitions and music.',
      'The price is for one video up to 60 seconds. Order three or more and I will keep the same look across all of them.',
    ),
    priceCents: 1500,
    deliveryDays: 2,
    revisions: '2 revisions',
    category: 'video',
    tags: ['shorts', 'reels', 'vertical', 'video-editing'],
    rating: 4.7,
    reviewCount: 34,
    ageDays: 57,
  },
  {
    seller: 'freelancer',
    title: 'Gaming Montage Edit with Effects and Beat Sync',
    shortDescription:
      'Your best clips cut to the beat with effects, slow motion and a custom intro.',
    description: paragraphs(
      'Send me your best plays and I will turn them into a montage that hits every beat. I edit montages for shooters, sports games, racing and building games.',
      'Up to 3 minutes of finished video, with velocity edits, shakes, text and music of your choice from a royalty-free library.',
    ),
    priceCents: 2500,
    deliveryDays: 3,
    revisions: '1 revision',
    category: 'video',
    tags: ['gaming', 'montage', 'video-editing'],
    rating: 4.8,
    reviewCount: 15,
    ageDays: 12,
  },

  // Music & Audio
  {
    seller: 'freelancer',
    title: 'Custom Beat for Your Song, Rap or Video',
    shortDescription: 'An original beat in the style you want: hip hop, lo-fi, pop or trap.',
    description: paragraphs(
      'I make beats every day after school and have a library of sounds ready to go. Tell me a style and a tempo, or describe the mood, and I will make an original beat just for you.',
      'You get an MP3 and a WAV file, plus separate tracks if you want to mix it yourself. You can use the beat in your songs and videos.',
    ),
    priceCents: 3000,
    deliveryDays: 4,
    revisions: '2 revisions',
    category: 'music',
    tags: ['beats', 'hip-hop', 'lofi', 'production'],
    rating: 4.8,
    reviewCount: 29,
    ageDays: 91,
  },
  {
    seller: 'proFreelancer',
    title: 'Podcast Audio Cleanup and Mixing',
    shortDescription:
      'Remove background noise, even out volume and add your intro and outro to each episode.',
    description: paragraphs(
      'Good audio makes listeners stay. I clean up podcast episodes up to 60 minutes: background noise removed, levels balanced between speakers and long pauses trimmed.',
      'I add your intro and outro music and export the episode ready to upload. Regular weekly clients get the same settings every time for a consistent sound.',
    ),
    priceCents: 3500,
    deliveryDays: 2,
    revisions: '1 revision',
    category: 'music',
    tags: ['podcast', 'audio-editing', 'mixing'],
    rating: 4.9,
    reviewCount: 47,
    ageDays: 74,
  },
  {
    seller: 'freelancer',
    title: 'Catchy Intro Jingle for Your Channel or Podcast',
    shortDescription: 'A 5 to 10-second jingle people will recognise as soon as it starts.',
    description: paragraphs(
      'A short jingle gives your channel or podcast a sound of its own. I compose original 5 to 10-second jingles in any mood, from upbeat and bouncy to calm and cosy.',
      'You get the jingle in two lengths and a version without the ending hit, so it works under a voice too.',
    ),
    priceCents: 2500,
    deliveryDays: 3,
    revisions: '3 revisions',
    category: 'music',
    tags: ['jingle', 'intro', 'composition'],
    rating: 5,
    reviewCount: 22,
    ageDays: 38,
  },
  {
    seller: 'freelancer',
    title: 'Relaxing Background Music for Your Videos',
    shortDescription: 'A calm, original track to play under tutorials, vlogs or study videos.',
    description: paragraphs(
      'I compose gentle piano and lo-fi background tracks that sit nicely under talking without getting in the way.',
      'Each order is one original track up to 3 minutes long that loops cleanly, so it can play under a longer video too.',
    ),
    priceCents: 2000,
    deliveryDays: 3,
    revisions: '1 revision',
    category: 'music',
    tags: ['background-music', 'lofi', 'piano'],
    rating: 0,
    reviewCount: 0,
    ageDays: 4,
  },

  // AI Services
  {
    seller: 'freelancer',
    title: 'Custom AI Prompts for Your Business Tasks',
    shortDescription:
      'Ready-to-use prompts that get AI assistants to write, summarise and plan the way you want.',
    description: paragraphs(
      'AI assistants are only as good as the instructions you give them. I write and test a set of 10 prompts for the tasks you do most: writing posts, replying to customer questions, planning lessons or summarising notes.',
      'Every prompt comes with an example result and a short explanation of how to adjust it.',
    ),
    priceCents: 1500,
    deliveryDays: 2,
    revisions: '2 revisions',
    category: 'ai-services',
    tags: ['ai', 'prompts', 'productivity'],
    rating: 4.7,
    reviewCount: 18,
    ageDays: 45,
  },
  {
    seller: 'proFreelancer',
    title: 'Set Up an FAQ Chatbot for Your Website',
    shortDescription:
      'A friendly chatbot that answers common customer questions using your own FAQ and policies.',
    description: paragraphs(
      'Tired of answering the same questions again and again? I set up an AI chatbot trained on your FAQ, opening hours, prices and policies.',
      'Included:\n- Chatbot set up with your information\n- Testing with 30 real-style questions\n- A polite hand-off message when it cannot answer\n- Help adding it to your website',
      'I also write clear instructions so you can update the answers yourself.',
    ),
    priceCents: 8000,
    deliveryDays: 5,
    revisions: '2 revisions',
    category: 'ai-services',
    tags: ['chatbot', 'ai', 'customer-support', 'automation'],
    rating: 4.8,
    reviewCount: 27,
    ageDays: 61,
  },
  {
    seller: 'freelancer',
    title: 'AI Image Prompt Pack for Consistent Brand Visuals',
    shortDescription:
      'A tested set of image prompts that keep the same style across all your posts and slides.',
    description: paragraphs(
      'Getting AI image tools to keep one consistent style is tricky. I create and test 15 image prompts that match your brand colours and mood.',
      'You get the prompts, a sample image for each and tips for changing the subject while keeping the style.',
    ),
    priceCents: 2000,
    deliveryDays: 3,
    revisions: '1 revision',
    category: 'ai-services',
    tags: ['ai-art', 'prompts', 'branding'],
    rating: 4.5,
    reviewCount: 6,
    ageDays: 15,
  },
  {
    seller: 'proFreelancer',
    title: 'Automate Repetitive Spreadsheet Tasks with AI',
    shortDescription:
      'Save hours every week: formulas, scripts and AI helpers that sort, clean and summarise your data.',
    description: paragraphs(
      'If you copy and paste the same things every week, there is probably a faster way. I build formulas, small scripts and AI helpers that tidy up data, sort orders or write summaries for you.',
      'Tell me the task and share a sample sheet without any private information. I will build the automation and record a short walkthrough of how it works.',
    ),
    priceCents: 4500,
    deliveryDays: 4,
    revisions: '2 revisions',
    category: 'ai-services',
    tags: ['automation', 'spreadsheets', 'ai'],
    rating: 4.9,
    reviewCount: 13,
    ageDays: 22,
  },

  // Social Media
  {
    seller: 'proFreelancer',
    title: 'A Week of Social Media Posts in Your Brand Style',
    shortDescription: '7 ready-to-post graphics with captions, designed in your colours and fonts.',
    description: paragraphs(
      'Posting regularly is hard when you are busy running a business. I design 7 posts with captions and hashtags so your feed stays active all week.',
      'Mix and match tips, quotes, product highlights and announcements. I keep to your brand colours and fonts so every post looks like you.',
    ),
    priceCents: 4000,
    deliveryDays: 4,
    revisions: '2 revisions',
    category: 'social-media',
    tags: ['social-media', 'content', 'design', 'instagram'],
    rating: 4.9,
    reviewCount: 52,
    ageDays: 100,
  },
  {
    seller: 'freelancer',
    title: 'Catchy Captions and Hashtag Research',
    shortDescription:
      '10 captions written for your posts, plus a set of hashtags picked for your niche.',
    description: paragraphs(
      'Stuck on what to write under your photos? I write 10 captions that sound like you, with questions and calls to action that get people commenting.',
      'You also get 3 sets of hashtags researched for your niche, so you can rotate them between posts.',
    ),
    priceCents: 1500,
    deliveryDays: 2,
    revisions: '2 revisions',
    category: 'social-media',
    tags: ['captions', 'hashtags', 'copywriting'],
    rating: 4.6,
    reviewCount: 24,
    ageDays: 67,
  },
  {
    seller: 'proFreelancer',
    title: 'Monthly Social Media Content Calendar',
    shortDescription:
      'A full month of post ideas, dates and captions, planned around your goals and key dates.',
    description: paragraphs(
      'I plan a month of content for one platform: what to post, when to post it and what to write. The plan follows your goals, whether that is more followers, more sales or more people at your events.',
      'You get a calendar spreadsheet with 12 to 16 post ideas, captions, and notes on which photos or videos to use.',
    ),
    priceCents: 5500,
    deliveryDays: 5,
    revisions: '1 revision',
    category: 'social-media',
    tags: ['content-calendar', 'strategy', 'planning'],
    rating: 4.8,
    reviewCount: 16,
    ageDays: 30,
  },
  {
    seller: 'freelancer',
    title: 'Story Highlight Covers and Templates',
    shortDescription:
      'Matching highlight covers and story templates so your profile looks polished.',
    description: paragraphs(
      'Little details make a profile look professional. I design up to 8 highlight covers with simple icons in your colours, plus 3 story templates you can reuse.',
      'Tell me your highlight names and your favourite colours, and I will send a preview before finishing.',
    ),
    priceCents: 1200,
    deliveryDays: 2,
    revisions: '2 revisions',
    category: 'social-media',
    tags: ['stories', 'highlights', 'templates'],
    rating: 0,
    reviewCount: 0,
    ageDays: 0,
  },

  // Voice Over
  {
    seller: 'proFreelancer',
    title: 'Friendly English Voice-Over for Short Videos',
    shortDescription:
      'A warm, clear voice-over up to 150 words for ads, explainers and social videos.',
    description: paragraphs(
      "I'm in my school's drama club and record voice-overs with a proper microphone in a quiet, treated room. My voice is friendly, young and energetic, great for apps, games and brands that talk to young people.",
      'Up to 150 words, delivered as a clean WAV and MP3 file. I record two different takes so you can choose.',
    ),
    priceCents: 2000,
    deliveryDays: 2,
    revisions: '1 revision',
    category: 'voice-over',
    tags: ['voice-over', 'english', 'narration'],
    rating: 4.9,
    reviewCount: 39,
    ageDays: 86,
  },
  {
    seller: 'freelancer',
    title: 'Character Voices for Animations and Indie Games',
    shortDescription:
      'Fun, expressive character voices: heroes, sidekicks, robots, monsters and more.',
    description: paragraphs(
      'I do character voices for animations, indie games and audio stories. I can go from cheerful sidekick to grumpy wizard to robotic announcer.',
      'The price covers up to 20 short lines. Send me a description of the character and, if you have it, a sketch, and I will record a few versions of each line.',
    ),
    priceCents: 2500,
    deliveryDays: 3,
    revisions: '2 revisions',
    category: 'voice-over',
    tags: ['character-voices', 'games', 'animation'],
    rating: 4.7,
    reviewCount: 10,
    ageDays: 49,
  },
  {
    seller: 'freelancer',
    title: 'Calm Narration for Explainer Videos and Slideshows',
    shortDescription:
      'Clear, calm narration up to 500 words, matched to your slides or video timing.',
    description: paragraphs(
      'I narrate explainer videos, tutorials and slideshows in a calm, clear voice that is easy to follow.',
      'Up to 500 words. If you send your video or slide timings, I will pace the narration to match so you do not have to edit it afterwards.',
    ),
    priceCents: 3000,
    deliveryDays: 3,
    revisions: '1 revision',
    category: 'voice-over',
    tags: ['narration', 'explainer', 'tutorial'],
    rating: 4.6,
    reviewCount: 5,
    ageDays: 11,
  },

  // Translation
  {
    seller: 'proFreelancer',
    title: 'English to Spanish Translation That Sounds Natural',
    shortDescription:
      'Up to 500 words translated from English to Spanish by a bilingual speaker, not a machine.',
    description: paragraphs(
      'I grew up speaking Spanish at home and English at school, so I translate the meaning and the tone, not just the words.',
      'Up to 500 words per order: menus, flyers, product descriptions, website text or letters. I check every translation twice and explain any phrases that work differently in Spanish.',
    ),
    priceCents: 2000,
    deliveryDays: 2,
    revisions: '1 revision',
    category: 'translation',
    tags: ['spanish', 'english', 'translation'],
    rating: 5,
    reviewCount: 33,
    ageDays: 109,
  },
  {
    seller: 'freelancer',
    title: 'French to English Translation for Short Texts',
    shortDescription: 'Short French texts translated into clear, natural English: up to 400 words.',
    description: paragraphs(
      'I study French at an advanced level and spent a summer on a language exchange. I translate short French texts into natural English.',
      'Great for letters, recipes, product labels, short articles or song lyrics. Up to 400 words per order.',
    ),
    priceCents: 1500,
    deliveryDays: 2,
    revisions: '1 revision',
    category: 'translation',
    tags: ['french', 'english', 'translation'],
    rating: 4.7,
    reviewCount: 12,
    ageDays: 59,
  },
  {
    seller: 'proFreelancer',
    title: 'Spanish Subtitles for Your Videos',
    shortDescription: 'Accurate, well-timed Spanish subtitles for videos up to 10 minutes long.',
    description: paragraphs(
      'Reach millions more viewers with Spanish subtitles. I translate and time subtitles for videos up to 10 minutes long, so they appear exactly when people speak.',
      'You get a subtitle file you can upload to most video platforms, or I can burn the subtitles into the video for social media.',
    ),
    priceCents: 3500,
    deliveryDays: 3,
    revisions: '1 revision',
    category: 'translation',
    tags: ['subtitles', 'spanish', 'video'],
    rating: 4.8,
    reviewCount: 9,
    ageDays: 20,
  },

  // Data Entry
  {
    seller: 'freelancer',
    title: 'Spreadsheet Data Entry and Cleanup',
    shortDescription:
      'Up to 300 rows typed, cleaned and formatted: no duplicates, typos or messy columns.',
    description: paragraphs(
      'I type up and tidy data quickly and carefully. I can copy information from images or PDFs into a spreadsheet, fix inconsistent formatting and remove duplicates.',
      'Up to 300 rows per order. Please remove any private information like home addresses or payment details before sending files.',
    ),
    priceCents: 1500,
    deliveryDays: 2,
    revisions: '1 revision',
    category: 'data-entry',
    tags: ['data-entry', 'spreadsheets', 'excel'],
    rating: 4.8,
    reviewCount: 41,
    ageDays: 107,
  },
  {
    seller: 'freelancer',
    title: 'Type Up Handwritten Notes or Scanned Pages',
    shortDescription:
      'Up to 10 pages of handwriting or scans turned into a clean, editable document.',
    description: paragraphs(
      'Recipes from a grandparent, meeting notes or old club records: I type handwritten or scanned pages into a neat, editable document.',
      'Up to 10 pages per order. I keep headings and lists in place and mark any words I cannot read so nothing is guessed.',
    ),
    priceCents: 1000,
    deliveryDays: 2,
    revisions: '1 revision',
    category: 'data-entry',
    tags: ['typing', 'transcription', 'documents'],
    rating: 4.9,
    reviewCount: 20,
    ageDays: 81,
  },
  {
    seller: 'proFreelancer',
    title: 'Custom Budget or Tracker Spreadsheet',
    shortDescription:
      'A tidy, easy-to-use spreadsheet to track money, sales, stock, habits or club members.',
    description: paragraphs(
      'I build clear spreadsheets with formulas and charts that update themselves. Popular requests are budgets, sales trackers, stock lists and attendance sheets.',
      'Included:\n- Colour-coded layout\n- Automatic totals and charts\n- Drop-down menus to avoid typos\n- A short guide on how to use it',
    ),
    priceCents: 3000,
    deliveryDays: 3,
    revisions: '2 revisions',
    category: 'data-entry',
    tags: ['spreadsheets', 'budget', 'tracker', 'templates'],
    rating: 4.9,
    reviewCount: 28,
    ageDays: 54,
  },
  {
    seller: 'freelancer',
    title: 'Product Catalogue Entry for Your Online Shop',
    shortDescription: 'Up to 50 products added to your shop with titles, prices, sizes and photos.',
    description: paragraphs(
      'Adding products one by one takes forever. Send me a spreadsheet or list of your products and their photos, and I will prepare or enter up to 50 products with titles, descriptions, prices, variants and tags.',
      'I double-check every price and size against your list before I deliver.',
    ),
    priceCents: 2500,
    deliveryDays: 3,
    revisions: '1 revision',
    category: 'data-entry',
    tags: ['ecommerce', 'data-entry', 'products'],
    rating: 0,
    reviewCount: 0,
    ageDays: 3,
  },

  // Illustration
  {
    seller: 'proFreelancer',
    title: 'Digital Character Art: Full Body, Full Colour',
    shortDescription:
      'Your original character, game avatar or story hero drawn in full colour with simple shading.',
    description: paragraphs(
      'I draw original characters in a clean anime-inspired style. Send me a description or reference sketches of your character and I will bring them to life.',
      'Included:\n- Full body drawing in full colour\n- Simple background or transparent background\n- High resolution PNG\n- Sketch preview before colouring',
      'Personal use is included. Ask me about using the art for merch or a book cover.',
    ),
    priceCents: 4500,
    deliveryDays: 6,
    revisions: '2 revisions',
    category: 'illustration',
    tags: ['character-art', 'digital-art', 'anime', 'oc'],
    rating: 5,
    reviewCount: 71,
    ageDays: 93,
  },
  {
    seller: 'freelancer',
    title: 'Cute Cartoon Portrait of Your Pet',
    shortDescription:
      'A colourful cartoon drawing of your cat, dog, bunny or any pet from a photo.',
    description: paragraphs(
      'Send me a photo of your pet and I will turn it into a cute cartoon portrait. Perfect as a gift, a phone wallpaper or a sticker.',
      'You get a high resolution PNG with a transparent background and one with a coloured background. Extra pets in the same picture can be added.',
    ),
    priceCents: 2000,
    deliveryDays: 4,
    revisions: '2 revisions',
    category: 'illustration',
    tags: ['pet-portrait', 'cartoon', 'gift'],
    rating: 4.9,
    reviewCount: 44,
    ageDays: 69,
  },
  {
    seller: 'proFreelancer',
    title: "Children's Book Illustration (Per Page)",
    shortDescription: "Soft, colourful illustrations for picture books and children's stories.",
    description: paragraphs(
      "I illustrate children's stories in a soft, colourful style with friendly characters. The price is for one full page illustration.",
      'We start with character designs and rough sketches for each page so you can approve the layout before I paint the final art. Print-ready files at the size your book needs.',
    ),
    priceCents: 6000,
    deliveryDays: 10,
    revisions: '3 revisions',
    category: 'illustration',
    tags: ['childrens-book', 'illustration', 'storybook'],
    rating: 4.8,
    reviewCount: 7,
    ageDays: 36,
  },
  {
    seller: 'freelancer',
    title: 'Custom Stickers and Emotes for Streams and Chats',
    shortDescription: 'Three expressive emotes or stickers that stay readable even at tiny sizes.',
    description: paragraphs(
      'I draw emotes and stickers with bold outlines and big expressions, so they read well even at the smallest size.',
      'The price covers 3 designs, each delivered in all the common emote sizes and as a high resolution sticker file.',
    ),
    priceCents: 1500,
    deliveryDays: 3,
    revisions: '2 revisions',
    category: 'illustration',
    tags: ['emotes', 'stickers', 'streaming'],
    rating: 4.6,
    reviewCount: 13,
    ageDays: 6,
  },

  // Manufacturing
  {
    seller: 'freelancer',
    title: 'Custom 3D Printed Phone Stand',
    shortDescription:
      'A sturdy phone stand printed in your choice of colour, with your name or logo on the front.',
    description: paragraphs(
      'I design and 3D print phone stands on my own printer. Each stand holds phones of any size at a comfortable viewing angle, with a slot for the charging cable.',
      'Choose from 8 colours and add a name, initials or a simple logo on the front. Stands are printed in tough PLA and packed carefully for shipping through the platform.',
    ),
    priceCents: 1500,
    deliveryDays: 7,
    revisions: '1 revision',
    category: 'manufacturing',
    tags: ['3d-printing', 'phone-stand', 'custom'],
    rating: 4.8,
    reviewCount: 25,
    ageDays: 76,
  },
  {
    seller: 'freelancer',
    title: '3D Printed Name Keychains (Set of 5)',
    shortDescription: 'Five custom keychains with names or short words, great for teams and clubs.',
    description: paragraphs(
      'Personalised keychains make great gifts for teams, clubs and friends. I print five keychains with a name or short word on each, in one or two colours.',
      'Tell me the words and colours you want and I will send a preview render before printing.',
    ),
    priceCents: 1200,
    deliveryDays: 6,
    revisions: '1 revision',
    category: 'manufacturing',
    tags: ['3d-printing', 'keychains', 'gifts'],
    rating: 5,
    reviewCount: 18,
    ageDays: 43,
  },
  {
    seller: 'proFreelancer',
    title: 'Custom 3D Model Ready for Printing',
    shortDescription:
      'I turn your sketch or idea into a printable 3D model file: organisers, holders, mounts and more.',
    description: paragraphs(
      'Have an idea for a small object but no way to model it? I design 3D models from sketches, photos or measurements and check that they print without problems.',
      'You get the 3D model file ready for any slicer, the editable source file and a render of the final part. Simple parts only: desk organisers, cable clips, mounts, game pieces and similar.',
    ),
    priceCents: 4000,
    deliveryDays: 5,
    revisions: '2 revisions',
    category: 'manufacturing',
    tags: ['3d-modeling', 'cad', 'prototype'],
    rating: 4.9,
    reviewCount: 16,
    ageDays: 28,
  },
  {
    seller: 'proFreelancer',
    title: 'Small Batch 3D Printing of Your Parts',
    shortDescription:
      'Up to 10 copies of your 3D model printed, cleaned up and checked before shipping.',
    description: paragraphs(
      'Already have a 3D model? I print small batches of up to 10 parts for prototypes, game pieces, replacement clips or club merch.',
      'I check your file first and tell you if anything might fail to print. Supports are removed and every part is checked before it is packed and shipped through the platform.',
    ),
    priceCents: 6000,
    deliveryDays: 10,
    revisions: '1 revision',
    category: 'manufacturing',
    tags: ['3d-printing', 'prototype', 'small-batch'],
    rating: 0,
    reviewCount: 0,
    ageDays: 5,
  },
];
