import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gigCard } from '../../features/dashboards/testing/fixtures.ts';
import { stubApi, userWith } from '../../features/job-posts/testing/fixtures.ts';
import { lazyPartsLoaded } from '../../lib/lazy-hydrated.tsx';
import { renderWithRouter } from '../../testing/render.tsx';
import FreelancerDashboard from './freelancer-dashboard.tsx';

vi.mock('../../lib/use-live-event.ts', () => ({ useLiveEvent: vi.fn() }));
vi.mock('../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const freelancer = userWith('freelancer');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the freelancer dashboard: My Gigs', () => {
  it("lists the freelancer's gigs with views, orders, status, Edit and Delete, and the plan's limit", async () => {
    stubApi(freelancer, {
      'GET /api/users/u1/gigs': {
        gigs: [
          gigCard({ id: 'g1', title: 'Logo design' }),
          gigCard({ id: 'g2', title: 'Video edit', isPublic: false }),
          gigCard({ id: 'g3', title: 'Blog post', isPublic: false }),
        ],
      },
      'GET /api/dashboard/seller/gigs': {
        gigs: [
          { gigId: 'g1', status: 'published', views: 120, orders: 1 },
          { gigId: 'g2', status: 'published', views: 0, orders: 0 },
          { gigId: 'g3', status: 'draft', views: 0, orders: 0 },
        ],
      },
      'GET /api/me/gig-limit': { used: 2, limit: 2, isPro: false, reached: true },
    });
    renderWithRouter(<FreelancerDashboard user={freelancer} />, { path: '/dashboard?tab=gigs' });
    await lazyPartsLoaded();

    const row = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;
    await screen.findByRole('link', { name: 'Logo design' });
    expect(within(row('Logo design')).getByText('Published')).toBeInTheDocument();
    expect(within(row('Logo design')).getByText('120 views')).toBeInTheDocument();
    expect(within(row('Logo design')).getByText('1 order')).toBeInTheDocument();
    expect(within(row('Video edit')).getByText('Private: awaiting consent')).toBeInTheDocument();
    expect(within(row('Blog post')).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Logo design' })).toHaveAttribute('href', '/create-gig?edit=g1');
    expect(screen.getByRole('button', { name: 'Delete Logo design' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a Gig' })).toHaveAttribute('href', '/create-gig');
    expect(await screen.findByText('2 / 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro for up to 10 gigs' })).toHaveAttribute('href', '/upgrade');
  });

  it('invites a freelancer without gigs to create one', async () => {
    stubApi(freelancer, {
      'GET /api/users/u1/gigs': { gigs: [] },
      'GET /api/dashboard/seller/gigs': { gigs: [] },
      'GET /api/me/gig-limit': { used: 0, limit: 2, isPro: false, reached: false },
    });
    renderWithRouter(<FreelancerDashboard user={freelancer} />, { path: '/dashboard?tab=gigs' });
    await lazyPartsLoaded();
    expect(await screen.findByText('You have no gigs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first gig' })).toHaveAttribute('href', '/create-gig');
  });
});
