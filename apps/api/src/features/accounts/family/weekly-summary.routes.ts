import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@teenfreelance/contracts/errors';
import {
  FAMILY_WEEKLY_SUMMARY_PATH,
  FAMILY_WEEKLY_SUMMARY_UNSUBSCRIBE_PATH,
  weeklySummarySettingSchema,
  weeklySummaryUnsubscribeSchema,
} from '@teenfreelance/contracts/family-summary';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import type { WeeklySummaryService } from './weekly-summary.ts';

export interface WeeklySummaryRoutesOptions {
  weeklySummaryService: WeeklySummaryService;
  guard: AuthGuard;
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['family'];

/** The guardian's weekly summary: the off switch on /family and the email's unsubscribe link (decision 0087). */
export const weeklySummaryRoutes: FastifyPluginAsyncZod<WeeklySummaryRoutesOptions> = async (
  app,
  { weeklySummaryService, guard },
) => {
  app.post(
    FAMILY_WEEKLY_SUMMARY_UNSUBSCRIBE_PATH,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Stop the weekly summary from the email's link (no sign-in)",
        body: weeklySummaryUnsubscribeSchema,
        response: { 200: weeklySummarySettingSchema, ...errors },
      },
    },
    async (request) => weeklySummaryService.unsubscribe(request.body),
  );
  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.get(
      FAMILY_WEEKLY_SUMMARY_PATH,
      {
        schema: {
          tags,
          summary: 'Whether the weekly summary is on',
          response: { 200: weeklySummarySettingSchema, ...errors },
        },
      },
      async (request) => weeklySummaryService.setting(userOf(request)),
    );
    scope.put(
      FAMILY_WEEKLY_SUMMARY_PATH,
      {
        schema: {
          tags,
          summary: 'Turn the weekly summary off or on',
          body: weeklySummarySettingSchema,
          response: { 200: weeklySummarySettingSchema, ...errors },
        },
      },
      async (request) => weeklySummaryService.set(userOf(request), request.body.enabled),
    );
  });
};
