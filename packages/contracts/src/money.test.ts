import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { centsToDollars, dollarsToCents, formatMoney, typedMoneyField } from './money.ts';

/** A name that says money: what the API must carry in integer cents, named `...Cents` (decision 0056). */
const MONEY_WORD = /price|amount|budget|fee|total|earning|spent|cost|payout|balance|cents/i;

/** Numbers whose names say money but are not amounts. */
const NOT_AMOUNTS = new Set([
  'checkoutQuoteSchema.feePercent',
  // The same quote, in the 409 PRICE_CHANGED answer's details.
  'priceChangedDetailsSchema.quote.feePercent',
  // How many gigs match, not dollars.
  'exploreResponseSchema.total',
  'homeGigsSchema.total',
]);

/** The edges where a person types dollars: the forms' own schemas, converted to cents when they submit. */
const DOLLAR_EDGES = new Set(['gigPriceDollarsSchema', 'budgetDollarsSchema', 'jobFormSchema', 'proposalFormSchema']);

type Schema = z.core.$ZodType;
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value;

/** Every number in a schema, with its path, whether its name or a parent's says money, and whether it is an integer. */
function numbersIn(
  schema: Schema,
  path: string,
  found: { path: string; key: string; isInt: boolean }[],
  seen: Set<Schema>,
) {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown, at = path) => {
    if (isSchema(inner)) numbersIn(inner, at, found, seen);
  };
  switch (def.type) {
    case 'number':
      found.push({
        path,
        key: path.split('.').at(-1) ?? path,
        isInt: (schema as unknown as { format?: string | null }).format === 'safeint',
      });
      return;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) walk(value, `${path}.${key}`);
      return;
    case 'array':
      walk(def.element, `${path}[]`);
      return;
    case 'pipe':
      walk(def.in);
      walk(def.out);
      return;
    case 'union':
      for (const option of def.options as unknown[]) walk(option);
      return;
    case 'intersection':
      walk(def.left);
      walk(def.right);
      return;
    case 'record':
      walk(def.valueType, `${path}[key]`);
      return;
    default:
      // optional, nullable, default, readonly, catch...: the schema they wrap.
      walk(def.innerType);
  }
}

async function exportedSchemas(): Promise<[string, Schema][]> {
  const dir = new URL('.', import.meta.url);
  const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const schemas = new Map<string, Schema>();
  for (const file of files) {
    const module = (await import(new URL(file, dir).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) if (isSchema(value)) schemas.set(name, value);
  }
  return [...schemas];
}

describe('money on the wire', () => {
  it('carries every amount of every request and answer as an integer named ...Cents', async () => {
    const problems: string[] = [];
    const schemas = await exportedSchemas();
    expect(schemas.length).toBeGreaterThan(50);
    for (const [name, schema] of schemas) {
      if (DOLLAR_EDGES.has(name)) continue;
      const found: { path: string; key: string; isInt: boolean }[] = [];
      numbersIn(schema, name, found, new Set());
      for (const number of found) {
        if (NOT_AMOUNTS.has(number.path)) continue;
        const isNamedCents = /cents$/i.test(number.key);
        const saysMoney = MONEY_WORD.test(number.path.slice(name.length));
        if ((saysMoney && !isNamedCents) || (isNamedCents && !number.isInt)) {
          problems.push(`${number.path}${number.isInt ? '' : ' (not an integer)'}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('money', () => {
  it('converts what a person types in dollars to whole cents, and back to prefill a field', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(12.5)).toBe(1250);
    expect(dollarsToCents(1000)).toBe(100_000);
    expect(centsToDollars(1250)).toBe(12.5);
    expect(centsToDollars(1999)).toBe(19.99);
  });

  it('formats cents as the pages show them: two decimals, or whole dollars without cents', () => {
    expect(formatMoney(2500)).toBe('$25.00');
    expect(formatMoney(2550)).toBe('$25.50');
    expect(formatMoney(154_050)).toBe('$1,540.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(104_000, { dropZeroCents: true })).toBe('$1,040');
    expect(formatMoney(4950, { dropZeroCents: true })).toBe('$49.50');
    expect(formatMoney(5000, { dropZeroCents: true })).toBe('$50');
  });

  it('writes every amount as Intl writes US dollars, without Intl (decision 0106)', () => {
    const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const cents of [0, 1, 9, 10, 99, 100, 101, 99_999, 100_000, 123_456_789, -1, -250, -100_000]) {
      expect(formatMoney(cents)).toBe(withCents.format(cents / 100));
      if (cents % 100 === 0) expect(formatMoney(cents, { dropZeroCents: true })).toBe(whole.format(cents / 100));
    }
  });

  it("names the field a person typed for a body's money field", () => {
    expect(typedMoneyField('priceCents')).toBe('price');
    expect(typedMoneyField('budget.minCents')).toBe('budget.min');
    expect(typedMoneyField('title')).toBe('title');
  });
});
