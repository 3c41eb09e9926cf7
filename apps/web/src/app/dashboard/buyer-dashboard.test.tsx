import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buyerOverview, gigCard, orderSummary } from '../../features/dashboards/testing/fixtures.ts';
import { figure } from '../../features/dashboards/testing/queries.ts';
import { stubApi, userWith } from '../../features/job-posts/testing/fixtures.ts';
import { lazyPartsLoaded } from '../../lib/lazy-hydrated.tsx';
import { renderWithRouter } from '../../testing/render.tsx';
import BuyerDashboard from './buyer-dashboard.tsx';

vi.mock('../../lib/use-live-event.ts', () => ({ useLiveEvent: vi.fn() }));
vi.mock('../../lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const buyer = userWith('buyer', 'b1');

describe('the buyer dashboard', () => {
  it('shows the overview figures', async () => {
    stubApi(buyer, { 'GET /api/dashboard/buyer': buyerOverview() });
    renderWithRouter(<BuyerDashboard user={buyer} />, { path: '/dashboard' });
    await screen.findByText('Active orders', { selector: 'dt' });
    expect(figure('Active orders')).toBe('2');
    expect(figure('Total spent')).toBe('$260.00');
    expect(figure('Saved gigs')).toBe('1');
    expect(figure('Open job posts')).toBe('1');
    expect(figure('Unread messages')).toBe('3');
    expect(screen.queryByRole('heading', { name: 'Your first steps' })).not.toBeInTheDocument();
  });

  it('lists active orders with their next step, job posts with new proposals, and saved gigs', async () => {
    stubApi(buyer, { 'GET /api/dashboard/buyer': buyerOverview() });
    renderWithRouter(<BuyerDashboard user={buyer} />, { path: '/dashboard' });
    const orders = await screen.findByRole('region', { name: 'Active orders' });
    const delivered = within(orders).getByRole('link', { name: 'Logo for a bakery' }).closest('li') as HTMLElement;
    expect(within(delivered).getByText('#TF-123456 · Finn Freelancer · Delivered')).toBeInTheDocument();
    expect(
      within(delivered).getByText('Next: Review the delivery: accept it or ask for a revision'),
    ).toBeInTheDocument();
    expect(within(orders).getByText(/^Next: The seller is working on it \(due /)).toBeInTheDocument();
    const jobs = screen.getByRole('region', { name: 'Open job posts' });
    expect(within(jobs).getByRole('link', { name: 'A poster for the fair' })).toHaveAttribute('href', '/jobs/j1');
    expect(within(jobs).getByText('2 new proposals of 3')).toBeInTheDocument();
    const saved = screen.getByRole('region', { name: 'Saved gigs' });
    expect(within(saved).getByRole('link', { name: 'I will design a modern logo' })).toHaveAttribute('href', '/gig/g1');
    expect(within(saved).getByText('From $25.00')).toBeInTheDocument();
  });

  it('shows a new buyer true zeros and first steps', async () => {
    stubApi(buyer, {
      'GET /api/dashboard/buyer': buyerOverview({
        activeOrders: 0,
        totalSpentCents: 0,
        savedGigs: 0,
        openJobPosts: 0,
        activeOrderList: [],
        openJobPostList: [],
        savedGigList: [],
      }),
    });
    renderWithRouter(<BuyerDashboard user={buyer} />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Your first steps' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Explore services/ })).toHaveAttribute('href', '/explore');
    expect(screen.getByRole('link', { name: /Post a job/ })).toHaveAttribute('href', '/post-job');
    expect(figure('Total spent')).toBe('$0.00');
    expect(figure('Open job posts')).toBe('0');
  });

  it("lists the buyer's orders with the seller's name", async () => {
    const sent = stubApi(buyer, {
      'GET /api/orders?role=buying&status=active': { orders: [orderSummary()], hasMore: false },
    });
    renderWithRouter(<BuyerDashboard user={buyer} />, { path: '/dashboard?tab=orders' });
    await lazyPartsLoaded();
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Logo for a bakery' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Finn Freelancer')).toBeInTheDocument();
    expect(within(row).getByText('Seller:')).toBeInTheDocument();
    expect(sent[0]?.path).toBe('/api/orders?role=buying&status=active');
  });

  it('removes a saved gig', async () => {
    let saved = [gigCard(), gigCard({ id: 'g2', title: 'I will edit your video' })];
    const sent = stubApi(buyer, {
      'GET /api/me/favorites': () => ({ gigs: saved }),
      'DELETE /api/me/favorites/g1': () => {
        saved = saved.filter((gig) => gig.id !== 'g1');
        return { gigId: 'g1', saved: false };
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<BuyerDashboard user={buyer} />, { path: '/dashboard?tab=saved' });
    await lazyPartsLoaded();
    expect(await screen.findByRole('heading', { name: 'Saved Gigs' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'I will design a modern logo' });

    await user.click(screen.getByRole('button', { name: 'Remove I will design a modern logo from favorites' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'I will design a modern logo' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'I will edit your video' })).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'DELETE' && request.path === '/api/me/favorites/g1')).toBe(true);
  });
});
