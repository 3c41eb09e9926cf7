import { describe, expect, it } from 'vitest';
import { MASK } from './contact-kinds.ts';
import { CORPUS_OWN_HOST, DISGUISED_CONTACT_DETAILS, ORDINARY_MESSAGES } from './corpus.ts';
import { screenText } from './screen-text.ts';

const options = { ownHosts: [CORPUS_OWN_HOST] };

describe('screening the corpus', () => {
  it('has at least 200 disguises of at least 30 kinds and 100 ordinary messages', () => {
    expect(DISGUISED_CONTACT_DETAILS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(DISGUISED_CONTACT_DETAILS.map(([kind]) => kind)).size).toBeGreaterThanOrEqual(30);
    expect(ORDINARY_MESSAGES.length).toBeGreaterThanOrEqual(100);
  });

  it.each(DISGUISED_CONTACT_DETAILS)('catches %s: %j', (_kind, text) => {
    const screening = screenText(text, options);
    expect(screening.masked || screening.disguised).toBe(true);
    expect(screening.text).toContain(MASK);
  });

  it.each(ORDINARY_MESSAGES)('keeps %j', (text) => {
    expect(screenText(text, options)).toEqual({ text, masked: false, kinds: [], disguised: false });
  });

  it('counts what it caught', () => {
    const results = DISGUISED_CONTACT_DETAILS.map(([, text]) => screenText(text, options));
    const figures = {
      disguises: results.length,
      caught: results.filter((r) => r.masked || r.disguised).length,
      masked: results.filter((r) => r.masked).length,
      flaggedDisguised: results.filter((r) => r.disguised).length,
      ordinary: ORDINARY_MESSAGES.length,
      ordinaryIntact: ORDINARY_MESSAGES.filter((text) => {
        const r = screenText(text, options);
        return r.text === text && !r.masked && !r.disguised;
      }).length,
    };
    console.info('screening corpus', figures);
    expect(figures.caught).toBe(figures.disguises);
    expect(figures.ordinaryIntact).toBe(figures.ordinary);
  });
});

describe('screenText', () => {
  it('masks a plain contact detail in place and does not call it disguised', () => {
    expect(screenText('Great, call 555-123-4567 after school')).toEqual({
      text: `Great, call ${MASK} after school`,
      masked: true,
      kinds: ['phone'],
      disguised: false,
    });
  });

  it('masks a disguised detail where it was written and says it was disguised', () => {
    expect(screenText('Hi! call 555\u200b123\u200b4567 for $40 today')).toEqual({
      text: `Hi! call ${MASK} for $40 today`,
      masked: true,
      kinds: ['phone'],
      disguised: true,
    });
    expect(screenText('my mail: јеnnу@gmаil.соm ok')).toMatchObject({ text: `my mail: ${MASK} ok`, disguised: true });
  });

  it('masks a keycap digit with its frame, leaving nothing of it behind', () => {
    expect(screenText('5\uFE0F\u20E35\uFE0F\u20E35\uFE0F\u20E31234567 thanks').text).toBe(`${MASK} thanks`);
  });

  it('finds what the libraries know: links on any top-level domain, phone numbers of any region', () => {
    expect(screenText('see jenny.lol').kinds).toEqual(['link']);
    expect(screenText('ring 44 | 7911 | 123456').kinds).toEqual(['phone']);
    expect(screenText('tim.baker@gmail').kinds).toEqual(['email']);
  });

  it("keeps links to the site's own host when told which it is", () => {
    const text = 'See https://teenfreelance.example/gigs/42';
    expect(screenText(text, { ownHosts: ['teenfreelance.example'] }).masked).toBe(false);
    expect(screenText(text).masked).toBe(true);
  });

  it.each([
    'Budget $40, or 1,250 dollars, or $25.50',
    'Due 2026-11-23 at 10:30, order #TF-123456',
    'Version 2.0.1 in #ff6600, we won 3-1, at 4000 x 3000 px',
    'I edit TikTok videos',
    'My snapshot tool crashed',
    "'Call me Ishmael'",
  ])('leaves %j exactly as written', (text) => {
    expect(screenText(text)).toEqual({ text, masked: false, kinds: [], disguised: false });
  });
});
