import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earnings, orderSummary } from '../../features/dashboards/testing/fixtures.ts';
import { figure } from '../../features/dashboards/testing/queries.ts';
import { stubApi, userWith } from '../../features/job-posts/testing/fixtures.ts';
import { lazyPartsLoaded } from '../../lib/lazy-hydrated.tsx';
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
    await lazyPartsLoaded();

    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
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
    await lazyPartsLoaded();
    expect(await screen.findByText('No cancelled orders.')).toBeInTheDocument();
  });
});

describe('the freelancer dashboard: Earnings', () => {
  it("shows the ledger's totals, what is on its way, and the lines with their orders", async () => {
    stubApi(freelancer, { 'GET /api/dashboard/earnings': earnings() });
    renderWithRouter(<FreelancerDashboard user={freelancer} />, { path: '/dashboard?tab=earnings' });
    await lazyPartsLoaded();

    await screen.findByText('Pending clearance', { selector: 'dt' });
    expect(figure('Pending clearance')).toBe('$75.00');
    expect(screen.getByText('Available 7 days after completion')).toBeInTheDocument();
    expect(figure('Available to withdraw')).toBe('$40.00');
    expect(figure('Withdrawn')).toBe('$60.00');
    expect(screen.getByText('$10.00 of it is on its way to your payout account')).toBeInTheDocument();
    expect(figure('In progress')).toBe('$25.00');

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'What happened', 'Order', 'Amount', 'Pending after', 'Available after', 'Status']);
    const [, clearing, withdrawal, cleared] = within(table).getAllByRole('row');
    expect(clearing).toHaveTextContent('Order completed');
    expect(clearing).toHaveTextContent('Clears November 27, 2026');
    expect(within(clearing as HTMLElement).getByRole('link', { name: 'Podcast intro' })).toHaveAttribute(
      'href',
      '/orders/o2',
    );
    expect(within(clearing as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(withdrawal).toHaveTextContent('Sent from available to your payout account');
    expect(within(withdrawal as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(cleared).toHaveTextContent('Moved from pending to available');
    expect(within(cleared as HTMLElement).getByText('Completed')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/dashboard/earnings/lines.csv',
    );
    expect(screen.getByRole('link', { name: 'Yearly statement' })).toHaveAttribute(
      'href',
      '/dashboard/earnings/statement',
    );
    expect(screen.queryByRole('complementary', { name: /Tax note/ })).not.toBeInTheDocument();
  });

  it('tells a US seller past $400 in a year to show the statement to their parent', async () => {
    stubApi(freelancer, { 'GET /api/dashboard/earnings': earnings({ filingYears: [2026] }) });
    renderWithRouter(<FreelancerDashboard user={freelancer} />, { path: '/dashboard?tab=earnings' });
    await lazyPartsLoaded();
    const note = await screen.findByRole('complementary', { name: 'Tax note for 2026' });
    expect(note).toHaveTextContent('You earned $400 or more in 2026.');
    expect(note).toHaveTextContent('Show this statement to your parent or guardian.');
    expect(within(note).getByRole('link', { name: 'Earnings statement 2026' })).toHaveAttribute(
      'href',
      '/dashboard/earnings/statement?year=2026',
    );
  });

  it('shows a new freelancer zero amounts and no lines', async () => {
    stubApi(freelancer, {
      'GET /api/dashboard/earnings': earnings({
        pendingClearanceCents: 0,
        availableCents: 0,
        withdrawnCents: 0,
        inTransitCents: 0,
        earnedCents: 0,
        inProgressCents: 0,
        lines: [],
        clearingDays: 0,
      }),
    });
    renderWithRouter(<FreelancerDashboard user={freelancer} />, { path: '/dashboard?tab=earnings' });
    await lazyPartsLoaded();
    await waitFor(() => expect(figure('Available to withdraw')).toBe('$0.00'));
    expect(screen.getByText('Available as soon as an order completes')).toBeInTheDocument();
    expect(screen.getByText('Paid out to your payout account')).toBeInTheDocument();
    expect(screen.getByText(/Nothing yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
