/** '50', '1,250', '49.50': whole amounts without cents. */
export function formatAmount(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** '$50', '$1,250', '$49.50'. */
export const formatDollars = (amount: number): string => `$${formatAmount(amount)}`;

/** The budget range of a job: '$50 - $150' (one amount when both ends are equal). */
export function formatBudget(budget: { min: number; max: number }): string {
  return budget.min === budget.max
    ? formatDollars(budget.min)
    : `${formatDollars(budget.min)} - ${formatDollars(budget.max)}`;
}

/** The fallback of a failure that carries no message of its own (the API client's words). */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';
