/**
 * The dashboard's figures in one tree: invalidating `dashboardKeys.all`
 * refreshes every figure (an order changing changes several at once).
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  seller: () => [...dashboardKeys.all, 'seller'] as const,
  earnings: () => [...dashboardKeys.all, 'earnings'] as const,
  buyer: () => [...dashboardKeys.all, 'buyer'] as const,
};
