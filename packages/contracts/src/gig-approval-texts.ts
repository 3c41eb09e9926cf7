/**
 * What a teen reads on their own gig while 'Approve new gigs' holds it
 * (decision 0084). No zod here: the gig page's small chunk imports it.
 */
export const GIG_APPROVAL_TEEN_TEXTS = {
  awaiting: 'Only you can see this gig. It waits for your parent or guardian to approve it.',
  declined:
    'Your parent or guardian declined this gig, so it stays private. Talk to them, change it, and publish it again to ask once more.',
} as const;
