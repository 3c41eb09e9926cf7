import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanState } from '@teenfreelance/contracts/pro-plan';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../../lib/toast.ts';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { ProUpgrade } from './pro-upgrade.tsx';

vi.mock('../../../../lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const person = (role: SessionUser['role'], isPro = false): SessionUser => ({
  id: 'u1',
  name: 'Pia Pro',
  email: 'pia@example.com',
  role,
  isPro,
  avatarUrl: null,
  provider: 'password',
  createdAt: '2026-01-01T00:00:00.000Z',
  isMinor: false,
  parentalConsent: 'not_required',
  sellingPaused: false,
  isDemo: false,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const proPlan: PlanState = {
  isPro: true,
  subscription: {
    status: 'active',
    currentPeriodEnd: '2026-07-15T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    cardBrand: 'Visa',
    cardLast4: '4242',
  },
};

async function fillCard(user: ReturnType<typeof userEvent.setup>, cardNumber: string) {
  await user.type(screen.getByLabelText('Billing Address'), '4 Oak Road, Springfield');
  await user.type(screen.getByLabelText('Card Information'), cardNumber);
  await user.type(screen.getByLabelText('Expiry date'), '11/31');
  await user.type(screen.getByLabelText('CVC'), '321');
}

describe('ProUpgrade', () => {
  it('sends a visitor to sign in and back to /upgrade', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ProUpgrade user={null} />, { path: '/upgrade' });
    await user.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fupgrade');
  });

  it('tells a buyer before any click that only freelancers upgrade, and offers what a buyer can do', () => {
    renderWithRouter(<ProUpgrade user={person('buyer')} />, { path: '/upgrade' });
    const upgrade = screen.getByRole('button', { name: 'Upgrade to Pro' });
    expect(upgrade).toBeDisabled();
    expect(upgrade).toHaveAccessibleDescription(/^Only freelancers can upgrade to Pro/);
    expect(screen.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/explore');
    expect(screen.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/post-job');
    expect(screen.queryByLabelText('Card Information')).not.toBeInTheDocument();
  });

  it('tells an admin the same, without a buyer’s ways on', () => {
    renderWithRouter(<ProUpgrade user={person('admin')} />, { path: '/upgrade' });
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeDisabled();
    expect(screen.getByText('Only freelancers can upgrade to Pro')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Post a Job' })).not.toBeInTheDocument();
  });

  it("shows a member 'Already Pro', disabled, with the renewal date", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(proPlan)),
    );
    renderWithRouter(<ProUpgrade user={person('freelancer', true)} />, { path: '/upgrade' });
    expect(screen.getByRole('button', { name: 'Already Pro' })).toBeDisabled();
    await screen.findByText('Renews on July 15, 2026');
    expect(screen.getByRole('button', { name: 'Cancel Pro' })).toBeInTheDocument();
  });

  it('pays with one Idempotency-Key per attempt, says so, and goes to /profile', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      String(init?.body).includes('4000000000000002') || String(init?.body).includes('4000 0000 0000 0002')
        ? json(
            {
              error: {
                code: 'UNPROCESSABLE',
                message: 'Your card was declined. Please use another card.',
                details: { reason: 'CARD_DECLINED' },
              },
            },
            422,
          )
        : json(proPlan, 201),
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithRouter(<ProUpgrade user={person('freelancer')} />, { path: '/upgrade' });
    await user.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('Pia Pro');

    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to upgrade. Please try again.'));
    await screen.findByText('Your card was declined. Please use another card.');

    await user.clear(screen.getByLabelText('Card Information'));
    await user.type(screen.getByLabelText('Card Information'), '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Congratulations! You are now a Pro member'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'), { timeout: 3000 });

    const posts = fetch.mock.calls.filter(([url]) => url === '/api/me/plan/pro');
    expect(posts).toHaveLength(2);
    const keys = posts.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
  });
});
