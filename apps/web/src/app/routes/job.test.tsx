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
    expect(screen.getByRole('dialog', { name: 'Report this job post' })).toBeInTheDocument();
    unmount();

    stubApi(null, { 'GET /api/jobs/j1': jobDetail() });
    const visitor = renderJob();
    const link = await screen.findByRole('link', { name: 'Report this job post' });
    expect(link).toHaveAttribute('href', '/login?redirect=%2Fjobs%2Fj1');
    visitor.unmount();

    stubApi(userWith('buyer', 'b1'), { 'GET /api/jobs/j1': jobDetail({ isPoster: true }) });
    renderJob();
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the session has answered
    expect(screen.queryByRole('button', { name: 'Report this job post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Report this job post' })).not.toBeInTheDocument();
  });

  it('shows the job in full and asks a visitor to log in, coming back here', async () => {
    stubApi(null, { 'GET /api/jobs/j1': jobDetail() });
    renderJob();
    expect(await screen.findByRole('heading', { level: 1, name: 'Design a logo for my bakery' })).toBeInTheDocument();
    expect(screen.getByText('$50 - $150')).toBeInTheDocument();
    expect(screen.getByText(/We bake bread and cakes/)).toBeInTheDocument();
    expect(screen.getByText('Member since March 14, 2025')).toBeInTheDocument();
    expect(screen.getByText('1 proposal')).toBeInTheDocument();
    const login = await screen.findByRole('link', { name: PROPOSAL_TEXTS.signInToApply });
    expect(login).toHaveAttribute('href', '/login?redirect=%2Fjobs%2Fj1');
  });

  it('says when the job is not there', async () => {
    stubApi(null, {});
    renderJob('/jobs/nope');
    expect(await screen.findByRole('heading', { name: JOB_TEXTS.notFound })).toBeInTheDocument();
    expect(screen.getByText(JOB_TEXTS.notFoundDescription)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: JOB_TEXTS.backToJobs })).toHaveAttribute('href', '/jobs');
  });

  it('lets a freelancer apply, checking the proposal with the API schema', async () => {
    const sent = stubApi(userWith('freelancer'), {
      'GET /api/jobs/j1': jobDetail({ canApply: true }),
      'POST /api/jobs/j1/proposals': { status: 201, body: proposal() },
    });
    const user = userEvent.setup();
    renderJob();
    await user.click(await screen.findByRole('button', { name: PROPOSAL_TEXTS.submit }));
    expect(await screen.findByText(PROPOSAL_MESSAGES.coverLetterTooShort)).toBeInTheDocument();
    expect(screen.getByText(PROPOSAL_MESSAGES.priceRequired)).toBeInTheDocument();
    expect(screen.getByText(PROPOSAL_MESSAGES.deliveryRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText(PROPOSAL_TEXTS.coverLetter), proposal().coverLetter);
    await user.type(screen.getByLabelText(PROPOSAL_TEXTS.price), '120');
    await user.type(screen.getByLabelText(PROPOSAL_TEXTS.deliveryDays), '5');
    await user.click(screen.getByRole('button', { name: PROPOSAL_TEXTS.submit }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(PROPOSAL_TEXTS.sent, { description: PROPOSAL_TEXTS.sentDescription }),
    );
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      coverLetter: proposal().coverLetter,
      priceCents: 12_000,
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
    expect(await screen.findByRole('heading', { name: PROPOSAL_TEXTS.yourProposal })).toBeInTheDocument();
    expect(screen.getByText(PROPOSAL_TEXTS.statusLabels.pending)).toBeInTheDocument();
    expect(screen.getByText('$120')).toBeInTheDocument();
    expect(screen.getByText('5 days delivery')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PROPOSAL_TEXTS.edit })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PROPOSAL_TEXTS.withdraw }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(PROPOSAL_TEXTS.withdrawConfirm)).toBeInTheDocument();
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
    expect(await screen.findByText(PROPOSAL_TEXTS.buyersCannotApply)).toBeInTheDocument();
    expect(screen.queryByLabelText(PROPOSAL_TEXTS.coverLetter)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: PROPOSAL_TEXTS.signInToApply })).not.toBeInTheDocument();
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
    expect(await screen.findByRole('button', { name: JOB_TEXTS.editJob })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: JOB_TEXTS.closeJob })).toBeInTheDocument();

    const maya = await screen.findByRole('article', { name: /Maya Chen/ });
    expect(within(maya).getByText('PRO')).toBeInTheDocument();
    expect(within(maya).getByText('$120')).toBeInTheDocument();
    expect(within(maya).getByRole('link', { name: 'Maya Chen' })).toHaveAttribute('href', '/profile/f1');
    expect(within(maya).getByRole('button', { name: /Shortlist/ })).toBeInTheDocument();
    expect(within(maya).getByRole('button', { name: /Decline/ })).toBeInTheDocument();
    const leo = screen.getByRole('article', { name: /Leo Park/ });
    expect(within(leo).getByText('Shortlisted')).toBeInTheDocument();
    expect(within(leo).queryByRole('button', { name: /Shortlist/ })).not.toBeInTheDocument();
    const ana = screen.getByRole('article', { name: /Ana Ruiz/ });
    expect(within(ana).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(maya).getByRole('button', { name: /Shortlist/ }));
    await waitFor(() => expect(sent.some((r) => r.path === '/api/proposals/p1/shortlist')).toBe(true));

    await user.click(within(leo).getByRole('button', { name: /Hire/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(PROPOSAL_TEXTS.hireConfirm('Leo Park', '$120'))).toBeInTheDocument();
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
    expect(await screen.findByText(JOB_TEXTS.closed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: JOB_TEXTS.closeJob })).not.toBeInTheDocument();
    const pay = await screen.findByRole('link', { name: PROPOSAL_TEXTS.payNow });
    expect(pay).toHaveAttribute('href', '/checkout?proposal=p1');
    expect(screen.getByRole('link', { name: PROPOSAL_TEXTS.message })).toHaveAttribute('href', '/messages/c3');
    expect(screen.getByRole('link', { name: PROPOSAL_TEXTS.viewOrder })).toHaveAttribute('href', '/orders/o7');
  });

  it('tells the poster when nobody has applied yet', async () => {
    stubApi(userWith('buyer', 'b1'), {
      'GET /api/jobs/j1': jobDetail({ isPoster: true }, { proposalCount: 0 }),
      'GET /api/jobs/j1/proposals': { proposals: [] },
    });
    renderJob();
    expect(await screen.findByText(PROPOSAL_TEXTS.noProposals)).toBeInTheDocument();
  });
});
