import { describe, expect, it } from 'vitest';
import { MASK } from '@teenfreelance/contracts/contact-masking';
import {
  EARNINGS_CSV_PATH,
  EARNINGS_PATH,
  EARNINGS_STATEMENT_PATH,
  type Earnings,
  type EarningsStatement,
} from '@teenfreelance/contracts/seller-earnings';
import { DAY_MS, HOUR_MS } from '@teenfreelance/contracts/time';
import { manualClock } from '../../../testing/clock.ts';
import { buildUser } from '../../../testing/factories.ts';
import { ledgerForTests } from '../../../testing/ledger-helpers.ts';
import { makeTeen } from '../../../testing/minor-helpers.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { completedOrder, getAs, readAs, setCountry } from './earnings.test-helpers.ts';

const clock = manualClock(Date.UTC(2025, 11, 20, 12));
const t = testAppForTests(() => ({ clock, env: { EARNINGS_CLEARING_DAYS: '7' } }));
const ledger = ledgerForTests(t, clock, 7);
const db = () => t.database.db;
const user = (role: 'buyer' | 'freelancer', name: string) => buildUser(t.app, db(), { role, name });
const statementOf = (year: number) => `${EARNINGS_STATEMENT_PATH}?year=${year}`;

/** The CSV's rows, its byte-order mark off. */
const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('the yearly statement and the CSV', () => {
  it('gives a year its totals, months and lines, and the CSV its rows, one year or all', async () => {
    const seller = await user('freelancer', 'Yara Year');
    const buyer = await user('buyer', 'Bo Buyer');
    const parties = { seller, buyer };
    // December 2025: completed, and cleared in 2025 (7 days later); then one completed on the 30th, cleared in 2026.
    clock.set(Date.UTC(2025, 11, 20, 12));
    await completedOrder(t.app, db(), parties, { title: 'Holiday card', priceCents: 1200 });
    clock.set(Date.UTC(2025, 11, 30, 12));
    await ledger.clearDueEarnings();
    clock.advance(HOUR_MS);
    await completedOrder(t.app, db(), parties, { title: 'New year poster', priceCents: 3000 });
    // February 2026: one more, still pending at the end.
    clock.set(Date.UTC(2026, 1, 10, 12));
    await ledger.clearDueEarnings();
    clock.advance(HOUR_MS);
    await completedOrder(t.app, db(), parties, { title: 'Valentine logo', priceCents: 4550 });

    const last = await readAs<EarningsStatement>(t.app, seller, statementOf(2025));
    expect(last).toMatchObject({
      year: 2025,
      seller: { name: 'Yara Year' },
      clearingDays: 7,
      totals: { earnedCents: 4200, clearedCents: 1200, withdrawnCents: 0 },
      years: [2026, 2025],
      showFilingNote: false,
    });
    expect(last.months).toHaveLength(12);
    expect(last.months[11]).toEqual({ month: '2025-12', earnedCents: 4200, clearedCents: 1200, withdrawnCents: 0 });
    expect(last.months.slice(0, 11).every((month) => month.earnedCents === 0)).toBe(true);
    // Oldest first.
    expect(last.lines.map((line) => [line.kind, line.order?.title])).toEqual([
      ['order_completion', 'Holiday card'],
      ['earnings_cleared', 'Holiday card'],
      ['order_completion', 'New year poster'],
    ]);

    const now = await readAs<EarningsStatement>(t.app, seller, EARNINGS_STATEMENT_PATH);
    expect(now).toMatchObject({ year: 2026, totals: { earnedCents: 4550, clearedCents: 3000 } });
    expect(now.months[1]).toMatchObject({ month: '2026-02', earnedCents: 4550, clearedCents: 3000 });

    const all = await getAs(t.app, seller, EARNINGS_CSV_PATH);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toBe('attachment; filename="teenfreelance-earnings.csv"');
    const rows = csvRows(all.body);
    expect(rows[0]).toBe(
      'Date,Type,Order number,Order title,Amount (USD),Status,Pending after (USD),Available after (USD)',
    );
    expect(rows.slice(1).map((row) => row.split(','))).toEqual([
      [
        '2025-12-20',
        'Order completed',
        expect.stringMatching(/^#TF-\d{6}$/),
        'Holiday card',
        '12.00',
        'Completed',
        '12.00',
        '0.00',
      ],
      ['2025-12-30', 'Earnings cleared', expect.any(String), 'Holiday card', '12.00', 'Completed', '0.00', '12.00'],
      ['2025-12-30', 'Order completed', expect.any(String), 'New year poster', '30.00', 'Completed', '30.00', '12.00'],
      ['2026-02-10', 'Earnings cleared', expect.any(String), 'New year poster', '30.00', 'Completed', '0.00', '42.00'],
      ['2026-02-10', 'Order completed', expect.any(String), 'Valentine logo', '45.50', 'Pending', '45.50', '42.00'],
    ]);

    const year = await getAs(t.app, seller, `${EARNINGS_CSV_PATH}?year=2026`);
    expect(year.headers['content-disposition']).toBe('attachment; filename="teenfreelance-earnings-2026.csv"');
    expect(csvRows(year.body).map((row) => row.split(',')[3])).toEqual([
      'Order title',
      'New year poster',
      'Valentine logo',
    ]);
  });

  it('writes titles so that a spreadsheet reads them as text, quoted where they must be', async () => {
    const seller = await user('freelancer', 'Quinn Quotes');
    const buyer = await user('buyer', 'Eve Excel');
    const title = '=HYPERLINK("http://evil.example","Click"), and more';
    await completedOrder(t.app, db(), { seller, buyer }, { title, priceCents: 2000 });
    clock.advance(HOUR_MS);
    await completedOrder(t.app, db(), { seller, buyer }, { title: '@SUM(A1:A9)', priceCents: 2000 });
    const csv = await getAs(t.app, seller, EARNINGS_CSV_PATH);
    const [, first, second] = csvRows(csv.body);
    expect(first).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click""), and more",20.00,`);
    expect(second).toContain(`,'@SUM(A1:A9),20.00,`);
  });

  it('refuses a year that is not one with 400', async () => {
    const seller = await user('freelancer', 'Odd Years');
    for (const year of ['abc', '1999', '2026.5', '']) {
      for (const path of [EARNINGS_STATEMENT_PATH, EARNINGS_CSV_PATH]) {
        const response = await getAs(t.app, seller, `${path}?year=${year}`);
        expect(response.statusCode, `${path}?year=${year}`).toBe(400);
        expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
      }
    }
  });
});

describe('the note for US sellers past $400 in a year', () => {
  it('appears at $400.01 and not at $399.99, only for a seller in the US', async () => {
    // Late December of a past year (sessions are dated by the system's time, so the test's clock stays behind it).
    clock.set(Date.UTC(2024, 11, 28, 12));
    const seller = await user('freelancer', 'Uma States');
    const buyer = await user('buyer', 'Ned Neighbour');
    await setCountry(t.app, seller, 'United States');
    await completedOrder(t.app, db(), { seller, buyer }, { priceCents: 39_999 });
    expect((await readAs<Earnings>(t.app, seller, EARNINGS_PATH)).filingYears).toEqual([]);
    expect((await readAs<EarningsStatement>(t.app, seller, statementOf(2024))).showFilingNote).toBe(false);

    await completedOrder(t.app, db(), { seller, buyer }, { priceCents: 2 });
    expect((await readAs<Earnings>(t.app, seller, EARNINGS_PATH)).filingYears).toEqual([2024]);
    const statement = await readAs<EarningsStatement>(t.app, seller, statementOf(2024));
    expect(statement).toMatchObject({ showFilingNote: true, totals: { earnedCents: 40_001 } });
    // Another year's statement says nothing of it.
    expect((await readAs<EarningsStatement>(t.app, seller, statementOf(2023))).showFilingNote).toBe(false);

    // Next January, last year's note still shows on the tab (returns are filed in the spring).
    clock.set(Date.UTC(2025, 0, 2, 12));
    expect((await readAs<Earnings>(t.app, seller, EARNINGS_PATH)).filingYears).toEqual([2024]);

    await setCountry(t.app, seller, 'Canada');
    expect((await readAs<Earnings>(t.app, seller, EARNINGS_PATH)).filingYears).toEqual([]);
    expect((await readAs<EarningsStatement>(t.app, seller, statementOf(2024))).showFilingNote).toBe(false);
  });

  it('reads the US from the ways people write it, and nothing from an empty country', async () => {
    const seller = await user('freelancer', 'Sam Spelling');
    const buyer = await user('buyer', 'Big Order');
    await completedOrder(t.app, db(), { seller, buyer }, { priceCents: 50_000 });
    expect((await readAs<Earnings>(t.app, seller, EARNINGS_PATH)).filingYears).toEqual([]);
    for (const country of ['USA', 'U.S.', 'united states of america', 'The United States']) {
      await setCountry(t.app, seller, country);
      expect((await readAs<Earnings>(t.app, seller, EARNINGS_PATH)).filingYears, country).toEqual([2025]);
    }
    await setCountry(t.app, seller, 'Australia');
    expect((await readAs<Earnings>(t.app, seller, EARNINGS_PATH)).filingYears).toEqual([]);
  });
});

describe('what a teen reads of an order title', () => {
  it('masks contact details in a title on the tab, the statement and the CSV', async () => {
    const teen = await user('freelancer', 'Tia Teen');
    await makeTeen(db(), teen.id);
    const buyer = await user('buyer', 'Ben Buyer');
    await completedOrder(t.app, db(), { seller: teen, buyer }, { title: 'Logo, text 555-867-5309', priceCents: 3000 });
    clock.advance(DAY_MS);
    const tab = await getAs(t.app, teen, EARNINGS_PATH);
    const statement = await getAs(t.app, teen, EARNINGS_STATEMENT_PATH);
    const csv = await getAs(t.app, teen, EARNINGS_CSV_PATH);
    for (const answer of [tab, statement, csv]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('867-5309');
      expect(answer.body).toContain(MASK);
    }
  });
});
