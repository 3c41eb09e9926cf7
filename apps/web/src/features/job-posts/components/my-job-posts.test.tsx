import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_TEXTS } from '@teenfreelance/contracts/job-posts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render.tsx';
import { jobCard, jobDetail, stubApi, userWith } from '../testing/fixtures.ts';
import { MY_JOB_POSTS_HEADING, MyJobPosts } from './my-job-posts.tsx';

vi.mock('../../../lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MyJobPosts', () => {
  it("lists the buyer's posts with status and proposals, and closes an open one after a confirmation", async () => {
    let isClosed = false;
    const sent = stubApi(userWith('buyer', 'b1'), {
      'GET /api/users/me/jobs': () => ({
        jobs: [
          jobCard({ proposalCount: 3, status: isClosed ? 'closed' : 'open' }),
          jobCard({ id: 'j2', title: 'Write my blog', status: 'closed', proposalCount: 0 }),
        ],
      }),
      'POST /api/jobs/j1/close': () => {
        isClosed = true;
        return jobDetail({ isPoster: true }, { status: 'closed' });
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<MyJobPosts />, { path: '/dashboard' });
    expect(screen.getByRole('heading', { name: MY_JOB_POSTS_HEADING })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: JOB_TEXTS.postTitle })).toHaveAttribute('href', '/post-job');
    const link = await screen.findByRole('link', { name: 'Design a logo for my bakery' });
    expect(link).toHaveAttribute('href', '/jobs/j1');
    expect(screen.getByText('3 proposals')).toBeInTheDocument();
    expect(screen.getByText('0 proposals')).toBeInTheDocument();
    expect(screen.getAllByText(JOB_TEXTS.closedBadge)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: `${JOB_TEXTS.closeJob}: Design a logo for my bakery` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(JOB_TEXTS.closeConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: JOB_TEXTS.closeJob }));
    await waitFor(() => expect(screen.getAllByText(JOB_TEXTS.closedBadge)).toHaveLength(2));
    expect(sent.some((request) => request.method === 'POST' && request.path === '/api/jobs/j1/close')).toBe(true);
    expect(screen.queryByRole('button', { name: new RegExp(JOB_TEXTS.closeJob) })).not.toBeInTheDocument();
  });
});
