import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_TEXTS } from '@teenfreelance/contracts/job-posts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobCard, stubApi } from '../../features/job-posts/testing/fixtures.ts';
import { renderWithRouter } from '../../testing/render.tsx';
import JobsRoute from './jobs.tsx';

vi.mock('../../lib/use-live-event.ts', () => ({ useLiveEvent: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/jobs', () => {
  it('shows the banner after posting, and each card with all its parts', async () => {
    stubApi(null, { 'GET /api/jobs': { jobs: [jobCard()], nextCursor: null } });
    renderWithRouter(<JobsRoute />, { path: '/jobs?posted=1' });

    expect(screen.getByRole('heading', { level: 1, name: JOB_TEXTS.browseTitle })).toBeInTheDocument();
    expect(screen.getByText(JOB_TEXTS.postedBanner)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: JOB_TEXTS.postTitle })).toHaveAttribute('href', '/post-job');
    const card = await screen.findByRole('article', { name: 'Design a logo for my bakery' });
    const inCard = within(card);
    expect(inCard.getByText('Logo Design')).toBeInTheDocument();
    expect(inCard.getByText('$50 - $150')).toBeInTheDocument();
    expect(inCard.getByText('7 days')).toBeInTheDocument();
    expect(inCard.getByText('A warm, friendly logo for a small family bakery...')).toBeInTheDocument();
    expect(inCard.getByText('Illustrator')).toBeInTheDocument();
    expect(inCard.getByText('Client: Bea Buyer')).toBeInTheDocument();
    expect(inCard.getByText('2 hours ago')).toBeInTheDocument();
    expect(inCard.getByText('1 proposal')).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: JOB_TEXTS.applyNow })).toHaveAttribute('href', '/jobs/j1');
  });

  it('has no banner without the flag, and says when nothing matches', async () => {
    stubApi(null, { 'GET /api/jobs?category=music': { jobs: [], nextCursor: null } });
    renderWithRouter(<JobsRoute />, { path: '/jobs?category=music' });
    expect(await screen.findByText(JOB_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByText(JOB_TEXTS.emptyHint)).toBeInTheDocument();
    expect(screen.queryByText(JOB_TEXTS.postedBanner)).not.toBeInTheDocument();
    expect((screen.getByLabelText(JOB_TEXTS.categoryFilterLabel) as HTMLSelectElement).value).toBe('music');
  });

  it('puts the search in the URL once typing pauses, and the category at once', async () => {
    const sent = stubApi(null, {
      'GET /api/jobs': { jobs: [jobCard()], nextCursor: null },
      'GET /api/jobs?q=logo': { jobs: [jobCard()], nextCursor: null },
      'GET /api/jobs?q=logo&category=graphic-design': { jobs: [], nextCursor: null },
    });
    const user = userEvent.setup();
    renderWithRouter(<JobsRoute />, { path: '/jobs' });
    const search = screen.getByRole('searchbox', { name: JOB_TEXTS.searchLabel });
    expect(search).toHaveAttribute('placeholder', JOB_TEXTS.searchPlaceholder);
    await user.type(search, 'logo');
    expect(screen.getByTestId('location').textContent).toBe('/jobs');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs?q=logo'));
    // One request for the whole word, not one per key (sent once the URL has changed, so waited for).
    await waitFor(() =>
      expect(sent.filter((request) => request.path.startsWith('/api/jobs?q=')).map((r) => r.path)).toEqual([
        '/api/jobs?q=logo',
      ]),
    );

    await user.selectOptions(screen.getByLabelText(JOB_TEXTS.categoryFilterLabel), 'Logo Design');
    expect(screen.getByTestId('location').textContent).toBe('/jobs?q=logo&category=graphic-design');
    expect(await screen.findByText(JOB_TEXTS.empty)).toBeInTheDocument();
  });

  it('loads the next page with the cursor', async () => {
    const sent = stubApi(null, {
      'GET /api/jobs': { jobs: [jobCard()], nextCursor: 'c2' },
      'GET /api/jobs?cursor=c2': { jobs: [jobCard({ id: 'j2', title: 'Edit my vlog' })], nextCursor: null },
    });
    const user = userEvent.setup();
    renderWithRouter(<JobsRoute />, { path: '/jobs' });
    await user.click(await screen.findByRole('button', { name: JOB_TEXTS.loadMore }));
    expect(await screen.findByRole('article', { name: 'Edit my vlog' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: JOB_TEXTS.loadMore })).not.toBeInTheDocument();
    expect(sent.map((request) => request.path)).toEqual(['/api/jobs', '/api/jobs?cursor=c2']);
  });

  it('shows a failure with a way to try again', async () => {
    let isDown = true;
    stubApi(null, {
      'GET /api/jobs': () =>
        isDown
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Server error', details: null } } }
          : { jobs: [jobCard()], nextCursor: null },
    });
    const user = userEvent.setup();
    renderWithRouter(<JobsRoute />, { path: '/jobs' });
    expect(await screen.findByText(JOB_TEXTS.loadFailed)).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: JOB_TEXTS.retry }));
    expect(await screen.findByRole('article', { name: 'Design a logo for my bakery' })).toBeInTheDocument();
  });
});
