import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { GigDetail } from '@teenfreelance/contracts/gigs';
import { selectRows } from '../../../db/client.ts';
import { searchQueries } from '../../../db/text-search.ts';
import { gigsTestApp } from '../gigs/gigs.test-helpers.ts';
import { gatheredCriteria, gatheredSearchQuery } from './gathered-search.repository.ts';
import { withIndexedWords } from './search-lexemes.repository.ts';

// A search's last word is a prefix; a read through the GIN index takes it
// spelled out as the lexemes the gigs hold that begin with it (decision
// 0112), from `search_lexemes`, which every gig written keeps up to date.

const { t, freelancer, create, explore } = gigsTestApp();

const titles = (body: { gigs: { title: string }[] }) => body.gigs.map((gig) => gig.title).sort();

describe('a prefix read through the GIN index', () => {
  it('finds a word that begins with it in a gig created or edited a moment ago', async () => {
    const seller = await freelancer();
    await create(seller, { title: 'Zebra mural for a bedroom wall' });
    expect(titles(await explore('search=mural%20zebra'))).toEqual(['Zebra mural for a bedroom wall']);

    // A new word beginning with the prefix, in a gig created after the first search.
    await create(seller, { title: 'Zebracorn mural, hand painted' });
    expect(titles(await explore('search=mural%20zebra'))).toEqual([
      'Zebra mural for a bedroom wall',
      'Zebracorn mural, hand painted',
    ]);
    expect((await explore('search=mural%20zebrac')).gigs[0]?.title).toBe('Zebracorn mural, hand painted');

    // And one that an edit brings.
    const another = await freelancer();
    const third = await create(another, { title: 'Playroom mural with animals' });
    expect(third.statusCode, third.body).toBe(201);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/gigs/${third.json<GigDetail>().id}`,
      headers: { cookie: another.cookie },
      payload: { title: 'Zebrafish mural for a playroom' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await explore('search=mural%20zebra')).toMatchObject({ total: 3, totalIsExact: true });
    expect(await explore('search=mural%20zebra&category=graphic-design&sort=price-asc')).toMatchObject({
      total: 3,
      totalIsExact: true,
    });
  });

  it('spells each prefix out as the lexemes the gigs hold, leaving one that begins too many a prefix', async () => {
    const seller = await freelancer();
    await create(seller, { title: 'Birthday card with a unicycle' });
    await create(seller, { title: 'Unicyclist portrait, birthday edition' });
    const words = async (search: string) =>
      (await withIndexedWords(t.database.db, await searchQueries(t.database.db, search))).indexed;
    // 'unicycl' (unicycle) and 'unicyclist' both begin with the typed prefix; 'unicyc' is the stem of a
    // word it may be finishing ('unicyclic'), exact already (db/text-search.ts).
    expect(await words('birthday unicycl')).toBe(`( 'birthday' & ( ( 'unicycl' | 'unicyclist' ) | 'unicyc' ) )`);
    // A prefix no gig's word begins stays a prefix; a search without a prefix has nothing to spell.
    expect(await words('birthday quagga')).toBeUndefined();
    expect(await words('"birthday card"')).toBeUndefined();
    expect(await words('birthday -unicycle')).toBeUndefined();

    // Seventeen words beginning 'xylo': more than are spelled out.
    await t.database.db.execute(sql`
      insert into search_lexemes select 'xylo' || chr(97 + i) from generate_series(0, 16) as i`);
    expect(await words('birthday xylo')).toBeUndefined();
    await t.database.db.execute(sql`delete from search_lexemes where lexeme like 'xylo_' and lexeme <> 'xyloa'`);
    expect(await words('birthday xylo')).toBe(`( 'birthday' & ( 'xyloa' | 'xylous' ) )`);
  });

  it('gives the gathering read through the GIN index the words with no prefix left to expand', async () => {
    const seller = await freelancer();
    await create(seller, { title: 'Kayak rental poster', category: 'graphic-design' });
    const plan = await t.database.db.transaction(async (tx) => {
      // The read the service makes when it gathers through GIN (findGatheredSearchPage).
      const criteria = await gatheredCriteria(tx, { search: 'poster kayak', category: 'graphic-design' });
      const query = gatheredSearchQuery(tx, criteria, 'rating', 25, 0, 1000);
      return (await selectRows<Record<string, string>>(tx, sql`explain ${query}`))
        .map((line) => Object.values(line)[0])
        .join('\n');
    });
    expect(plan).toContain(`search @@ '''poster'' & ''kayak'''::tsquery`);
    expect(plan).not.toContain(':*');
    expect(await explore('search=poster%20kayak&category=graphic-design&sort=rating')).toMatchObject({
      total: 1,
      totalIsExact: true,
    });
  });
});
