/**
 * The dashboard's figures in one tree: invalidating `dashboardKeys.all`
 * refreshes every figure (an order changing changes several at once).
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  seller: () => [...dashboardKeys.all, 'seller'] as const,
  earnings: () => [...dashboardKeys.all, 'earnings'] as const,
  /** A year's statement; `undefined` is this year, as the server takes it. */
  statement: (year: number | undefined) =>
    [...dashboardKeys.all, 'earnings', 'statement', year ?? 'this-year'] as const,
  buyer: () => [...dashboardKeys.all, 'buyer'] as const,
};
