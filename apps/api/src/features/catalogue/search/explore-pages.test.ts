import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { exploreSortSchema, type ExploreSort } from '@teenfreelance/contracts/gigs';
import { plannedOnce, selectRows } from '../../../db/client.ts';
import { findExplorePageWithCount, sortedPage, sortedPageQuery, SORTS } from './explore.repository.ts';
import { findCardsByIds } from '../gigs/gig-cards.repository.ts';
import { gigsTestApp } from '../gigs/gigs.test-helpers.ts';

// Every page of a view without search, past the first ten (whose statements
// carry their offset) too: paging through a category, or all gigs, in each sort
// shows every gig once, in the sort's order (decisions 0046 and 0047).

const { t, freelancer, explore } = gigsTestApp();

interface Row {
  id: string;
  isPro: boolean;
  rating: number;
  reviews: number;
  created: number;
  price: number;
  delivery: number;
}

const GIGS = 270;

/** Each sort's order over the rows, as the catalogue promises it: Pro first, then the sort, then the id. */
const ORDERS: Record<ExploreSort, (a: Row, b: Row) => number> = {
  recommended: (a, b) => b.rating - a.rating || b.reviews - a.reviews || b.created - a.created,
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews || b.created - a.created,
  newest: (a, b) => b.created - a.created,
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  delivery: (a, b) => a.delivery - b.delivery || b.rating - a.rating,
};

function expectedOrder(rows: Row[], sort: ExploreSort): string[] {
  return [...rows]
    .sort((a, b) => Number(b.isPro) - Number(a.isPro) || ORDERS[sort](a, b) || (a.id < b.id ? -1 : 1))
    .map((row) => row.id);
}

describe('explore pages', () => {
  let rows: Row[];
  beforeAll(async () => {
    const seller = await freelancer();
    // Few distinct values, so most gigs tie on the sort's keys and the id decides.
    await t.database.db.execute(sql`
      insert into gigs (seller_id, title, short_description, description, price_cents, delivery_days, category_slug,
                        status, is_public, is_pro, rating, review_count, created_at)
      select ${seller.id}, 'Paged service ' || i, 'Short', 'Long enough description ' || i,
             500 * (1 + i % 7), 1 + i % 3, 'translation', 'published', true, i % 10 = 0,
             3 + (i % 4) / 2.0, i % 3, timestamptz '2026-01-01' + make_interval(hours => i % 50)
        from generate_series(1, ${GIGS}) as i`);
    await t.database.db.execute(sql`analyze gigs`);
    const raw = await selectRows<{
      id: string;
      is_pro: boolean;
      rating: number;
      review_count: number;
      created_at: string | Date;
      price_cents: number;
      delivery_days: number;
    }>(
      t.database.db,
      sql`select id, is_pro, rating, review_count, created_at, price_cents, delivery_days from gigs where is_public`,
    );
    rows = raw.map((row) => ({
      id: row.id,
      isPro: row.is_pro,
      rating: Number(row.rating),
      reviews: Number(row.review_count),
      created: new Date(row.created_at).getTime(),
      price: Number(row.price_cents),
      delivery: Number(row.delivery_days),
    }));
    expect(rows).toHaveLength(GIGS);
  });

  it.each(exploreSortSchema.options.flatMap((sort) => [`category=translation&sort=${sort}`, `sort=${sort}`]))(
    'pages through %s: every gig once, in order, past the tenth page',
    async (view) => {
      const sort = /sort=([\w-]+)/.exec(view)?.[1] as ExploreSort;
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(GIGS / 24); page += 1) {
        const body = await explore(`${view}&page=${page}`);
        expect(body).toMatchObject({ total: GIGS, totalIsExact: true, hasMore: page * 24 < GIGS });
        seen.push(...body.gigs.map((gig) => gig.id));
      }
      expect(seen).toEqual(expectedOrder(rows, sort));
    },
  );

  it('reads a page as one JSON value with the same cards as its columns give, pictures, avatars and dates included', async () => {
    const db = t.database.db;
    // A picture for some gigs, an avatar for the seller and ratings that are not round.
    await db.execute(sql`
      insert into gig_images (gig_id, position, storage_key, width, height)
      select id, 0, 'k/' || id, 1200, 800 from gigs where price_cents < 1500`);
    await db.execute(
      sql`update users set image = '/uploads/avatars/o''neil.webp' where id in (select seller_id from gigs)`,
    );
    await db.execute(sql`update gigs set rating = 4.7 where price_cents = 2000`);
    let pictured = 0;
    for (const sort of exploreSortSchema.options) {
      for (const category of [undefined, 'translation']) {
        for (const offset of [0, 48, 240]) {
          const criteria = { category };
          const { rows, count } = await findExplorePageWithCount(db, criteria, sort, 25, offset, 1001);
          expect(count).toBe(GIGS);
          expect(rows).toEqual(await sortedPage(db, criteria, SORTS[sort], 25, offset));
          // The cards their columns give, read as rows.
          const columns = new Map(
            (
              await findCardsByIds(
                db,
                rows.map((row) => row.id),
              )
            ).map((row) => [row.id, row]),
          );
          expect(rows).toEqual(rows.map((row) => columns.get(row.id)));
          pictured += rows.filter((row) => row.firstImage !== null).length;
        }
      }
    }
    expect(pictured).toBeGreaterThan(0);
  });

  it.runIf(process.env.TEST_DB !== 'postgresql')(
    'prepares one statement per sort and scope on PGlite, whatever the page',
    async () => {
      const pglite = t.database.pglite;
      if (!pglite) throw new Error('the test database is not PGlite');
      const prepared = async () =>
        (
          await pglite.query<{ n: number }>(
            `select count(*)::int as n from pg_prepared_statements where statement like '%public_gig_count%'`,
          )
        ).rows[0]?.n;
      for (let page = 1; page <= 12; page += 1) await explore(`category=translation&sort=newest&page=${page}`);
      const once = await prepared();
      // Six sorts, in a category or not: the pages above and every view before them.
      expect(once).toBeGreaterThan(0);
      expect(once).toBeLessThanOrEqual(12);
      for (let page = 1; page <= 12; page += 1) await explore(`sort=price-asc&page=${page}`);
      expect(await prepared()).toBe(once);
    },
  );

  it.runIf(process.env.TEST_DB === 'postgresql')(
    "plans a category's pages once on PostgreSQL, whichever page, and keeps that plan",
    async () => {
      // The connections of plannedOnce are taken last in, first out, so the
      // question below goes to the connection that ran the pages.
      for (let page = 1; page <= 8; page += 1) await explore(`category=translation&sort=delivery&page=${page}`);
      const [plans] = await selectRows<{ generic: number | null; custom: number | null }>(
        plannedOnce(t.database.db),
        sql`select sum(generic_plans)::int as generic, sum(custom_plans)::int as custom
              from pg_prepared_statements where name like 'explore_page_%'`,
      );
      // Left to choose, PostgreSQL planned a first page for its offset at every run (decision 0050).
      expect(plans?.custom).toBe(0);
      expect(plans?.generic).toBeGreaterThanOrEqual(8);
    },
  );

  // A filtered view walks its sort's index and tests the filters on the
  // entries: each sort's index carries the filter columns its keys lack, so
  // the walk never reads the table (migration 0020, decision 0048). The
  // planner is kept to index-ordered walks; vacuumed, it knows every page is
  // visible.
  const FILTERED_WALKS: [ExploreSort, 'translation' | undefined, string][] = [
    ['newest', 'translation', 'gigs_public_category_newest_idx'],
    ['newest', undefined, 'gigs_public_order_idx'],
    ['price-asc', 'translation', 'gigs_public_category_price_idx'],
    ['price-asc', undefined, 'gigs_public_price_idx'],
    ['price-desc', 'translation', 'gigs_public_category_price_desc_idx'],
    ['price-desc', undefined, 'gigs_public_price_desc_idx'],
    ['delivery', 'translation', 'gigs_public_category_delivery_idx'],
    ['delivery', undefined, 'gigs_public_delivery_idx'],
  ];
  it.each(FILTERED_WALKS)(
    "walks its sort's index alone for a filtered view: %s, category %s, %s",
    async (sort, category, index) => {
      await t.database.db.execute(sql`vacuum analyze gigs`);
      const criteria = {
        category,
        minPriceCents: 1000,
        maxPriceCents: 3000,
        minRating: 3.5,
        maxDelivery: 2,
      };
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        return selectRows<Record<string, string>>(
          tx,
          sql`explain ${sortedPageQuery(tx, criteria, SORTS[sort], 25, 0)}`,
        );
      });
      expect(plan.map((line) => Object.values(line)[0]).join('\n')).toContain(`Index Only Scan using ${index}`);
    },
  );
});
