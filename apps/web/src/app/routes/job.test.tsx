import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_TEXTS } from '@teenfreelance/contracts/job-posts';
import { PROPOSAL_MESSAGES, PROPOSAL_TEXTS } from '@teenfreelance/contracts/proposals';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobDetail, proposal, stubApi, userWith } from '../../features/job-posts/testing/fixtures.ts';
import { toast } from '../../lib/toast.ts';
import { LocationProbe } from '../../testing/render.tsx';
import JobRoute from './job.tsx';

vi.mock('../../lib/use-live-event.ts', () => ({ useLiveEvent: vi.fn() }));
vi.mock('../../lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
  preloadToasts: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderJob(path = '/jobs/j1') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/jobs/:id" element={<JobRoute />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/jobs/{id}', () => {
  it('offers Report to anyone but the poster (a visitor signs in first)', async () => {
    stubApi(userWith('freelancer'), { 'GET /api/jobs/j1': jobDetail() });
    const { unmount } = renderJob();
    await userEvent.click(await screen.findByRole('button', { name: 'Report this job post' }));
    expect(screen.getByRole('dialog', { name: 'Report this job post' })).toBeTruthy();
    unmount();

    stubApi(null, { 'GET /api/jobs/j1': jobDetail() });
    const visitor = renderJob();
    const link = await screen.findByRole('link', { name: 'Report this job post' });
    expect(link.getAttribute('href')).toBe('/login?from=%2Fjobs%2Fj1');
    visitor.unmount();

    stubApi(userWith('buyer', 'b1'), { 'GET /api/jobs/j1': jobDetail({ isPoster: true }) });
    renderJob();
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the session has answered
    expect(screen.queryByRole('button', { name: 'Report this job post' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Report this job post' })).toBeNull();
  });

  it('shows the job in full and asks a visitor to log in, coming back here', async () => {
    stubApi(null, { 'GET /api/jobs/j1': jobDetail() });
    renderJob();
    expect(await screen.findByRole('heading', { level: 1, name: 'Design a logo for my bakery' })).toBeTruthy();
    expect(screen.getByText('$50 - $150')).toBeTruthy();
    expect(screen.getByText(/We bake bread and cakes/)).toBeTruthy();
    expect(screen.getByText('Member since March 14, 2025')).toBeTruthy();
    expect(screen.getByText('1 proposal')).toBeTruthy();
    const login = await screen.findByRole('link', { name: PROPOSAL_TEXTS.signInToApply });
    expect(login.getAttribute('href')).toBe('/login?from=%2Fjobs%2Fj1');
  });

  it('says when the job is not there', async () => {
    stubApi(null, {});
    renderJob('/jobs/nope');
    expect(await screen.findByRole('heading', { name: JOB_TEXTS.notFound })).toBeTruthy();
    expect(screen.getByText(JOB_TEXTS.notFoundDescription)).toBeTruthy();
    expect(screen.getByRole('link', { name: JOB_TEXTS.backToJobs }).getAttribute('href')).toBe('/jobs');
  });

  it('lets a freelancer apply, checking the proposal with the API schema', async () => {
    const sent = stubApi(userWith('freelancer'), {
      'GET /api/jobs/j1': jobDetail({ canApply: true }),
      'POST /api/jobs/j1/proposals': { status: 201, body: proposal() },
    });
    const user = userEvent.setup();
    renderJob();
    await user.click(await screen.findByRole('button', { name: PROPOSAL_TEXTS.submit }));
    expect(await screen.findByText(PROPOSAL_MESSAGES.coverLetterTooShort)).toBeTruthy();
    expect(screen.getByText(PROPOSAL_MESSAGES.priceRequired)).toBeTruthy();
    expect(screen.getByText(PROPOSAL_MESSAGES.deliveryRequired)).toBeTruthy();

    await user.type(screen.getByLabelText(PROPOSAL_TEXTS.coverLetter), proposal().coverLetter);
    await user.type(screen.getByLabelText(PROPOSAL_TEXTS.price), '120');
    await user.type(screen.getByLabelText(PROPOSAL_TEXTS.deliveryDays), '5');
    await user.click(screen.getByRole('button', { name: PROPOSAL_TEXTS.submit }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(PROPOSAL_TEXTS.sent, { description: PROPOSAL_TEXTS.sentDescription }),
    );
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      coverLetter: proposal().coverLetter,
      price: 120,
      deliveryDays: 5,
    });
  });

  it('shows a freelancer their pending proposal, to edit or withdraw', async () => {
    const sent = stubApi(userWith('freelancer'), {
      'GET /api/jobs/j1': jobDetail({ proposal: proposal() }),
      'POST /api/proposals/p1/withdraw': proposal({ status: 'withdrawn' }),
    });
    const user = userEvent.setup();
    renderJob();
    expect(await screen.findByRole('heading', { name: PROPOSAL_TEXTS.yourProposal })).toBeTruthy();
    expect(screen.getByText(PROPOSAL_TEXTS.statusLabels.pending)).toBeTruthy();
    expect(screen.getByText('$120')).toBeTruthy();
    expect(screen.getByText('5 days delivery')).toBeTruthy();
    expect(screen.getByRole('button', { name: PROPOSAL_TEXTS.edit })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: PROPOSAL_TEXTS.withdraw }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(PROPOSAL_TEXTS.withdrawConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: PROPOSAL_TEXTS.withdraw }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PROPOSAL_TEXTS.withdrawn));
    expect(sent.some((request) => request.method === 'POST' && request.path === '/api/proposals/p1/withdraw')).toBe(
      true,
    );
  });

  it('tells a buyer why they cannot apply, without a form', async () => {
    stubApi(userWith('buyer', 'b2'), {
      'GET /api/jobs/j1': jobDetail({ cannotApplyReason: PROPOSAL_TEXTS.buyersCannotApply }),
    });
    renderJob();
    expect(await screen.findByText(PROPOSAL_TEXTS.buyersCannotApply)).toBeTruthy();
    expect(screen.queryByLabelText(PROPOSAL_TEXTS.coverLetter)).toBeNull();
    expect(screen.queryByRole('link', { name: PROPOSAL_TEXTS.signInToApply })).toBeNull();
  });

  it('shows the poster the proposals with their actions, and hiring leads to checkout', async () => {
    const sent = stubApi(userWith('buyer', 'b1'), {
      'GET /api/jobs/j1': jobDetail({ isPoster: true }, { proposalCount: 3 }),
      'GET /api/jobs/j1/proposals': {
        proposals: [
          proposal(),
          proposal({
            id: 'p2',
            status: 'shortlisted',
            freelancer: { id: 'f2', name: 'Leo Park', avatarUrl: null, isPro: false },
          }),
          proposal({
            id: 'p3',
            status: 'declined',
            freelancer: { id: 'f3', name: 'Ana Ruiz', avatarUrl: null, isPro: false },
          }),
        ],
      },
      'POST /api/proposals/p1/shortlist': proposal({ status: 'shortlisted' }),
      'POST /api/proposals/p2/hire': { proposal: proposal({ id: 'p2', status: 'hired' }), conversationId: 'c9' },
    });
    const user = userEvent.setup();
    renderJob();
    expect(await screen.findByRole('button', { name: JOB_TEXTS.editJob })).toBeTruthy();
    expect(screen.getByRole('button', { name: JOB_TEXTS.closeJob })).toBeTruthy();

    const maya = await screen.findByRole('article', { name: /Maya Chen/ });
    expect(within(maya).getByText('PRO')).toBeTruthy();
    expect(within(maya).getByText('$120')).toBeTruthy();
    expect(within(maya).getByRole('link', { name: 'Maya Chen' }).getAttribute('href')).toBe('/profile/f1');
    expect(within(maya).getByRole('button', { name: /Shortlist/ })).toBeTruthy();
    expect(within(maya).getByRole('button', { name: /Decline/ })).toBeTruthy();
    const leo = screen.getByRole('article', { name: /Leo Park/ });
    expect(within(leo).getByText('Shortlisted')).toBeTruthy();
    expect(within(leo).queryByRole('button', { name: /Shortlist/ })).toBeNull();
    const ana = screen.getByRole('article', { name: /Ana Ruiz/ });
    expect(within(ana).queryByRole('button')).toBeNull();

    await user.click(within(maya).getByRole('button', { name: /Shortlist/ }));
    await waitFor(() => expect(sent.some((r) => r.path === '/api/proposals/p1/shortlist')).toBe(true));

    await user.click(within(leo).getByRole('button', { name: /Hire/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(PROPOSAL_TEXTS.hireConfirm('Leo Park', '120'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: PROPOSAL_TEXTS.hire }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout?proposal=p2'));
  });

  it('offers the poster payment for a hired proposal, then its order', async () => {
    stubApi(userWith('buyer', 'b1'), {
      'GET /api/jobs/j1': jobDetail({ isPoster: true }, { status: 'closed' }),
      'GET /api/jobs/j1/proposals': {
        proposals: [
          proposal({ status: 'hired', conversationId: 'c3' }),
          proposal({ id: 'p2', status: 'hired', orderId: 'o7' }),
        ],
      },
    });
    renderJob();
    expect(await screen.findByText(JOB_TEXTS.closed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: JOB_TEXTS.closeJob })).toBeNull();
    const pay = await screen.findByRole('link', { name: PROPOSAL_TEXTS.payNow });
    expect(pay.getAttribute('href')).toBe('/checkout?proposal=p1');
    expect(screen.getByRole('link', { name: PROPOSAL_TEXTS.message }).getAttribute('href')).toBe('/messages/c3');
    expect(screen.getByRole('link', { name: PROPOSAL_TEXTS.viewOrder }).getAttribute('href')).toBe('/orders/o7');
  });

  it('tells the poster when nobody has applied yet', async () => {
    stubApi(userWith('buyer', 'b1'), {
      'GET /api/jobs/j1': jobDetail({ isPoster: true }, { proposalCount: 0 }),
      'GET /api/jobs/j1/proposals': { proposals: [] },
    });
    renderJob();
    expect(await screen.findByText(PROPOSAL_TEXTS.noProposals)).toBeTruthy();
  });
});
