import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAMILY_PAYOUT_TEXTS as P } from '@teenfreelance/contracts/family-payouts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { WithdrawalApprovals } from './withdrawal-approvals.tsx';

afterEach(() => vi.unstubAllGlobals());

const waiting = {
  id: 'w1',
  amountCents: 15_000,
  status: 'awaiting_approval',
  failureReason: null,
  account: { last4: '6789', owner: 'guardian', guardianName: 'Pat Parent' },
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

describe('WithdrawalApprovals', () => {
  it('approves a waiting withdrawal from the family page', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if ((init?.method ?? 'GET') === 'GET') return Response.json({ withdrawals: sent.length ? [] : [waiting] });
        sent.push({ url, body: JSON.parse(String(init?.body)) });
        return Response.json({ status: 'pending' });
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(<WithdrawalApprovals teenId="t1" />, { path: '/family' });
    await screen.findByText(P.request('$150.00', '6789'));
    await user.click(screen.getByRole('button', { name: P.approve }));
    expect(await screen.findByText(P.approved)).toBeInTheDocument();
    await waitFor(() =>
      expect(sent).toEqual([{ url: '/api/family/teens/t1/withdrawals/w1/decision', body: { decision: 'approve' } }]),
    );
  });
});
