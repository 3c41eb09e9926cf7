/**
 * Contact details in conversations with a minor (QUALITY.md, "Protecting
 * minors"): email addresses, phone numbers, street addresses, and links or
 * handles for outside messaging, social and payment apps are shown masked,
 * and the sender is told why before sending. The stored message keeps the
 * original, for moderators only. The same function runs in the browser (the
 * warning under the composer) and on the server (what is shown), so both
 * always agree. Its patterns, with their examples and non-examples, are in
 * contact-masking.test.ts; docs/decisions/0043 explains the choices.
 *
 * What it must leave alone: prices ($120, 1,250 dollars), dates (2026-11-23,
 * 11/23/2026), times (10:30), order numbers (#TF-123456), quantities and
 * delivery times (3 days, 24 hours, 1080p), and the apps' names on their own
 * ("I edit TikTok videos").
 */

export const MASK = '[contact details hidden]';

export type ContactKind = 'email' | 'phone' | 'address' | 'link' | 'handle';

export const CONTACT_MASKING_TEXTS = {
  /** Under a masked message, for both sides. */
  maskedNotice: 'Contact details are hidden in conversations with teen freelancers, to keep everyone safe.',
  /** Under the composer, while the draft holds contact details. */
  senderWarning:
    'Your message contains contact details (an email, phone number, address or outside app). To keep teens safe they will be hidden: please keep the conversation on TeenFreelance.',
} as const;

/** Digits as people spell them to get past filters ("five five five", "oh", "nine-one-one"). */
const DIGIT_WORDS = 'zero|oh|o|one|two|three|four|five|six|seven|eight|nine|ten';
const DIGIT = `(?:\\d|\\b(?:${DIGIT_WORDS})\\b)`;
/** Between the digits of a phone number: spaces, dots, commas, dashes, slashes, brackets, a plus, stars. */
const GAP = `[\\s().,\\-/+_*~]{0,3}`;

const APPS =
  'whatsapp|whats app|wa|telegram|tg|signal|snapchat|snap|sc|instagram|insta|ig|tiktok|tik tok|discord|kik|facebook|fb|messenger|skype|wechat|line|viber|twitter|venmo|cash ?app|paypal|zelle|revolut|roblox|steam|xbox|psn|email|e-mail|gmail|phone|number|cell|mobile|text me|call me';

/** What people call their handle before giving it. */
const LABELS = 'handle|username|user ?name|user|id|name|account|acc|tag';
/** A handle: a letter or digit, then letters, digits and . _ - # $ (three or more in all). */
const HANDLE = '[@$]?[A-Za-z0-9][\\w.#$-]{2,}';
/** A handle that shows itself as one: a digit or one of . _ # $ in it. */
const MARKED_HANDLE = `(?=[@$]?[\\w.#$-]*[\\d_.#$])${HANDLE}`;

const PATTERNS: readonly { kind: ContactKind; pattern: RegExp }[] = [
  // Links, with or without a scheme: https://…, www.…, wa.me/…, t.me/…, paypal.me/…, discord.gg/…
  {
    kind: 'link',
    pattern:
      /\b(?:https?:\/\/|www\.)\S+|\b(?:wa\.me|t\.me|paypal\.me|discord\.gg|venmo\.com|cash\.app|instagram\.com|snapchat\.com|tiktok\.com|facebook\.com|fb\.me|m\.me|twitter\.com|x\.com|linktr\.ee)\/?\S*/gi,
  },
  // Email addresses, also written out: "jen at gmail dot com", "jen (at) gmail [dot] com".
  {
    kind: 'email',
    pattern:
      /[\w.+-]+\s*(?:@|\(at\)|\[at\]|\{at\}|\s+at\s+)\s*[\w-]+(?:\s*(?:\.|\(dot\)|\[dot\]|\{dot\}|\s+dot\s+)\s*[\w-]+)*\s*(?:\.|\(dot\)|\[dot\]|\{dot\}|\s+dot\s+)\s*(?:com|net|org|edu|gov|io|co|uk|us|ca|au|de|fr|me|info|biz|app|dev|mail)\b/gi,
  },
  // Phone numbers: seven or more digits (written or spelled) with only gaps between them.
  { kind: 'phone', pattern: new RegExp(`(?:\\+\\s*)?\\(?${DIGIT}(?:${GAP}${DIGIT}){6,14}`, 'gi') },
  // A handle given for an app: "insta: jenny_22", "my snap is jen.doe", "discord jen#1234", "venmo @jen".
  // After "is", ":", "-", "=" or "@" any word is the handle; otherwise ("at", "on", "me", nothing) only
  // one with a digit or a sign in it, so "PayPal at checkout" and "Instagram marketing" stay.
  {
    kind: 'handle',
    pattern: new RegExp(
      `\\b(?:${APPS})\\b\\s*(?:${LABELS})?\\s*(?:(?:(?:is|:|-|=|@)\\s*)+${HANDLE}|(?:(?:at|on|me|is|:|-|=|@)\\s*)*${MARKED_HANDLE})`,
      'gi',
    ),
  },
  // A bare @handle or $cashtag (not an email, which is masked above; not a price: a letter follows the $).
  { kind: 'handle', pattern: /(?<![\w.])[@$][A-Za-z][\w.]{2,}/g },
  // Street addresses: a number, one to four words, a street word ("12 Elm Street", "1600 Pennsylvania Ave").
  {
    kind: 'address',
    pattern:
      /\b\d{1,5}[A-Za-z]?\s+(?:[A-Z][\w'-]*\.?\s+){1,4}(?:street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd|court|ct|way|place|pl|terrace|close|crescent|cres|highway|hwy|parkway|pkwy|circle|cir|square|sq)\b\.?(?:,?\s*(?:apt|apartment|unit|suite|#)\s*\w+)?/gi,
  },
];

/**
 * Things that look like a phone number's digits but are not contact details:
 * kept as they are (and private-use characters, which stand for kept spans
 * while the patterns run, so a message holding one is kept exactly too).
 */
const PROTECTED =
  /[\uE000-\uF8FF]|#TF-\d{6}\b|\$\s?\d[\d,]*(?:\.\d+)?|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{1,2}:\d{2}\b|\b\d[\d,]*(?:\.\d+)?\s*(?:dollars|usd|days?|hours?|hrs?|minutes?|mins?|weeks?|months?|years?|words?|pages?|seconds?|secs?|px|p|k|fps|%|x)\b/gi;

/** The first of the private-use characters that stand for protected spans while the patterns run. */
const PLACEHOLDER_BASE = 0xe000;

export interface MaskResult {
  text: string;
  /** Whether anything was masked. */
  masked: boolean;
  /** What was found, each kind once, in the order of the patterns. */
  kinds: ContactKind[];
}

/**
 * The text with every contact detail replaced by `[contact details hidden]`.
 * Protected spans (prices, dates, times, order numbers, quantities) are set
 * aside first, so digits next to each other across them never make a phone.
 */
export function maskContactDetails(text: string): MaskResult {
  const kept: string[] = [];
  // Protected spans become one private-use character each (no digit, letter or gap a pattern could use).
  let working = text.replace(PROTECTED, (span) => {
    kept.push(span);
    return String.fromCharCode(PLACEHOLDER_BASE + kept.length - 1);
  });
  const kinds = new Set<ContactKind>();
  for (const { kind, pattern } of PATTERNS) {
    working = working.replace(pattern, () => {
      kinds.add(kind);
      return MASK;
    });
  }
  const restored = working.replace(/[\uE000-\uF8FF]/g, (char) => kept[char.charCodeAt(0) - PLACEHOLDER_BASE] ?? char);
  return { text: restored, masked: kinds.size > 0, kinds: [...kinds] };
}
