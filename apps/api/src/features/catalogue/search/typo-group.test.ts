import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { findGatheredSearchPage, TYPO_CANDIDATES } from './gathered-search.repository.ts';
import { gigsTestApp } from '../gigs/gigs.test-helpers.ts';

// The typo group examines at most TYPO_CANDIDATES titles the trigram index
// offers (decision 0047): a typo close to thousands of titles costs a bounded
// read, and its total is then said to be an estimate.

const { t, freelancer, explore } = gigsTestApp();

const TITLES = TYPO_CANDIDATES + 300;

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
      { search: 'zebrafolc', textMatch: 'typos' },
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
