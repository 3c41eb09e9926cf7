/**
 * Money: integer cents on every wire and in every table (decision 0056).
 * Dollars exist only where a person types an amount (the gig wizard's price,
 * a job post's budget, a proposal's price, the explore page's price filter in
 * its URL) and are converted at that edge with `dollarsToCents`; every amount
 * a page or an email shows goes through `formatMoney`.
 */
import { formatCount } from './en-us.ts';

/** Whole cents of an amount typed in dollars ('12.5' typed is 1250); more than two decimals are rounded. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/** Dollars of an amount in cents, to prefill a field a person edits (1250 is 12.5). */
export const centsToDollars = (cents: number): number => cents / 100;

/** The message of an amount on the wire that is not a whole number of cents (a client's mistake, not a person's). */
export const WHOLE_CENTS_MESSAGE = 'Amounts are whole cents';

export interface FormatMoneyOptions {
  /** '$50' rather than '$50.00' for a whole amount ('$49.50' still shows its cents): job budgets and proposal prices. */
  dropZeroCents?: boolean;
}

/**
 * The one money formatter: cents as the pages and emails show them, '$1,234.50'
 * (always two decimals: gig prices, orders, checkout, dashboards), or with
 * `dropZeroCents` '$1,250' and '$49.50'.
 */
export function formatMoney(cents: number, options: FormatMoneyOptions = {}): string {
  const whole = Math.round(Math.abs(cents));
  const sign = cents <= -0.5 ? '-' : '';
  const dollars = formatCount(Math.floor(whole / 100));
  const centsText = String(whole % 100).padStart(2, '0');
  // Without Intl, which costs a page's first formatter its locale data (decision 0106).
  return options.dropZeroCents && whole % 100 === 0 ? `${sign}$${dollars}` : `${sign}$${dollars}.${centsText}`;
}

/**
 * The field a person typed for a money field of a body, so a form shows the
 * server's message where it was typed: 'priceCents' was typed as 'price',
 * 'budget.minCents' as 'budget.min'.
 */
export const typedMoneyField = (path: string): string => path.replace(/Cents$/, '');
