import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { SESSION_PATH } from '@teenfreelance/contracts/api-paths';
import type { GigLimit } from '@teenfreelance/contracts/gigs';
import type { Role, SessionUser } from '@teenfreelance/contracts/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireSession } from '../../features/accounts/auth/components/require-session.tsx';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LocationProbe } from '../../testing/render.tsx';
import CreateGigRoute from './create-gig.tsx';

function userWith(role: Role): SessionUser {
  return {
    id: 'u1',
    name: 'Sam Carter',
    email: 'sam@example.com',
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

/** The session answer is the one chosen; the gig limit is free (2, none used) for a freelancer. */
function stubServer(user: SessionUser | null) {
  const limit: GigLimit = { used: 0, limit: 2, isPro: false, reached: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      const body = url.endsWith(SESSION_PATH) ? { user } : limit;
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
}

/** The route behind the session guard, as the app mounts it, beside a Log In page. */
function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/create-gig"
            element={
              <RequireSession>
                <CreateGigRoute />
              </RequireSession>
            }
          />
          <Route path="/login" element={<h1>Log In</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/create-gig by role', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tells a signed-in customer that gigs are for teenlancers, with ways onward, instead of Log In', async () => {
    stubServer(userWith('buyer'));
    renderAt('/create-gig');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gigs are for teenlancers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore All Services' })).toHaveAttribute('href', '/explore');
    expect(screen.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/dashboard?tab=jobs');
    expect(screen.getByTestId('location').textContent).toBe('/create-gig');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('tells an admin the same, without Post a Job', async () => {
    stubServer(userWith('admin'));
    renderAt('/create-gig');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gigs are for teenlancers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Post a Job' })).not.toBeInTheDocument();
  });

  it('still sends a visitor to Log In, to come back here', async () => {
    stubServer(null);
    renderAt('/create-gig');
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fcreate-gig');
  });

  it('gives a freelancer the wizard', async () => {
    stubServer(userWith('freelancer'));
    renderAt('/create-gig');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a New Gig' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});
