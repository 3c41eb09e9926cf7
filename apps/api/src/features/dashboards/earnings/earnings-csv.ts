import { EARNINGS_CSV_COLUMNS, EARNINGS_TEXTS, type EarningsLine } from '@teenfreelance/contracts/seller-earnings';

/**
 * A spreadsheet reads a cell starting with one of these as a formula (CSV
 * injection, OWASP): such a cell is written with a leading apostrophe, which
 * spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, and never a formula. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Cents as decimal dollars, without a currency sign or grouping: 123456 is '1234.56'. */
export function decimalDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The seller's lines as CSV: a header row, then one row per line, CRLF line
 * ends. It starts with a byte-order mark so that spreadsheets read the text as
 * UTF-8 (names and titles with accents). Dates are the UTC day (ISO 8601).
 */
export function earningsCsv(lines: readonly EarningsLine[]): string {
  const rows = lines.map((line) => [
    line.at.slice(0, 10),
    EARNINGS_TEXTS.lineKinds[line.kind],
    line.order?.number ?? '',
    line.order?.title ?? '',
    decimalDollars(line.amountCents),
    line.status,
    decimalDollars(line.pendingAfterCents),
    decimalDollars(line.availableAfterCents),
  ]);
  return `\uFEFF${[[...EARNINGS_CSV_COLUMNS], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
