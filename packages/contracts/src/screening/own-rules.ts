import type { ContactKind } from './contact-kinds.ts';

/**
 * Our own patterns, for what the libraries do not know: contact details
 * written out (docs/decisions/0043: "at"/"dot", spelled digits, handles given
 * for an app, street addresses) and, since issue 34, emails without their
 * ending, reversed emails, bare app handles ("insta jenny") and invitations
 * to move apps ("add me on snap"). The libraries (phone numbers, links and
 * emails) run after these, in library-detectors.ts.
 */

/** Digits as people spell them to get past filters ("five five five", "oh", "nine-one-one"). */
const DIGIT_WORDS = 'zero|oh|o|one|two|three|four|five|six|seven|eight|nine|ten';
const DIGIT = `(?:\\d|\\b(?:${DIGIT_WORDS})\\b)`;
/** Between the digits of a phone number: spaces, dots, commas, dashes, slashes, brackets, a plus, stars. */
const GAP = `[\\s().,\\-/+_*~]{0,3}`;

const APPS =
  'whatsapp|whats app|wa|telegram|tg|signal|snapchat|snap|sc|instagram|insta|ig|tiktok|tik tok|discord|kik|facebook|fb|messenger|skype|wechat|line|viber|twitter|venmo|cash ?app|paypal|zelle|revolut|roblox|steam|xbox|psn|email|e-mail|gmail|phone|number|cell|mobile|text me|call me';

/** What people call their handle before giving it. */
const LABELS = 'handle|username|user ?name|user|id|name|account|acc|tag';
/** A handle: a letter or digit, then letters, digits and . _ - # $ (three or more in all, not ending with . or -). */
const HANDLE = '[@$]?[A-Za-z0-9][\\w.#$-]{1,}[\\w#$]';
/** A handle that shows itself as one: a digit or one of _ # $ in it, or a dot inside it (not a full stop). */
const MARKED_HANDLE = `(?=[@$]?[\\w.#$-]*(?:[\\d_#$]|\\.\\w))${HANDLE}`;

/**
 * Apps named mostly to take a conversation there: the word after them is a
 * handle unless it is an ordinary word. Instagram and TikTok are not here:
 * teens sell work for them ("Instagram carousels"), so only a cue (":", "is",
 * "add me on") makes the next word a handle there.
 */
const MESSAGING_APPS = 'whatsapp|whats app|telegram|tg|snapchat|snap|insta|ig|discord|kik|skype|wechat|viber';
/** Every app, for invitations ("add me on tiktok"). */
const INVITATION = `\\b(?:add|follow|dm|pm|message|msg|text|hmu|hit me up|find|reach|contact|ping|chat with|talk to)\\s+(?:me\\s+)?(?:on|at|via|over|in)\\s+(?:${MESSAGING_APPS}|instagram|tiktok|signal|facebook|fb|twitter|line)\\b`;
/** Mail services, for emails without their ending ("tim.baker@gmail") and reversed ("gmail.com at tim"). */
const MAIL_SERVICES =
  'gmail|googlemail|yahoo|ymail|hotmail|outlook|icloud|aol|proton|protonmail|gmx|yandex|zoho|fastmail|tutanota|mailru';

/**
 * Words that follow an app's name in ordinary sentences ("Instagram reels",
 * "TikTok videos", "Discord for your team"): never taken for a handle.
 */
const ORDINARY_WORDS = new Set(
  (
    'a an the and or but so if of for to in on at by with from about as is are was were be been being it its this that these those ' +
    'i me my we our you your he she they them their his her us not no yes too also very just only all any some more most ' +
    'post posts reel reels video videos story stories filter filters lens lenses ad ads account accounts page pages profile profiles ' +
    'marketing campaign campaigns content creator creators trend trends trending feed feeds bio link links channel channels server servers ' +
    'bot bots group groups chat chats message messages call calls voice emoji stickers sticker sound sounds music song songs caption captions ' +
    'thumbnail thumbnails edit edits editing style styles template templates format formats size sizes ratio logo logos banner banners ' +
    'icon icons design designs designer shop shopping live lives stream streams streaming followers follower likes views growth strategy ' +
    'audience brand brands business influencer influencers clip clips short shorts game games gaming community app apps web version ' +
    'update updates photo photos picture pictures image images pic pics theme themes highlight highlights cover covers grid will would ' +
    'can could should may might must do does did done have has had get got make made use used using work works working want wants need ' +
    'needs like love loved lot lots much many please thanks thank today tomorrow now later soon here there where when what which who why how ' +
    'style then than because after before during while until into onto over under out up down off again ever never always sometimes etc ' +
    'status nitro emotes emote roles business call user users team teams friend friends fans fan school class project projects job jobs client clients order orders gig gigs'
  ).split(' '),
);

export interface OwnRule {
  kind: ContactKind;
  pattern: RegExp;
  /** When set, a match is kept only if this says so (the handle after an app's name is not an ordinary word). */
  accept?: (match: RegExpExecArray) => boolean;
}

/** The rules of 0043, in their order (links, emails, phones, handles, addresses). */
export const RULES_OF_0043: readonly OwnRule[] = [
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
      `\\b(?:${APPS})\\b\\s*(?:${LABELS})?\\s*(?:(?:(?:\\bis\\b|:|-|=|@)\\s*)+${HANDLE}|(?:(?:\\b(?:at|on|me|is)\\b|:|-|=|@)\\s*)*${MARKED_HANDLE})`,
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

/** The rules issue 34 adds, run after those of 0043. */
export const RULES_OF_ISSUE_34: readonly OwnRule[] = [
  // Reversed: "gmail.com at jenny", "gmail dot com: jenny".
  {
    kind: 'email',
    pattern: new RegExp(
      `\\b(?:${MAIL_SERVICES})\\s*(?:\\.|\\bdot\\b)\\s*[a-z]{2,3}\\b\\s*(?:@|\\bat\\b|,|:|-|\\buser(?:name)?\\b)?\\s*[a-z][\\w.]{2,}`,
      'gi',
    ),
    accept: (match) => isHandleWord(lastWord(match[0])),
  },
  // An email without its ending: "tim.baker@gmail", "tim at gmail", "tim @ hotmail".
  {
    kind: 'email',
    pattern: new RegExp(`[\\w.+-]*\\w\\s*(?:@|\\bat\\b)\\s*(?:${MAIL_SERVICES})\\b`, 'gi'),
  },
  { kind: 'email', pattern: /[\w.+-]*\w@[a-z][\w-]+\b(?![.@])/gi },
  // An invitation to move apps, with the handle or without: "add me on snap jen", "dm me on insta".
  {
    kind: 'handle',
    pattern: new RegExp(`${INVITATION}\\s*[:@-]?\\s*@?[a-z][\\w.]{2,}`, 'gi'),
    accept: (match) => isHandleWord(lastWord(match[0])),
  },
  { kind: 'handle', pattern: new RegExp(INVITATION, 'gi') },
  // An app's name and a handle after it: "insta jenny", "telegram jenny", "snap: jenny", "kik jenny".
  {
    kind: 'handle',
    pattern: new RegExp(`\\b(?:${MESSAGING_APPS})\\b\\s*[:@-]?\\s*@?[a-z][\\w.]{2,}`, 'gi'),
    accept: (match) => isHandleWord(lastWord(match[0])),
  },
];

/** A word that can be a handle: not an ordinary word, not a long plural or an -ing word. */
function isHandleWord(word: string): boolean {
  if (ORDINARY_WORDS.has(word)) return false;
  return !(/^[a-z]{6,}s$/.test(word) && !word.endsWith('ss')) && !/^[a-z]{3,}ing$/.test(word);
}

function lastWord(text: string): string {
  return (/[\w.]+$/.exec(text)?.[0] ?? '').toLowerCase().replace(/\.+$/, '');
}
