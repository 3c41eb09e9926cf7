import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationParamsSchema,
  notificationSchema,
  unreadNotificationsSchema,
  NOTIFICATIONS_PATH,
  UNREAD_NOTIFICATIONS_PATH,
  READ_ALL_NOTIFICATIONS_PATH,
  notificationReadPath,
} from '@teenfreelance/contracts/notifications';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { NotificationsService } from './notifications.service.ts';

export interface NotificationsRoutesOptions {
  notificationsService: NotificationsService;
  guard: AuthGuard;
}

export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  { notificationsService, guard },
) => {
  const tags = ['notifications'];
  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.get(
      NOTIFICATIONS_PATH,
      {
        schema: {
          tags,
          summary: 'The caller’s notifications, newest first, 20 a page',
          querystring: notificationPageQuerySchema,
          response: { 200: notificationPageSchema },
        },
      },
      async (request) => notificationsService.list(userOf(request), request.query.before),
    );
    scope.get(
      UNREAD_NOTIFICATIONS_PATH,
      { schema: { tags, summary: 'How many notifications are unread', response: { 200: unreadNotificationsSchema } } },
      async (request) => notificationsService.unread(userOf(request)),
    );
    scope.post(
      READ_ALL_NOTIFICATIONS_PATH,
      { schema: { tags, summary: 'Mark every notification read', response: { 200: unreadNotificationsSchema } } },
      async (request) => notificationsService.markAllRead(userOf(request)),
    );
    scope.post(
      notificationReadPath.pattern,
      {
        schema: {
          tags,
          summary: 'Mark one notification read',
          params: notificationParamsSchema,
          response: { 200: notificationSchema },
        },
      },
      async (request) => notificationsService.markRead(userOf(request), request.params.id),
    );
  });
};
