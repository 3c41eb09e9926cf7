import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ACTIONS_PATH,
  ADMIN_AUDIT_PATH,
  ADMIN_HELD_MESSAGES_PATH,
  ADMIN_REINSTATE_PATH,
  ADMIN_RESTRICTIONS_PATH,
  reinstatedSchema,
  reinstateInputSchema,
  restrictionListSchema,
  heldMessageListSchema,
  heldMessageOutcomeSchema,
  moderationActionSchema,
  ADMIN_DISMISS_PATH,
  ADMIN_MINORS_PATH,
  ADMIN_REPORTS_PATH,
  ADMIN_TEXTS,
  auditLogSchema,
  minorAccountSchema,
  minorListSchema,
  moderationInputSchema,
  reportQueueQuerySchema,
  reportQueueSchema,
  reasonBodySchema,
  adminMinorActionPaths,
  adminHeldMessagePaths,
} from '@teenfreelance/contracts/admin';
import { ADMIN_LEDGER_PATH, ledgerReportSchema } from '@teenfreelance/contracts/admin-ledger';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import { forbidden } from '../../../http/errors.ts';
import type { AdminService } from './admin.service.ts';

export interface AdminRoutesOptions {
  adminService: AdminService;
  guard: AuthGuard;
}

/** Admins only: the one check for the whole group, before anything is read. */
function assertAdmin(user: SessionUser): void {
  if (user.role !== 'admin') throw forbidden(ADMIN_TEXTS.onlyAdmins, { reason: 'NOT_AN_ADMIN' });
}

const idParams = z.object({ id: z.string().max(100) });

/** Moderation (the route table is in packages/contracts/src/admin.ts). */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { adminService, guard }) => {
  const tags = ['admin'];
  await guard.guardedGroup(
    app,
    async (scope, adminOf) => {
      scope.get(
        ADMIN_REPORTS_PATH,
        {
          schema: {
            tags,
            summary: 'The review queue',
            querystring: reportQueueQuerySchema,
            response: { 200: reportQueueSchema },
          },
        },
        async (request) => adminService.queue(request.query.sort),
      );
      scope.post(
        ADMIN_DISMISS_PATH,
        {
          schema: {
            tags,
            summary: "Dismiss a target's open reports",
            body: moderationInputSchema,
            response: { 200: z.object({ resolved: z.number().int() }) },
          },
        },
        async (request) => adminService.dismiss(adminOf(request), request.body),
      );
      scope.post(
        ADMIN_ACTIONS_PATH,
        {
          schema: {
            tags,
            summary: 'Hide, remove, warn or suspend, for a reported thing',
            body: moderationActionSchema,
            response: { 200: z.object({ resolved: z.number().int() }) },
          },
        },
        async (request) => adminService.act(adminOf(request), request.body),
      );
      scope.get(
        ADMIN_MINORS_PATH,
        { schema: { tags, summary: 'Teen freelancers and their consent', response: { 200: minorListSchema } } },
        async () => adminService.minors(),
      );
      scope.post(
        adminMinorActionPaths['resend-consent'].pattern,
        {
          schema: {
            tags,
            summary: 'Send the parent a new consent link',
            params: idParams,
            response: { 200: z.object({ sentTo: z.string() }) },
          },
        },
        async (request) => adminService.resendConsent(adminOf(request), request.params.id),
      );
      scope.post(
        adminMinorActionPaths['revoke-consent'].pattern,
        {
          schema: {
            tags,
            summary: "Withdraw consent at a parent's request",
            params: idParams,
            body: reasonBodySchema,
            response: { 200: minorAccountSchema },
          },
        },
        async (request) => adminService.revokeConsent(adminOf(request), request.params.id, request.body.reason),
      );
      scope.get(
        ADMIN_HELD_MESSAGES_PATH,
        {
          schema: {
            tags,
            summary: 'Messages held before reaching a minor, oldest first',
            response: { 200: heldMessageListSchema },
          },
        },
        async () => adminService.heldMessages(),
      );
      for (const decision of ['deliver', 'remove'] as const) {
        scope.post(
          adminHeldMessagePaths[decision].pattern,
          {
            schema: {
              tags,
              summary: decision === 'deliver' ? 'Deliver a held message now' : 'Remove a held message undelivered',
              params: idParams,
              body: reasonBodySchema,
              response: { 200: heldMessageOutcomeSchema },
            },
          },
          async (request) =>
            decision === 'deliver'
              ? adminService.deliverHeld(adminOf(request), request.params.id, request.body.reason)
              : adminService.removeHeld(adminOf(request), request.params.id, request.body.reason),
        );
      }
      scope.get(
        ADMIN_RESTRICTIONS_PATH,
        {
          schema: {
            tags,
            summary: 'Suspended accounts and hidden gigs, job posts and reviews',
            response: { 200: restrictionListSchema },
          },
        },
        async () => adminService.restrictions(),
      );
      scope.post(
        ADMIN_REINSTATE_PATH,
        {
          schema: {
            tags,
            summary: 'Lift a suspension, or show a hidden gig, job post or review again',
            body: reinstateInputSchema,
            response: { 200: reinstatedSchema },
          },
        },
        async (request) => adminService.reinstate(adminOf(request), request.body),
      );
      scope.get(
        ADMIN_AUDIT_PATH,
        { schema: { tags, summary: 'The audit log, newest first', response: { 200: auditLogSchema } } },
        async () => adminService.audit(),
      );
      scope.get(
        ADMIN_LEDGER_PATH,
        {
          schema: {
            tags,
            summary: "The platform's balances and the ledger's reconciliation",
            response: { 200: ledgerReportSchema },
          },
        },
        async () => adminService.ledger(),
      );
    },
    { authorize: assertAdmin },
  );
};
