import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BLOCKS_PATH,
  blockListSchema,
  blockParamsSchema,
  blockStateSchema,
  REPORTS_PATH,
  reportInputSchema,
  reportReceiptSchema,
  blockPath,
} from '@teenfreelance/contracts/safety';
import { errorBodySchema } from '@teenfreelance/contracts/errors';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { SafetyService } from './safety.service.ts';

export interface SafetyRoutesOptions {
  safetyService: SafetyService;
  guard: AuthGuard;
}

/** Reports and blocks (the route table is in packages/contracts/src/safety.ts). */
export const safetyRoutes: FastifyPluginAsyncZod<SafetyRoutesOptions> = async (app, { safetyService, guard }) => {
  const tags = ['safety'];
  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.post(
      REPORTS_PATH,
      {
        schema: {
          tags,
          summary: 'Report a conversation, message, profile, gig, review or job post (once per reporter)',
          body: reportInputSchema,
          response: { 200: reportReceiptSchema, 201: reportReceiptSchema, 429: errorBodySchema },
        },
      },
      async (request, reply) => {
        const { receipt, created } = await safetyService.report(userOf(request), request.body);
        return reply.code(created ? 201 : 200).send(receipt);
      },
    );
    scope.get(
      BLOCKS_PATH,
      { schema: { tags, summary: 'The people the caller blocked', response: { 200: blockListSchema } } },
      async (request) => safetyService.blocks(userOf(request)),
    );
    scope.get(
      blockPath.pattern,
      {
        schema: {
          tags,
          summary: 'Whether the caller blocked a person',
          params: blockParamsSchema,
          response: { 200: blockStateSchema },
        },
      },
      async (request) => safetyService.blockState(userOf(request), request.params.userId),
    );
    scope.put(
      blockPath.pattern,
      { schema: { tags, summary: 'Block a person', params: blockParamsSchema, response: { 200: blockStateSchema } } },
      async (request) => safetyService.block(userOf(request), request.params.userId),
    );
    scope.delete(
      blockPath.pattern,
      { schema: { tags, summary: 'Unblock a person', params: blockParamsSchema, response: { 200: blockStateSchema } } },
      async (request) => safetyService.unblock(userOf(request), request.params.userId),
    );
  });
};
