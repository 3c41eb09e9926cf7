import { SESSION_PATH } from '@teenfreelance/contracts/api-paths';
import type { JobCard, JobDetail, Proposal } from '@teenfreelance/contracts/job-posts';
import type { Role, SessionUser } from '@teenfreelance/contracts/users';
import { vi } from 'vitest';

/** A signed-in user of `role`. */
export function userWith(role: Role, id = 'u1'): SessionUser {
  return {
    id,
    name: role === 'buyer' ? 'Bea Buyer' : 'Finn Freelancer',
    email: `${role}@example.com`,
    role,
    isPro: false,
    avatarUrl: null,
    provider: 'password',
    createdAt: '2026-01-01T00:00:00.000Z',
    isMinor: false,
    parentalConsent: 'not_required',
    sellingPaused: false,
    isDemo: false,
  };
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export function jobCard(overrides: Partial<JobCard> = {}): JobCard {
  return {
    id: 'j1',
    title: 'Design a logo for my bakery',
    preview: 'A warm, friendly logo for a small family bakery...',
    category: { slug: 'graphic-design', name: 'Logo Design' },
    budget: { minCents: 5000, maxCents: 15_000 },
    deadline: { value: '7d', label: '7 days' },
    skills: ['Branding', 'Illustrator'],
    client: { id: 'b1', name: 'Bea Buyer', avatarUrl: null },
    status: 'open',
    proposalCount: 1,
    createdAt: hoursAgo(2),
    ...overrides,
  };
}

export function jobDetail(viewer: Partial<JobDetail['viewer']> = {}, overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...jobCard(),
    description: 'A warm, friendly logo for a small family bakery.\nWe bake bread and cakes.',
    client: { id: 'b1', name: 'Bea Buyer', avatarUrl: null, memberSince: '2025-03-14T10:00:00.000Z' },
    viewer: { isPoster: false, canApply: false, cannotApplyReason: null, proposal: null, ...viewer },
    ...overrides,
  };
}

export function proposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    id: 'p1',
    jobId: 'j1',
    jobTitle: 'Design a logo for my bakery',
    freelancer: { id: 'f1', name: 'Maya Chen', avatarUrl: null, isPro: true },
    coverLetter: 'I have designed logos for three local cafes and would love to help your bakery too.',
    priceCents: 12_000,
    deliveryDays: 5,
    status: 'pending',
    orderId: null,
    conversationId: null,
    createdAt: hoursAgo(1),
    updatedAt: hoursAgo(1),
    ...overrides,
  };
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status: number; body: unknown } | unknown;
/** `METHOD /path?query` → the answer (a body for 200, or `{ status, body }`). */
export type Routes = Record<string, Answer | ((request: SentRequest) => Answer)>;

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const isStatusAnswer = (answer: unknown): answer is { status: number; body: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

/** Stubs fetch with `routes` (plus the session of `user`); returns the requests sent, in order. */
export function stubApi(user: SessionUser | null, routes: Routes): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = url.pathname + url.search;
      const request: SentRequest = {
        method,
        path,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        headers: { ...(init?.headers as Record<string, string> | undefined) },
      };
      if (path === SESSION_PATH) return json(200, { user });
      sent.push(request);
      const route = routes[`${method} ${path}`];
      if (route === undefined) return json(404, { error: { code: 'NOT_FOUND', message: 'Not found', details: null } });
      const answer: unknown = await (typeof route === 'function'
        ? (route as (r: SentRequest) => Answer)(request)
        : route);
      return isStatusAnswer(answer) ? json(answer.status, answer.body) : json(200, answer);
    }),
  );
  return sent;
}
