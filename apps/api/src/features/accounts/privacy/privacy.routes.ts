import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DATA_EXPORT_PATH, DELETE_ACCOUNT_PATH, deleteAccountSchema } from '@teenfreelance/contracts/privacy';
import { z } from 'zod';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import type { PrivacyService } from './privacy.service.ts';

export interface PrivacyRoutesOptions {
  privacyService: PrivacyService;
  guard: AuthGuard;
}

/** Your data (the route table is in packages/contracts/src/privacy.ts). */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRoutesOptions> = async (app, { privacyService, guard }) => {
  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.get(
      DATA_EXPORT_PATH,
      { schema: { tags: ['privacy'], summary: 'Download everything kept about the caller, as JSON' } },
      async (request, reply) => {
        const data = await privacyService.exportData(userOf(request));
        const day = data.exportedAt.slice(0, 10);
        return reply
          .header('content-disposition', `attachment; filename="teenfreelance-data-${day}.json"`)
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(data, null, 2));
      },
    );
    scope.post(
      DELETE_ACCOUNT_PATH,
      {
        schema: {
          tags: ['privacy'],
          summary: 'Delete the caller’s account, after their password (or email for a Google account)',
          body: deleteAccountSchema,
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
      },
      async (request) => {
        // Every session of the account ends with it: the cookie the browser keeps opens nothing any more.
        await privacyService.deleteAccount(userOf(request), request.body);
        return { deleted: true as const };
      },
    );
  });
};
