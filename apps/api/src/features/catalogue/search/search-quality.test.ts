import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExploreResponse } from '@teenfreelance/contracts/gigs';
import { buildGig, buildUser } from '../../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

// What someone typing into the search box notices: partly typed words,
// misspellings and other word forms still find the services, the closest
// matches come first, and unrelated services stay out (decision 0023).

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  const seller = await buildUser(t.app, t.database.db, { role: 'freelancer' });
  const titles = [
    'Spreadsheet cleanup for small shops',
    'Google Sheets spreadsheets automated',
    'Budget spreadsheet templates',
    'Spread the word: flyers for your bake sale',
    'Logo design for bands',
    'Minimal logo designs',
    'Logo animation for YouTube intros',
    'Poster designing for school events',
    'Photograph your products',
    'Photography lessons for beginners',
    'Photograpy for birthday parties',
    'Guitar lessons for kids',
    'Dog walking in your neighbourhood',
  ];
  // Oldest first, all rated alike and none Pro: any order seen below is relevance.
  const start = Date.now() - titles.length * 60_000;
  for (const [index, title] of titles.entries()) {
    await buildGig(t.database.db, seller.id, {
      title,
      description: 'Friendly, careful work delivered on time.',
      rating: 4.5,
      reviewCount: 3,
      createdAt: new Date(start + index * 60_000),
    });
  }
});
afterAll(() => t.close());

async function search(text: string, extra = ''): Promise<ExploreResponse> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/gigs?search=${encodeURIComponent(text)}${extra}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExploreResponse>();
}
const titlesOf = (body: ExploreResponse) => body.gigs.map((gig) => gig.title);
const sorted = (titles: string[]) => [...titles].sort();

const SPREADSHEETS = [
  'Budget spreadsheet templates',
  'Google Sheets spreadsheets automated',
  'Spreadsheet cleanup for small shops',
];

describe('search quality', () => {
  it('matches the last word typed as a prefix: spread finds what spreadsheet finds', async () => {
    const whole = await search('spreadsheet');
    expect(sorted(titlesOf(whole))).toEqual(SPREADSHEETS);
    const spread = await search('spread');
    expect(sorted(titlesOf(spread))).toEqual(sorted([...SPREADSHEETS, 'Spread the word: flyers for your bake sale']));
    expect(spread).toMatchObject({ total: 4, totalIsExact: true, fuzzy: false });
    // Titles a typo away from a partly typed word may follow, after every word match.
    expect(sorted(titlesOf(await search('spreadsh')).slice(0, 3))).toEqual(SPREADSHEETS);
    expect(titlesOf(await search('budget spread'))).toEqual(['Budget spreadsheet templates']);
    // Only the last word is still being typed: an earlier one is a whole word, so
    // this title is only a similar one.
    expect(await search('spread cleanup')).toMatchObject({
      gigs: [{ title: 'Spreadsheet cleanup for small shops' }],
      fuzzy: true,
    });
  });

  it('keeps websearch operators: quotes, minus and or', async () => {
    expect(sorted(titlesOf(await search('spreadsheet -budget')))).toEqual([
      'Google Sheets spreadsheets automated',
      'Spreadsheet cleanup for small shops',
    ]);
    // A quoted phrase is matched as typed, not as a prefix.
    expect(titlesOf(await search('"minimal logo"'))).toEqual(['Minimal logo designs']);
    expect(titlesOf(await search('"minimal lo"'))).toEqual([]);
    expect(sorted(titlesOf(await search('guitar or dog')))).toEqual([
      'Dog walking in your neighbourhood',
      'Guitar lessons for kids',
    ]);
  });

  it('tolerates typos in titles and says so when nothing matched as typed', async () => {
    const misspelt = await search('spredsheet');
    expect(titlesOf(misspelt)).toEqual(
      expect.arrayContaining(['Budget spreadsheet templates', 'Spreadsheet cleanup for small shops']),
    );
    expect(misspelt).toMatchObject({ total: misspelt.gigs.length, totalIsExact: true, fuzzy: true });
    expect(titlesOf(misspelt).every((title) => /spreadsheet/i.test(title))).toBe(true);
    const logo = await search('logo desing');
    expect(sorted(titlesOf(logo))).toEqual(['Logo design for bands', 'Minimal logo designs']);
    expect(logo.fuzzy).toBe(true);
  });

  it('finds other forms of a word', async () => {
    const design = ['Logo design for bands', 'Minimal logo designs', 'Poster designing for school events'];
    expect(sorted(titlesOf(await search('designs')))).toEqual(design);
    expect(sorted(titlesOf(await search('designing')))).toEqual(design);
    expect(sorted(titlesOf(await search('design')))).toEqual(design);
    expect(sorted(titlesOf(await search('logos')))).toEqual([
      'Logo animation for YouTube intros',
      'Logo design for bands',
      'Minimal logo designs',
    ]);
  });

  it('ranks exact word forms above prefixes above typos', async () => {
    const body = await search('photograph');
    expect(titlesOf(body)).toEqual([
      'Photograph your products',
      'Photography lessons for beginners',
      'Photograpy for birthday parties',
    ]);
    expect(body).toMatchObject({ total: 3, totalIsExact: true, fuzzy: false });
    // 'spread' itself is a word of one title; the others only begin with it.
    expect(titlesOf(await search('spread'))[0]).toBe('Spread the word: flyers for your bake sale');
    // Other sorts keep their own order over the same matches.
    expect(sorted(titlesOf(await search('photograph', '&sort=newest')))).toEqual(sorted(titlesOf(body)));
  });

  it('leaves unrelated services out', async () => {
    for (const text of ['spredsheet', 'logo desing', 'photograph', 'spread']) {
      const titles = titlesOf(await search(text));
      expect(titles, text).not.toContain('Guitar lessons for kids');
      expect(titles, text).not.toContain('Dog walking in your neighbourhood');
    }
    // One close word is not enough when the search has others the title lacks.
    expect(titlesOf(await search('spreadsheet guitar'))).toEqual([]);
    expect(await search('qqqqxxxxjjjj')).toMatchObject({ total: 0, gigs: [], fuzzy: false });
    // Stop words alone match nothing, and never every gig.
    expect(await search('the for')).toMatchObject({ total: 0, gigs: [] });
  });

  it.each([
    "spread'",
    'spread:*',
    'spread & logo',
    '!spread',
    'spread | logo (',
    '"spread',
    'spread"',
    '-',
    'or',
    'logo or',
    '\\ spread',
    "o'neil",
    'e-commerce',
    'café',
    '3d',
    '((( ))) ::: *',
  ])('answers any text as a search: %s', async (text) => {
    await search(text);
  });

  it('finds the word a half-typed one is finishing when its stem is shorter than what was typed', async () => {
    // 'wedding' is stemmed 'wed' and 'business' 'busi': 'weddin' and 'busin' begin neither stem.
    // 'busin' is no start of 'bus', whose tours stay out.
    const seller = await buildUser(t.app, t.database.db, { role: 'freelancer' });
    for (const title of ['Wedding videos edited to music', 'Small business bookkeeping', 'Bus tours of the old town']) {
      await buildGig(t.database.db, seller.id, { title, description: 'Friendly, careful work delivered on time.' });
    }
    for (const [text, title] of [
      ['weddin', 'Wedding videos edited to music'],
      ['video weddin', 'Wedding videos edited to music'],
      ['busin', 'Small business bookkeeping'],
      ['logo animat', 'Logo animation for YouTube intros'],
    ] as const) {
      const body = await search(text);
      expect(body, text).toMatchObject({ total: 1, totalIsExact: true, fuzzy: false });
      expect(titlesOf(body), text).toEqual([title]);
    }
    // The word typed in full is still what it was.
    expect(titlesOf(await search('wedding'))).toEqual(['Wedding videos edited to music']);
  });
});
