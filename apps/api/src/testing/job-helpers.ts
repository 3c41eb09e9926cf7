import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { JOBS_PATH, type JobBody, type JobDetail, type Proposal } from '@teenfreelance/contracts/job-posts';
import {
  jobProposalsPath,
  proposalActionPath,
  type HireResult,
  type ProposalInput,
} from '@teenfreelance/contracts/proposals';
import { bornYearsAgo, TEST_PASSWORD, type TestUser } from './factories.ts';
import { sessionCookie } from './test-app.ts';
import { signUpAndConfirm } from './sign-up.ts';

/** A post the form accepts; fields can be overridden with anything, valid or not. */
export function jobBody(overrides: Record<string, unknown> = {}): JobBody {
  return {
    title: 'Design a logo for my bakery',
    description: 'I need a friendly, hand-drawn logo for a small neighbourhood bakery, with two colour versions.',
    category: 'graphic-design',
    budget: { minCents: 5000, maxCents: 15_000 },
    deadline: '7d',
    skills: 'Logo Design, Illustrator , branding',
    ...overrides,
  } as JobBody;
}

export function proposalBody(overrides: Partial<ProposalInput> = {}): ProposalInput {
  return {
    coverLetter:
      'Hi! I have designed logos for three local shops; I would sketch three ideas and refine your favourite.',
    priceCents: 12_000,
    deliveryDays: 5,
    ...overrides,
  };
}

export const postJob = (app: FastifyInstance, who: TestUser | null, body: unknown = jobBody()) =>
  app.inject({ method: 'POST', url: JOBS_PATH, headers: who ? { cookie: who.cookie } : {}, payload: body as object });

/** Posts a job as `buyer`, expecting 201. */
export async function postedJob(app: FastifyInstance, buyer: TestUser, body: unknown = jobBody()): Promise<JobDetail> {
  const response = await postJob(app, buyer, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<JobDetail>();
}

export const applyTo = (app: FastifyInstance, who: TestUser, jobId: string, body: unknown = proposalBody()) =>
  app.inject({
    method: 'POST',
    url: jobProposalsPath(jobId),
    headers: { cookie: who.cookie },
    payload: body as object,
  });

/** Applies as `freelancer`, expecting 201. */
export async function sentProposal(app: FastifyInstance, freelancer: TestUser, jobId: string, body?: ProposalInput) {
  const response = await applyTo(app, freelancer, jobId, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Proposal>();
}

export const proposalAction = (
  app: FastifyInstance,
  who: TestUser,
  proposalId: string,
  action: 'shortlist' | 'decline' | 'withdraw' | 'hire',
) => app.inject({ method: 'POST', url: proposalActionPath(proposalId, action), headers: { cookie: who.cookie } });

/** Hires as `poster`, expecting 200. */
export async function hired(app: FastifyInstance, poster: TestUser, proposalId: string): Promise<HireResult> {
  const response = await proposalAction(app, poster, proposalId, 'hire');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HireResult>();
}

export const get = (app: FastifyInstance, url: string, who?: TestUser | null): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

/** A 15-year-old freelancer who signed up and whose parent has not consented yet. */
export async function teenAwaitingConsent(app: FastifyInstance): Promise<TestUser> {
  const tag = randomBytes(6).toString('hex');
  const response = await signUpAndConfirm(app, {
    name: 'Tia Teen',
    email: `teen-${tag}@example.com`,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    role: 'freelancer',
    agreeToTerms: true,
    isMinor: true,
    dateOfBirth: bornYearsAgo(15),
    parentName: 'Pat Parent',
    parentEmail: `parent-${tag}@example.com`,
    parentPhone: '+1 555 123 4567',
    parentConsent: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json<{ user: { id: string } }>().user.id;
  return { id, email: `teen-${tag}@example.com`, cookie: sessionCookie(response) };
}

/** The error body's message and reason, as a client reads them. */
export const refusal = (response: LightMyRequestResponse) => {
  const { error } = response.json<{ error: { code: string; message: string; details: { reason?: string } | null } }>();
  return { status: response.statusCode, code: error.code, message: error.message, reason: error.details?.reason };
};
