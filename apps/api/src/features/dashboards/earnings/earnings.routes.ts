import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EARNINGS_CSV_PATH,
  EARNINGS_PATH,
  EARNINGS_STATEMENT_PATH,
  earningsSchema,
  earningsStatementSchema,
  earningsYearQuerySchema,
} from '@teenfreelance/contracts/seller-earnings';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import type { EarningsService } from './earnings.service.ts';

export interface EarningsRoutesOptions {
  earningsService: EarningsService;
  guard: AuthGuard;
}

/** A freelancer's earnings on the ledger (the route table is in packages/contracts/src/seller-earnings.ts). */
export const earningsRoutes: FastifyPluginAsyncZod<EarningsRoutesOptions> = async (app, { earningsService, guard }) => {
  const tags = ['dashboard'];
  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.get(
      EARNINGS_PATH,
      {
        schema: {
          tags,
          summary: "A freelancer's earnings: ledger balances, the newest lines, years and filing notes",
          response: { 200: earningsSchema },
        },
      },
      async (request) => earningsService.earnings(userOf(request)),
    );
    scope.get(
      EARNINGS_STATEMENT_PATH,
      {
        schema: {
          tags,
          summary: "A freelancer's yearly earnings statement (this year unless `year` says)",
          querystring: earningsYearQuerySchema,
          response: { 200: earningsStatementSchema },
        },
      },
      async (request) => earningsService.statement(userOf(request), request.query.year),
    );
    scope.get(
      EARNINGS_CSV_PATH,
      {
        schema: {
          tags,
          summary: "A freelancer's earnings lines as CSV (one year's, or all)",
          querystring: earningsYearQuerySchema,
        },
      },
      async (request, reply) => {
        const { fileName, body } = await earningsService.csv(userOf(request), request.query.year);
        return reply
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .type('text/csv; charset=utf-8')
          .send(body);
      },
    );
  });
};
