import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PAYOUT_ACCOUNT_PATH,
  PAYOUT_GUARDIAN_LINK_PATH,
  WITHDRAWALS_PATH,
  type PayoutAccountState,
  type WithdrawalsState,
} from '@teenfreelance/contracts/payouts';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { PayoutsSection } from './payouts-section.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const teen: SessionUser = {
  id: 't1',
  name: 'Tia Teen',
  email: 'tia@example.com',
  role: 'freelancer',
  isPro: false,
  avatarUrl: null,
  provider: 'password',
  createdAt: '2026-01-01T00:00:00.000Z',
  isMinor: true,
  parentalConsent: 'granted',
  sellingPaused: false,
  isDemo: false,
};

/** Answers the section's requests; records what was posted. */
function stubPayouts(account: PayoutAccountState, withdrawals: WithdrawalsState) {
  const posted: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      const answer = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (init?.method === 'POST') posted.push(path);
      if (path === PAYOUT_GUARDIAN_LINK_PATH)
        return answer({ guardianName: 'Pat Parent', linkSentAt: '2026-05-01T12:00:00.000Z' });
      if (path === PAYOUT_ACCOUNT_PATH) return answer(account);
      if (path === WITHDRAWALS_PATH) return answer(withdrawals);
      return new Response('{}', { status: 404 });
    }),
  );
  return posted;
}

const noWithdrawals: WithdrawalsState = {
  availableCents: 20_000,
  minimumCents: 1000,
  approvalAboveCents: 10_000,
  withdrawals: [],
};

describe('a teen’s payouts', () => {
  it('asks the parent to set up the account instead of showing a bank form', async () => {
    const posted = stubPayouts(
      { managedBy: 'guardian', account: null, guardianSetup: { guardianName: 'Pat Parent', linkSentAt: null } },
      noWithdrawals,
    );
    renderWithRouter(<PayoutsSection user={teen} />);
    const ask = await screen.findByRole('button', { name: 'Ask your parent to set it up' });
    expect(screen.queryByLabelText('Account number')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    await userEvent.setup().click(ask);
    await screen.findByText('We emailed Pat Parent a link to set up the account.');
    expect(posted).toEqual([PAYOUT_GUARDIAN_LINK_PATH]);
  });

  it('says whose account it is, and why a withdrawal waits or came back', async () => {
    stubPayouts(
      {
        managedBy: 'guardian',
        account: {
          holderName: 'Pat Parent',
          bankName: 'STRIPE TEST BANK',
          last4: '6789',
          owner: 'guardian',
          guardianName: 'Pat Parent',
          addedAt: '2026-05-01T12:00:00.000Z',
        },
        guardianSetup: { guardianName: 'Pat Parent', linkSentAt: '2026-05-01T12:00:00.000Z' },
      },
      {
        ...noWithdrawals,
        withdrawals: [
          {
            id: 'w1',
            amountCents: 15_000,
            status: 'awaiting_approval',
            failureReason: null,
            account: { last4: '6789', owner: 'guardian', guardianName: 'Pat Parent' },
            createdAt: '2026-05-02T12:00:00.000Z',
            updatedAt: '2026-05-02T12:00:00.000Z',
          },
          {
            id: 'w2',
            amountCents: 12_000,
            status: 'declined',
            failureReason: 'Your parent or guardian declined this withdrawal',
            account: { last4: '6789', owner: 'guardian', guardianName: 'Pat Parent' },
            createdAt: '2026-05-01T12:00:00.000Z',
            updatedAt: '2026-05-01T13:00:00.000Z',
          },
        ],
      },
    );
    renderWithRouter(<PayoutsSection user={teen} />);
    expect((await screen.findAllByText("Paid to your parent's account ending 6789")).length).toBeGreaterThan(0);
    const list = await screen.findByRole('list', { name: 'Withdrawals' });
    const [waiting, declined] = within(list).getAllByRole('listitem');
    expect(waiting).toHaveTextContent('$150.00');
    expect(waiting).toHaveTextContent('Awaiting approval');
    expect(waiting).toHaveTextContent('Waiting for Pat Parent to approve it by email');
    expect(declined).toHaveTextContent(
      'Your parent or guardian declined this withdrawal. The money is back in your available balance.',
    );
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });
});
