import { describe, expect, it } from 'vitest';
import { csvCell, decimalDollars } from './earnings-csv.ts';
import { isUnitedStates, mustMentionFiling } from './earnings.policy.ts';

describe('CSV cells', () => {
  it('leaves plain text alone and quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Logo sketch')).toBe('Logo sketch');
    expect(csvCell('Logo, colours')).toBe('"Logo, colours"');
    expect(csvCell('The "best" logo')).toBe('"The ""best"" logo"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('never starts a cell with what a spreadsheet runs as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`).startsWith("'") || csvCell(`${start}1+1`).startsWith(`"'`), start).toBe(true);
    }
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes cents as decimal dollars', () => {
    expect(decimalDollars(0)).toBe('0.00');
    expect(decimalDollars(5)).toBe('0.05');
    expect(decimalDollars(123_456)).toBe('1234.56');
    expect(decimalDollars(40_001)).toBe('400.01');
  });
});

describe('the US filing note', () => {
  it('reads the US in the ways people write it, and not other countries', () => {
    for (const us of ['US', 'usa', 'U.S.A.', 'United States', 'the United States of America', ' America ']) {
      expect(isUnitedStates(us), us).toBe(true);
    }
    for (const other of [null, '', 'Canada', 'United Kingdom', 'Australia', 'USSR']) {
      expect(isUnitedStates(other), String(other)).toBe(false);
    }
  });

  it('is due at $400 or more of net earnings in a year', () => {
    expect(mustMentionFiling('USA', 39_999)).toBe(false);
    expect(mustMentionFiling('USA', 40_000)).toBe(true);
    expect(mustMentionFiling('USA', 40_001)).toBe(true);
    expect(mustMentionFiling('Canada', 90_000)).toBe(false);
  });
});
