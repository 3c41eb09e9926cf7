import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { sessionQueryKey } from '../api/get-session.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

const baseUser: SessionUser = {
  id: 'u1',
  name: 'Ava Teen',
  email: 'ava@example.com',
  role: 'freelancer',
  isPro: false,
  avatarUrl: null,
  provider: 'password',
  createdAt: '2026-01-01T00:00:00.000Z',
  isMinor: false,
  parentalConsent: 'not_required',
  sellingPaused: false,
  isDemo: false,
};

function renderForm(user: SessionUser) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(sessionQueryKey, { user });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ChangePasswordForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const submit = () => screen.getByRole('button', { name: 'Change Password' });

describe('ChangePasswordForm', () => {
  it('gives the specification’s messages before asking the server', async () => {
    const events = userEvent.setup();
    renderForm(baseUser);
    await events.click(submit());
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();

    await events.type(screen.getByLabelText('Current Password'), 'old-password');
    await events.type(screen.getByLabelText('New Password'), 'violet-kayak');
    await events.type(screen.getByLabelText('Confirm New Password'), 'violet-kayaks');
    await events.click(submit());
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  });

  it.each([
    [
      { ...baseUser, email: 'maya@demo.teenfreelance.com', isDemo: true },
      'Password cannot be changed for demo accounts',
    ],
    [{ ...baseUser, provider: 'google' as const }, 'Password change not available for Google accounts'],
  ])('is disabled with a notice for %#', (user, notice) => {
    renderForm(user);
    expect(screen.getByText(notice)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect((screen.getByLabelText('Current Password') as HTMLInputElement).closest('fieldset')).toBeDisabled();
  });
});
