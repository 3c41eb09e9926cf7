import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { findGatheredSearchPage, TYPO_CANDIDATES } from './gathered-search.repository.ts';
import { gigsTestApp } from '../gigs/gigs.test-helpers.ts';

// The typo group examines at most TYPO_CANDIDATES titles, the best gigs in
// scope in the recommended order (decisions 0047 and 0099): a typo close to
// thousands of titles costs a bounded read, and its total is then said to be
// an estimate.

const { t, freelancer, explore } = gigsTestApp();

const TITLES = TYPO_CANDIDATES + 300;

// Inserted before the typo group's catalogue is analysed: the statistics' lexemes are kept a minute.
beforeAll(async () => {
  const seller = await freelancer();
  // Ranked last in the recommended order (rated 0, no reviews), behind the zebrafolk logos of its category.
  await t.database.db.execute(sql`
    insert into gigs (seller_id, title, short_description, description, price_cents, delivery_days, category_slug,
                      status, is_public, rating, review_count)
    values (${seller.id}, 'Quokkaville mural', 'Short', 'Long enough description', 5000, 3, 'graphic-design',
            'published', true, 0, 0),
           (${seller.id}, 'Quokkaville song', 'Short', 'Long enough description', 5000, 3, 'music',
            'published', true, 0, 0),
           (${seller.id}, ${'QUO\u212a\u212aAV\u0130LLE POSTER'}, 'Short', 'Long enough description', 5000, 3, 'translation',
            'published', true, 0, 0)`);
  // Affordable essays, enough for the statistics to hold 'afford', the stem of 'affordable'.
  await t.database.db.execute(sql`
    insert into gigs (seller_id, title, short_description, description, price_cents, delivery_days, category_slug,
                      status, is_public, rating, review_count)
    select ${seller.id}, 'Affordable essay editing', 'Short', 'Long enough description', 2000 + i, 2, 'writing',
           'published', true, 4, 1
      from generate_series(1, 300) as i`);
});

describe('a typo group larger than it examines', () => {
  beforeAll(async () => {
    const seller = await freelancer();
    await t.database.db.execute(sql`
      insert into gigs (seller_id, title, short_description, description, price_cents, delivery_days, category_slug,
                        status, is_public, rating, review_count)
      select ${seller.id}, 'Zebrafolk logo ' || i, 'Short', 'Long enough description', 1000 + i, 3, 'graphic-design',
             'published', true, 1 + (i % 5), i % 4
        from generate_series(1, ${TITLES}) as i`);
    await t.database.db.execute(sql`analyze gigs`);
  });

  it('reads a page from at most TYPO_CANDIDATES titles and counts what it examined', async () => {
    const gathered = await findGatheredSearchPage(
      t.database.db,
      { search: 'zebrafolc', textMatch: 'typos', category: 'graphic-design' },
      'recommended',
      25,
      0,
      TYPO_CANDIDATES,
    );
    expect(gathered.examined).toBe(TYPO_CANDIDATES);
    expect(gathered.count).toBe(TYPO_CANDIDATES);
    expect(gathered.rows).toHaveLength(25);
  });

  it('answers the search with a full page of typo matches and an estimated total', async () => {
    const body = await explore('search=zebrafolc');
    expect(body).toMatchObject({ fuzzy: true, totalIsExact: false, hasMore: true });
    expect(body.gigs).toHaveLength(24);
    expect(body.total).toBeGreaterThan(1000);
    expect(body.gigs.every((gig) => gig.title.startsWith('Zebrafolk logo'))).toBe(true);
  });
});

describe('a typo group bounded to the best gigs in scope', () => {
  it('examines a title a typo away only among the best TYPO_CANDIDATES gigs of the scope searched', async () => {
    // (Through the statement itself: this small catalogue's statistics hold 'quokkavill', which corrects the typo.)
    const typos = (category: string) =>
      findGatheredSearchPage(
        t.database.db,
        { search: 'quokkavilel', textMatch: 'typos', category },
        'recommended',
        25,
        0,
        TYPO_CANDIDATES,
      );
    // In a category of one gig it is examined and found; behind thousands of better gigs it is not.
    const inMusic = await typos('music');
    expect(inMusic).toMatchObject({ count: 1, examined: 1 });
    expect(inMusic.rows.map((gig) => gig.title)).toEqual(['Quokkaville song']);
    expect(await typos('graphic-design')).toMatchObject({ count: 0, examined: TYPO_CANDIDATES, rows: [] });
    // A title spelled in capitals, with the two look-alikes that lowercase to k and i, passes the gate before pg_trgm's test (0107).
    expect(await typos('translation')).toMatchObject({ count: 1, examined: 1 });
  });

  it('corrects a slip in a word the stemmer cuts short: afforadble finds affordable', async () => {
    // 'afforadble' is stemmed 'afforadbl', four letters from 'afford', but one swap from 'affordable'.
    const body = await explore('search=afforadble');
    expect(body).toMatchObject({ total: 300, totalIsExact: true, fuzzy: true, hasMore: true });
    expect(body.gigs.every((gig) => gig.title === 'Affordable essay editing')).toBe(true);
  });
});
