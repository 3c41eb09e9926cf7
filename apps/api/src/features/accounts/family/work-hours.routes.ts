import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@teenfreelance/contracts/errors';
import { familyWorkHoursPath, workHoursInputSchema, workHoursSchema } from '@teenfreelance/contracts/work-hours';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import type { WorkHoursService } from './work-hours.service.ts';

export interface WorkHoursRoutesOptions {
  workHoursService: WorkHoursService;
  guard: AuthGuard;
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The guardian's choice of stricter work hours for their teen (decision 0086). */
export const workHoursRoutes: FastifyPluginAsyncZod<WorkHoursRoutesOptions> = async (
  app,
  { workHoursService, guard },
) => {
  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.put(
      familyWorkHoursPath.pattern,
      {
        schema: {
          tags: ['family'],
          summary: "Make a linked teen's work hours stricter: an earlier evening end, fewer hours a week",
          params: z.object({ teenId: z.string().min(1).max(64) }),
          body: workHoursInputSchema,
          response: { 200: workHoursSchema, ...errors, 422: errorBodySchema },
        },
      },
      async (request) => workHoursService.choose(userOf(request), request.params.teenId, request.body),
    );
  });
};
