import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BUYER_OVERVIEW_PATH,
  buyerOverviewSchema,
  SELLER_GIG_STATS_PATH,
  SELLER_OVERVIEW_PATH,
  sellerGigStatsSchema,
  sellerOverviewSchema,
} from '@teenfreelance/contracts/dashboard';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { DashboardService } from './dashboard.service.ts';

export interface DashboardRoutesOptions {
  dashboardService: DashboardService;
  guard: AuthGuard;
}

/** The dashboard's figures (the route table is in packages/contracts/src/dashboard.ts). */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (
  app,
  { dashboardService, guard },
) => {
  const tags = ['dashboard'];
  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.get(
      SELLER_OVERVIEW_PATH,
      { schema: { tags, summary: "A freelancer's overview figures", response: { 200: sellerOverviewSchema } } },
      async (request) => dashboardService.sellerOverview(userOf(request)),
    );
    scope.get(
      SELLER_GIG_STATS_PATH,
      {
        schema: { tags, summary: "Views and orders of the freelancer's gigs", response: { 200: sellerGigStatsSchema } },
      },
      async (request) => dashboardService.sellerGigStats(userOf(request)),
    );
    scope.get(
      BUYER_OVERVIEW_PATH,
      { schema: { tags, summary: "A buyer's overview figures", response: { 200: buyerOverviewSchema } } },
      async (request) => dashboardService.buyerOverview(userOf(request)),
    );
  });
};
