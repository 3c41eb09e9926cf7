import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earnings, orderSummary } from '../../features/dashboards/testing/fixtures.ts';
import { figure } from '../../features/dashboards/testing/queries.ts';
import { stubApi, userWith } from '../../features/job-posts/testing/fixtures.ts';
import { renderWithRouter } from '../../testing/render.tsx';
import FreelancerDashboard from './freelancer-dashboard.tsx';
import { DAY_MS } from '@teenfreelance/contracts/time';

vi.mock('../../lib/use-live-event.ts', () => ({ useLiveEvent: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const freelancer = userWith('freelancer');
const location = () => screen.getByTestId('location').textContent;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

describe('the freelancer dashboard: Orders', () => {
  it('lists the sub-tab the URL names, marks late orders, loads more and switches sub-tabs in the URL', async () => {
    const sent = stubApi(freelancer, {
      'GET /api/orders?role=selling&status=active': {
        orders: [
          orderSummary({ id: 'o1', title: 'Late logo', dueAt: daysFromNow(-2) }),
          orderSummary({ id: 'o2', title: 'Delivered late video', status: 'delivered', dueAt: daysFromNow(-1) }),
        ],
        hasMore: true,
      },
      'GET /api/orders?role=selling&status=active&before=o2': {
        orders: [orderSummary({ id: 'o3', title: 'On-time website', status: 'paid', dueAt: daysFromNow(4) })],
        hasMore: false,
      },
      'GET /api/orders?role=selling&status=completed': {
        orders: [orderSummary({ id: 'o4', title: 'Finished banner', status: 'completed', dueAt: daysFromNow(-9) })],
        hasMore: false,
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<FreelancerDashboard user={freelancer} />, { path: '/dashboard?tab=orders' });

    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    const subTabs = screen.getByRole('tablist', { name: 'Order status' });
    expect(within(subTabs).getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');

    const late = (await screen.findByRole('link', { name: 'Late logo' })).closest('li');
    expect(screen.getByRole('link', { name: 'Late logo' })).toHaveAttribute('href', '/orders/o1');
    expect(within(late as HTMLElement).getByText('Late')).toBeInTheDocument();
    expect(within(late as HTMLElement).getByText('In Progress')).toBeInTheDocument();
    expect(within(late as HTMLElement).getByText('Bea Buyer')).toBeInTheDocument();
    expect(within(late as HTMLElement).getByText('$100.00')).toBeInTheDocument();
    const delivered = screen.getByRole('link', { name: 'Delivered late video' }).closest('li') as HTMLElement;
    expect(within(delivered).getByText('Delivered')).toBeInTheDocument();
    expect(within(delivered).queryByText('Late')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const onTime = (await screen.findByRole('link', { name: 'On-time website' })).closest('li') as HTMLElement;
    expect(within(onTime).queryByText('Late')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(within(subTabs).getByRole('tab', { name: 'Completed' }));
    expect(location()).toBe('/dashboard?tab=orders&status=completed');
    expect(await screen.findByRole('link', { name: 'Finished banner' })).toBeInTheDocument();
    expect(screen.queryByText('Late')).not.toBeInTheDocument();
    expect(sent.map((request) => request.path)).toEqual([
      '/api/orders?role=selling&status=active',
      '/api/orders?role=selling&status=active&before=o2',
      '/api/orders?role=selling&status=completed',
    ]);
  });

  it('says so when a sub-tab has no orders', async () => {
    stubApi(freelancer, { 'GET /api/orders?role=selling&status=cancelled': { orders: [], hasMore: false } });
    renderWithRouter(<FreelancerDashboard user={freelancer} />, { path: '/dashboard?tab=orders&status=cancelled' });
    expect(await screen.findByText('No cancelled orders.')).toBeInTheDocument();
  });
});

describe('the freelancer dashboard: Earnings', () => {
  it('shows the amounts and the transactions with Completed and Pending', async () => {
    stubApi(freelancer, { 'GET /api/dashboard/earnings': earnings() });
    renderWithRouter(<FreelancerDashboard user={freelancer} />, { path: '/dashboard?tab=earnings' });

    await screen.findByText('Completed', { selector: 'dt' });
    expect(figure('Completed')).toBe('$500.00');
    expect(figure('Pending clearance')).toBe('$100.00');
    expect(figure('Available')).toBe('$400.00');
    expect(figure('In progress')).toBe('$75.00');

    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Order', 'Buyer', 'Date', 'Amount', 'Status']);
    const [, completed, pending] = within(table).getAllByRole('row');
    expect(within(completed as HTMLElement).getByText('Completed')).toBeInTheDocument();
    expect(
      within(completed as HTMLElement)
        .getByRole('link', { name: 'Logo for a bakery' })
        .getAttribute('href'),
    ).toBe('/orders/o1');
    expect(completed).toHaveTextContent('$100.00');
    expect(within(pending as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(pending).toHaveTextContent('Sam Client');
  });

  it('shows a new freelancer zero amounts and no transactions', async () => {
    stubApi(freelancer, {
      'GET /api/dashboard/earnings': earnings({
        completedCents: 0,
        pendingClearanceCents: 0,
        availableCents: 0,
        inProgressCents: 0,
        transactions: [],
      }),
    });
    renderWithRouter(<FreelancerDashboard user={freelancer} />, { path: '/dashboard?tab=earnings' });
    await waitFor(() => expect(figure('Available')).toBe('$0.00'));
    expect(screen.getByText(/No transactions yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
