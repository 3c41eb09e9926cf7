import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  JOBS_PATH,
  jobDetailSchema,
  jobInputSchema,
  jobListQuerySchema,
  jobPageSchema,
  jobParamsSchema,
  MY_JOBS_PATH,
  myJobsSchema,
  proposalSchema,
  jobPath,
  jobClosePath,
} from '@teenfreelance/contracts/job-posts';
import {
  hireResultSchema,
  proposalInputSchema,
  proposalListSchema,
  proposalParamsSchema,
  jobProposalsPath,
  proposalActionPaths,
  proposalPath,
} from '@teenfreelance/contracts/proposals';
import { MY_PROPOSALS_PATH, myProposalsSchema } from '@teenfreelance/contracts/dashboard';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { JobsService } from './job-posts.service.ts';
import type { ProposalsService } from './proposals.service.ts';

export interface JobsRoutesOptions {
  jobsService: JobsService;
  proposalsService: ProposalsService;
  guard: AuthGuard;
}

/** Job posts and their proposals (the route tables are in packages/contracts/src/jobs.ts and proposals.ts). */
export const jobsRoutes: FastifyPluginAsyncZod<JobsRoutesOptions> = async (
  app,
  { jobsService, proposalsService, guard },
) => {
  const tags = ['jobs'];
  app.get(
    JOBS_PATH,
    {
      schema: {
        tags,
        summary: 'Open jobs, newest first, by words and category',
        querystring: jobListQuerySchema,
        response: { 200: jobPageSchema },
      },
    },
    async (request) => jobsService.list(request.query, await guard.optionalUser(request)),
  );
  app.get(
    jobPath.pattern,
    {
      schema: {
        tags,
        summary: 'One job, with what the caller may do there',
        params: jobParamsSchema,
        response: { 200: jobDetailSchema },
      },
    },
    async (request) => jobsService.detail(await guard.optionalUser(request), request.params.id),
  );

  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.get(
      MY_JOBS_PATH,
      { schema: { tags, summary: "The caller's own job posts", response: { 200: myJobsSchema } } },
      async (request) => jobsService.mine(userOf(request)),
    );
    scope.get(
      MY_PROPOSALS_PATH,
      { schema: { tags, summary: "The caller's own proposals (freelancers)", response: { 200: myProposalsSchema } } },
      async (request) => proposalsService.mine(userOf(request)),
    );
    scope.post(
      JOBS_PATH,
      {
        schema: {
          tags,
          summary: 'Post a job (buyers)',
          body: jobInputSchema,
          response: { 201: jobDetailSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await jobsService.post(userOf(request), request.body)),
    );
    scope.patch(
      jobPath.pattern,
      {
        schema: {
          tags,
          summary: 'Edit an open job post (its poster)',
          params: jobParamsSchema,
          body: jobInputSchema,
          response: { 200: jobDetailSchema },
        },
      },
      async (request) => jobsService.update(userOf(request), request.params.id, request.body),
    );
    scope.post(
      jobClosePath.pattern,
      {
        schema: {
          tags,
          summary: 'Close a job post (its poster)',
          params: jobParamsSchema,
          response: { 200: jobDetailSchema },
        },
      },
      async (request) => jobsService.close(userOf(request), request.params.id),
    );
    scope.get(
      jobProposalsPath.pattern,
      {
        schema: {
          tags,
          summary: "A job's proposals (its poster only)",
          params: jobParamsSchema,
          response: { 200: proposalListSchema },
        },
      },
      async (request) => proposalsService.listForJob(userOf(request), request.params.id),
    );
    scope.post(
      jobProposalsPath.pattern,
      {
        schema: {
          tags,
          summary: 'Apply to a job (freelancers)',
          params: jobParamsSchema,
          body: proposalInputSchema,
          response: { 201: proposalSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await proposalsService.apply(userOf(request), request.params.id, request.body)),
    );
    scope.patch(
      proposalPath.pattern,
      {
        schema: {
          tags,
          summary: 'Edit a pending proposal (its freelancer)',
          params: proposalParamsSchema,
          body: proposalInputSchema,
          response: { 200: proposalSchema },
        },
      },
      async (request) => proposalsService.edit(userOf(request), request.params.id, request.body),
    );
    const decision = (path: 'withdraw' | 'shortlist' | 'decline', summary: string) =>
      scope.post(
        proposalActionPaths[path].pattern,
        { schema: { tags, summary, params: proposalParamsSchema, response: { 200: proposalSchema } } },
        async (request) =>
          path === 'withdraw'
            ? proposalsService.withdraw(userOf(request), request.params.id)
            : proposalsService.decide(userOf(request), request.params.id, path),
      );
    decision('withdraw', 'Withdraw a pending proposal (its freelancer)');
    decision('shortlist', 'Shortlist a proposal (the job poster)');
    decision('decline', 'Decline a proposal (the job poster)');
    scope.post(
      proposalActionPaths.hire.pattern,
      {
        schema: {
          tags,
          summary: "Hire a proposal's freelancer (the job poster): closes the job, opens the conversation",
          params: proposalParamsSchema,
          response: { 200: hireResultSchema },
        },
      },
      async (request) => proposalsService.hire(userOf(request), request.params.id),
    );
  });
};
