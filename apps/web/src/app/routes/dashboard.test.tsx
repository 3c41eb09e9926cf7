import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newSellerOverview, sellerOverview } from '../../features/dashboards/testing/fixtures.ts';
import { figure } from '../../features/dashboards/testing/queries.ts';
import { stubApi, userWith } from '../../features/job-posts/testing/fixtures.ts';
import { LAZY, renderWithRouter } from '../../testing/render.tsx';
import DashboardRoute from './dashboard.tsx';

vi.mock('../../lib/use-live-event.ts', () => ({ useLiveEvent: vi.fn() }));
vi.mock('../../lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent;

describe('/dashboard tabs', () => {
  it("shows the role's tabs, the one the URL names, and changes the URL when another is chosen", async () => {
    stubApi(userWith('freelancer'), {
      'GET /api/dashboard/seller': sellerOverview(),
      'GET /api/dashboard/earnings': { status: 500, body: { error: { code: 'INTERNAL', message: 'Boom' } } },
    });
    const user = userEvent.setup();
    renderWithRouter(<DashboardRoute />, { path: '/dashboard?tab=nonsense' });

    const tabs = await screen.findAllByRole('tab', {}, LAZY);
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Overview',
      'My Gigs',
      'Orders',
      'Earnings',
      'Proposals',
      'Profile',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Notifications', 'Messages', 'Settings']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }

    await user.click(screen.getByRole('tab', { name: 'Earnings' }));
    expect(location()).toBe('/dashboard?tab=earnings');
    expect(screen.getByRole('tab', { name: 'Earnings' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Your earnings could not be loaded.', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(location()).toBe('/dashboard?tab=profile');
    expect(screen.getByRole('link', { name: 'View Public Profile' })).toHaveAttribute('href', '/profile/u1');
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/upgrade');
  });

  it("gives a buyer the buyer's tabs, opening My Job Posts from ?tab=jobs", async () => {
    stubApi(userWith('buyer', 'b1'), { 'GET /api/users/me/jobs': { jobs: [] } });
    renderWithRouter(<DashboardRoute />, { path: '/dashboard?tab=jobs' });
    const tabs = await screen.findAllByRole('tab', {}, LAZY);
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Overview',
      'My Orders',
      'Saved Gigs',
      'My Job Posts',
      'Profile',
    ]);
    expect(screen.getByRole('tab', { name: 'My Job Posts' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'My Job Posts' })).toBeInTheDocument();
  });

  it('gives an admin the way to moderation and their profile', async () => {
    stubApi(userWith('admin', 'ad1'), {});
    renderWithRouter(<DashboardRoute />, { path: '/dashboard' });
    const moderation = await screen.findByRole('link', { name: 'Moderation' }, LAZY);
    expect(moderation).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'View Public Profile' })).toHaveAttribute('href', '/profile/ad1');
  });
});

describe('/dashboard freelancer overview', () => {
  it('shows the figures and the earnings chart with its table for screen readers', async () => {
    stubApi(userWith('freelancer'), { 'GET /api/dashboard/seller': sellerOverview() });
    renderWithRouter(<DashboardRoute />, { path: '/dashboard' });

    await screen.findByText('Active orders', { selector: 'dt' }, LAZY);
    expect(figure('Active orders')).toBe('3');
    expect(figure('Late orders')).toBe('1');
    expect(figure('Earnings this month')).toBe('$125.00');
    expect(figure('Total earnings')).toBe('$1,540.50');
    expect(figure('Rating')).toBe('4.8');
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
    expect(figure('Response rate')).toBe('95%');
    expect(figure('Response time')).toBe('2 hours');
    expect(figure('Unread messages')).toBe('2');
    expect(screen.getByRole('link', { name: 'Open Messages' })).toHaveAttribute('href', '/messages');
    expect(screen.queryByRole('heading', { name: 'Your first steps' })).not.toBeInTheDocument();

    const chart = screen.getByRole('img', { name: /Earnings over the last 12 months/ });
    expect(chart).toHaveAttribute(
      'aria-label',
      expect.stringContaining('$525.00 in total, the most in March 2026 ($400.00)'),
    );
    const table = screen.getByRole('table', { name: 'Earnings by month' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const march = within(table).getByRole('rowheader', { name: 'March 2026' }).closest('tr');
    expect(march).toHaveTextContent('$400.00');
    const november = within(table).getByRole('rowheader', { name: 'November 2026' }).closest('tr');
    expect(november).toHaveTextContent('$125.00');
  });

  it('shows a new freelancer true zeros and first steps, never samples', async () => {
    stubApi(userWith('freelancer'), { 'GET /api/dashboard/seller': newSellerOverview() });
    renderWithRouter(<DashboardRoute />, { path: '/dashboard?tab=overview' });

    expect(await screen.findByRole('heading', { name: 'Your first steps' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create your first gig/ })).toHaveAttribute('href', '/create-gig');
    expect(screen.getByRole('link', { name: /Browse jobs/ })).toHaveAttribute('href', '/jobs');
    expect(figure('Active orders')).toBe('0');
    expect(figure('Total earnings')).toBe('$0.00');
    expect(figure('Rating')).toBe('None yet');
    expect(figure('Response rate')).toBe('None yet');
    expect(screen.getByRole('img', { name: /none yet/ })).toBeInTheDocument();
  });

  it('retries the figures after a failure', async () => {
    let calls = 0;
    stubApi(userWith('freelancer'), {
      'GET /api/dashboard/seller': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Boom' } } } : sellerOverview();
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<DashboardRoute />, { path: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Retry' }, LAZY));
    await waitFor(() => expect(figure('Active orders')).toBe('3'));
  });
});
