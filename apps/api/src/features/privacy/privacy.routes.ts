import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DATA_EXPORT_PATH } from '@teenfreelance/contracts/privacy';
import type { AuthGuard } from '../../http/auth-guard.ts';
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
  });
};
