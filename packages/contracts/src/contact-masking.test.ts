import { describe, expect, it } from 'vitest';
import { MASK, maskContactDetails, type ContactKind } from './contact-masking.ts';

/**
 * What people write to swap contact details, and what they write that only
 * looks like it. Each row: the message, and what must be shown (MASK where a
 * detail was), or the kind found.
 */
const MASKED: readonly [string, string, ContactKind][] = [
  // Email addresses, plain and written out.
  ['mail me at jenny.doe@gmail.com', `mail me at ${MASK}`, 'email'],
  ['JENNY_22@Yahoo.co.uk please', `${MASK} please`, 'email'],
  ['jenny at gmail dot com', MASK, 'email'],
  ['jenny (at) gmail (dot) com', MASK, 'email'],
  ['jenny [at] outlook [dot] com thanks', `${MASK} thanks`, 'email'],
  ['jenny @ gmail . com', MASK, 'email'],
  ['my email: sam+work@school.edu', `my email: ${MASK}`, 'email'],
  // Phone numbers in the usual written forms.
  ['call 555-123-4567', `call ${MASK}`, 'phone'],
  ['(555) 123 4567', MASK, 'phone'],
  ['+1 555 123 4567', MASK, 'phone'],
  ['+44 7911 123456', MASK, 'phone'],
  ['555.123.4567', MASK, 'phone'],
  ['5551234567', MASK, 'phone'],
  ['text 07911123456 after school', `text ${MASK} after school`, 'phone'],
  ['5 5 5 1 2 3 4 5 6 7', MASK, 'phone'],
  ['5-5-5-1-2-3-4', MASK, 'phone'],
  ['555 one two three four five six', MASK, 'phone'],
  ['five five five one two three four', MASK, 'phone'],
  ['nine one seven, five five five, oh one two three', MASK, 'phone'],
  ['my cell is 555*123*4567', `my cell is ${MASK}`, 'phone'],
  ['555_123_4567', MASK, 'phone'],
  // Street addresses.
  ['I live at 12 Elm Street', `I live at ${MASK}`, 'address'],
  ['come to 1600 Pennsylvania Ave, it is near', `come to ${MASK}, it is near`, 'address'],
  ['42 Baker St. apt 3', MASK, 'address'],
  ['meet me at 7 Oak Road', `meet me at ${MASK}`, 'address'],
  ['221B Baker Street', MASK, 'address'],
  ['3 Maple Lane Unit 4', MASK, 'address'],
  // Links to outside apps and sites.
  ['see https://instagram.com/jenny', `see ${MASK}`, 'link'],
  ['www.jennydesigns.com', MASK, 'link'],
  ['pay me at paypal.me/jenny22', `pay me at ${MASK}`, 'link'],
  ['wa.me/15551234567', MASK, 'link'],
  ['join t.me/jennychat', `join ${MASK}`, 'link'],
  ['discord.gg/abc123 is our server', `${MASK} is our server`, 'link'],
  ['http://bit.ly/3xYz', MASK, 'link'],
  ['linktr.ee/jenny', MASK, 'link'],
  // Handles given for apps.
  ['my insta is jenny_22', `my ${MASK}`, 'handle'],
  ['snap: jen.doe', MASK, 'handle'],
  ['add me on discord jen#1234', `add me on ${MASK}`, 'handle'],
  ['venmo @jenny-d', MASK, 'handle'],
  ['cash app is $jennyd', MASK, 'handle'],
  ['whatsapp me on 555 123 4567', `whatsapp me on ${MASK}`, 'phone'],
  ['telegram: @jenny_designs', MASK, 'handle'],
  ['IG - jenny.art', MASK, 'handle'],
  ['follow @jenny_art', `follow ${MASK}`, 'handle'],
  ['send it to $jennyd', `send it to ${MASK}`, 'handle'],
  ['tiktok username is jenny.makes', MASK, 'handle'],
  ['my snapchat id = jen_doe22', `my ${MASK}`, 'handle'],
  ['text me at 555 0199 22', `text me at ${MASK}`, 'phone'],
  ['my number is 07 911 123 456', `my number is ${MASK}`, 'phone'],
];

const KEPT: readonly string[] = [
  // Prices and money.
  'The logo is $120, or $1,250 for the whole brand kit.',
  'I can do it for 45 dollars',
  'Budget: $50 - $150',
  'That comes to $12.99 with the fee',
  // Dates and times.
  'Can you deliver by 2026-11-23?',
  'I need it by 11/23/2026 at 10:30',
  'Meeting on Nov 23 at 4pm',
  // Order numbers and quantities.
  'About order #TF-123456, can I add a revision?',
  'Delivery in 3 days, 2 revisions included',
  'Video at 1080p and 60 fps, 2x speed',
  'It is about 2,000 words over 12 pages',
  'Thanks! 24 hours is fine, then 14 days for the rest',
  'I sold 1500 stickers last year',
  // Apps named without contact details.
  'I edit TikTok videos and Instagram reels',
  'I can run your Instagram marketing campaign',
  'Do you use Discord for your team?',
  'Will you accept PayPal at checkout? I know it is not possible.',
  'I love Snapchat filters',
  // Ordinary words and text.
  'I have one or two ideas and three sketches',
  'See you at the club at 5',
  'I am at home now',
  'Email me here on TeenFreelance instead',
  'Room 12 Block B',
  'Version 2.0.1 of the file is attached',
  'Scores: 10 9 8 in the three rounds',
  'Call me maybe when you are free',
  "I'm 16 and live in Ohio",
  'The banner is 1920 x 1080 pixels',
  'Chapter 3, section 4.2, page 17',
];

describe('masking contact details in conversations with a minor', () => {
  it.each(MASKED)('masks %j', (message, shown, kind) => {
    const result = maskContactDetails(message);
    expect(result.text).toBe(shown);
    expect(result.masked).toBe(true);
    expect(result.kinds).toContain(kind);
  });

  it.each(KEPT)('keeps %j', (message) => {
    expect(maskContactDetails(message)).toEqual({ text: message, masked: false, kinds: [] });
  });

  it('keeps prices, dates and order numbers that sit next to a masked phone number', () => {
    expect(maskContactDetails('Order #TF-123456 for $120 on 2026-11-23, call 555-123-4567').text).toBe(
      `Order #TF-123456 for $120 on 2026-11-23, call ${MASK}`,
    );
  });

  it('never joins digits across a protected span into a phone number', () => {
    expect(maskContactDetails('$120 $450 $990 $100').masked).toBe(false);
    expect(maskContactDetails('2026-11-23 2026-12-01').masked).toBe(false);
  });

  it('keeps private-use characters a message may hold exactly', () => {
    expect(maskContactDetails('\uE000 costs $5 \uE001').text).toBe('\uE000 costs $5 \uE001');
  });

  it('has a table of at least 50 examples and non-examples', () => {
    expect(MASKED.length + KEPT.length).toBeGreaterThanOrEqual(50);
  });
});
