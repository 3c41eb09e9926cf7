import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type DatabaseHandle } from '../../../db/client.ts';
import { createTestDatabase } from '../../../testing/test-database.ts';
import { trigramGate, trigramsOf } from './trigram-gate.ts';

// The typo group tests a cheap regular expression before pg_trgm's word
// similarity (decision 0107). It must never turn away a title pg_trgm would
// take: checked here against pg_trgm itself, on titles made a slip or two
// from the searched words, in every case and with the two characters that
// lowercase to ASCII letters.

const KELVIN = '\u212a';
const DOTTED_I = '\u0130';

const word = fc.stringMatching(/^[a-z0-9]{1,10}$/);
const text = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.constantFrom(' ', ' ', '-', ', ', "'"))
  .map(([words, between]) => words.join(between));

/** A word as a title may hold it: a slip or two away, in another case, with the look-alike letters. */
function slipped(typed: string, random: () => number): string {
  let out = [...typed];
  const at = () => Math.floor(random() * (out.length + 1));
  for (let slips = Math.floor(random() * 3); slips > 0; slips -= 1) {
    const kind = random();
    const i = at();
    if (kind < 0.3) out.splice(i, 0, 'etaoinsr'[Math.floor(random() * 8)] ?? 'e');
    else if (kind < 0.6) out.splice(i, 1);
    else if (kind < 0.8 && i + 1 < out.length) [out[i], out[i + 1]] = [out[i + 1] ?? '', out[i] ?? ''];
    else out[Math.min(i, out.length - 1)] = 'x';
  }
  out = out.map((letter) => {
    const roll = random();
    if (letter === 'k' && roll < 0.3) return KELVIN;
    if (letter === 'i' && roll < 0.3) return DOTTED_I;
    return roll < 0.2 ? letter.toUpperCase() : letter;
  });
  return out.join('');
}

/** Titles near the text: its words slipped, joined to others or run together, among filler words. */
function titlesNear(searched: string, seed: number): string[] {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const words = searched
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return Array.from({ length: 40 }, () => {
    const kept = words.filter(() => random() < 0.8).map((typed) => slipped(typed, random));
    const filler = ['logo', 'design', 'for', 'your', 'Brand', 'café', 'naïve', 'essay'].filter(() => random() < 0.3);
    const joiner = random() < 0.2 ? '' : ' ';
    return [...filler.slice(0, 1), kept.join(joiner), ...filler.slice(1)].join(' ');
  });
}

describe('the trigram gate before a typo match', () => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ handle: database, dispose } = await createTestDatabase());
  });
  afterAll(() => dispose());

  it('reads a text into the trigrams pg_trgm makes of it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(text, fc.string({ unit: 'binary-ascii' })), async (typed) => {
        const clean = typed.replaceAll('\0', '');
        const [row] = await selectRows<{ trigrams: string[] }>(
          database.db,
          sql`select show_trgm(${clean}) as trigrams`,
        );
        expect([...(trigramsOf(clean) ?? [])].sort()).toEqual([...(row?.trigrams ?? [])].sort());
      }),
      { numRuns: 60 },
    );
  });

  it('never turns away a title pg_trgm finds close enough, and turns most others away', async () => {
    let close = 0;
    let turnedAway = 0;
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.constantFrom(0.5, 0.6),
        fc.integer({ min: 1, max: 2 ** 30 }),
        async (typed, at, seed) => {
          const gate = trigramGate(typed, at);
          const titles = titlesNear(typed, seed);
          const [row] = await selectRows<{ close: number; missed: number; away: number }>(
            database.db,
            sql`select count(*) filter (where word_similarity(${typed}, t) >= ${at})::int as close,
                     count(*) filter (where word_similarity(${typed}, t) >= ${at} and not t ~* ${gate ?? ''})::int as missed,
                     count(*) filter (where not t ~* ${gate ?? ''})::int as away
                from unnest(array[${sql.join(
                  titles.map((title) => sql`${title}`),
                  sql`, `,
                )}]::text[]) as t`,
          );
          expect(row?.missed).toBe(0);
          close += row?.close ?? 0;
          turnedAway += row?.away ?? 0;
        },
      ),
      { numRuns: 120 },
    );
    // The titles were near enough for the test to mean something, and the gate does turn titles away.
    expect(close).toBeGreaterThan(500);
    expect(turnedAway).toBeGreaterThan(500);
  });

  it('lets a title through when it spells i or k with the characters that lowercase to them', async () => {
    // pg_trgm reads this title as 'kik mural'; its every letter of 'kik' is a look-alike.
    const gate = trigramGate('kik', 0.6);
    expect(gate).not.toBeNull();
    const [row] = await selectRows<{ similar: boolean; through: boolean }>(
      database.db,
      sql`select ${'kik'} <% t as similar, t ~* ${gate} as through from (values (${`${KELVIN}${DOTTED_I}${KELVIN} mural`})) v(t)`,
    );
    expect(row).toEqual({ similar: true, through: true });
  });

  it('has nothing to test for a text that is not ASCII, or whose single letters could be enough', () => {
    expect(trigramGate('café', 0.6)).toBeNull();
    expect(trigramGate('a', 0.5)).toBeNull();
    expect(trigramGate('', 0.6)).toBeNull();
    expect(trigramGate('zebra', 0.6)).toBe('zeb|ebr|bra');
    expect(trigramGate('logo', 0.6)).toBe('lo|og|go');
  });
});
