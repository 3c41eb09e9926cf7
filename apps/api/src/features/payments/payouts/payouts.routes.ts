import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_KEY_HEADER, idempotencyHeadersSchema } from '@teenfreelance/contracts/checkout';
import { errorBodySchema } from '@teenfreelance/contracts/errors';
import {
  ADMIN_PAYOUTS_PATH,
  PAYOUT_ACCOUNT_PATH,
  PAYOUT_GUARDIAN_LINK_PATH,
  PAYOUT_SETUP_PATH,
  WITHDRAWAL_APPROVAL_PATH,
  WITHDRAWALS_PATH,
  adminPayoutsQuerySchema,
  adminPayoutsSchema,
  bankAccountInputSchema,
  guardianLinkSentSchema,
  payoutAccountStateSchema,
  payoutSetupDoneSchema,
  payoutSetupInputSchema,
  payoutSetupRequestSchema,
  payoutTokenQuerySchema,
  withdrawalApprovalRequestSchema,
  withdrawalDecisionSchema,
  withdrawalInputSchema,
  withdrawalSchema,
  withdrawalsStateSchema,
} from '@teenfreelance/contracts/payouts';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import type { PayoutAccountsService } from './payout-accounts.service.ts';
import { assertAdmin } from './payouts.policy.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

export interface PayoutsRoutesOptions {
  payoutAccountsService: PayoutAccountsService;
  withdrawalsService: WithdrawalsService;
  guard: AuthGuard;
}

const perIp = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['payouts'];

/** Payout accounts, withdrawals and the guardian's pages (routes in packages/contracts/src/payouts.ts). */
export const payoutsRoutes: FastifyPluginAsyncZod<PayoutsRoutesOptions> = async (
  app,
  { payoutAccountsService, withdrawalsService, guard },
) => {
  // The guardian's pages: no account needed, the emailed token is the key (refused to the teen's own session).
  app.get(
    PAYOUT_SETUP_PATH,
    {
      config: perIp(30, '1 minute'),
      schema: {
        tags,
        summary: "What the guardian's payout set-up link is for",
        querystring: payoutTokenQuerySchema,
        response: { 200: payoutSetupRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return payoutAccountsService.setupRequest(request.query.token, await guard.optionalUser(request));
    },
  );
  app.put(
    PAYOUT_SETUP_PATH,
    {
      config: perIp(30, '1 minute'),
      schema: {
        tags,
        summary: "The guardian adds the bank account a minor's earnings are paid to, with the emailed token",
        body: payoutSetupInputSchema,
        response: { 200: payoutSetupDoneSchema, ...errors },
      },
    },
    async (request) => payoutAccountsService.setUpByGuardian(request.body, await guard.optionalUser(request)),
  );
  app.get(
    WITHDRAWAL_APPROVAL_PATH,
    {
      config: perIp(30, '1 minute'),
      schema: {
        tags,
        summary: "A minor's withdrawal waiting for the guardian's approval",
        querystring: payoutTokenQuerySchema,
        response: { 200: withdrawalApprovalRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return withdrawalsService.approvalRequest(request.query.token, await guard.optionalUser(request));
    },
  );
  app.post(
    WITHDRAWAL_APPROVAL_PATH,
    {
      config: perIp(30, '1 minute'),
      schema: {
        tags,
        summary: "The guardian approves or declines a minor's withdrawal, with the emailed token",
        body: withdrawalDecisionSchema,
        response: { 200: withdrawalApprovalRequestSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => withdrawalsService.decide(request.body, await guard.optionalUser(request)),
  );

  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.get(
      PAYOUT_ACCOUNT_PATH,
      { schema: { tags, summary: 'The payout account, and whose it is', response: { 200: payoutAccountStateSchema } } },
      async (request) => payoutAccountsService.state(userOf(request)),
    );
    scope.put(
      PAYOUT_ACCOUNT_PATH,
      {
        config: perIp(20, '1 hour'),
        schema: {
          tags,
          summary: "An adult freelancer adds or replaces their bank account (a minor's guardian does it by link)",
          body: bankAccountInputSchema,
          response: { 200: payoutAccountStateSchema, ...errors },
        },
      },
      async (request) => payoutAccountsService.save(userOf(request), request.body),
    );
    scope.post(
      PAYOUT_GUARDIAN_LINK_PATH,
      {
        config: perIp(10, '1 hour'),
        schema: {
          tags,
          summary: 'A minor emails the consenting guardian a link to set up the payout account',
          response: { 200: guardianLinkSentSchema, ...errors, 409: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request) => payoutAccountsService.sendGuardianLink(userOf(request)),
    );
    scope.get(
      WITHDRAWALS_PATH,
      {
        schema: {
          tags,
          summary: 'The available balance and the withdrawals',
          response: { 200: withdrawalsStateSchema },
        },
      },
      async (request) => withdrawalsService.list(userOf(request)),
    );
    scope.post(
      WITHDRAWALS_PATH,
      {
        schema: {
          tags,
          summary: 'Withdraw available earnings to the payout account (once per Idempotency-Key)',
          headers: idempotencyHeadersSchema,
          body: withdrawalInputSchema,
          response: { 201: withdrawalSchema, ...errors, 409: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (request, reply) => {
        const { withdrawal, replayed } = await withdrawalsService.withdraw(
          userOf(request),
          request.headers[IDEMPOTENCY_KEY_HEADER],
          request.body,
        );
        if (replayed) void reply.header('idempotent-replayed', 'true');
        return reply.code(201).send(withdrawal);
      },
    );
  });

  await guard.guardedGroup(
    app,
    async (scope) => {
      scope.get(
        ADMIN_PAYOUTS_PATH,
        {
          schema: {
            tags,
            summary: 'Admins: withdrawals by status (failed payouts by default)',
            querystring: adminPayoutsQuerySchema,
            response: { 200: adminPayoutsSchema },
          },
        },
        async (request) => withdrawalsService.adminList(request.query.status),
      );
    },
    { authorize: assertAdmin },
  );
};
