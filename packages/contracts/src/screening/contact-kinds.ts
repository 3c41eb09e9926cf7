/** What a minor is shown where a contact detail was. */
export const MASK = '[contact details hidden]';

/**
 * What people are told about masking. Here, beside MASK, and not in
 * contact-masking.ts, so the web app shows them without loading the
 * screening engine and its libraries (about 77 KB gzip), which it loads
 * only for a conversation with a minor.
 */
export const CONTACT_MASKING_TEXTS = {
  /** Under a masked message, for both sides. */
  maskedNotice: 'Contact details are hidden in conversations with teen freelancers, to keep everyone safe.',
  /** Under the composer, while the draft holds contact details. */
  senderWarning:
    'Your message contains contact details (an email, phone number, address or outside app). To keep teens safe they will be hidden: please keep the conversation on TeenFreelance.',
} as const;

/** The kinds of contact detail the screening finds. */
export type ContactKind = 'email' | 'phone' | 'address' | 'link' | 'handle';

/** A found contact detail: [start, end) in the text it was found in. */
export interface ContactSpan {
  start: number;
  end: number;
  kind: ContactKind;
}

/**
 * Where a text toward a teen has no moderation queue (order notes, reviews,
 * proposals, job posts), a disguised contact detail is refused with this, on
 * the field (docs/decisions/0065).
 */
export const DISGUISED_CONTACT_REFUSED =
  'This seems to hide contact details (an email, phone number, link or app handle). Teens read it, and contact details are not shared with teens here: please remove them.';
