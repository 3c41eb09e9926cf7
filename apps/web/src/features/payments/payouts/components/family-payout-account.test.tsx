import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { familyPayoutAccountPath, type FamilyPayoutAccount as State } from '@teenfreelance/contracts/family-payouts';
import { PAYOUT_MESSAGES, TEST_BANK } from '@teenfreelance/contracts/payouts';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { FamilyPayoutAccount } from './family-payout-account.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ACCOUNT = {
  holderName: 'Pat Parent',
  bankName: 'STRIPE TEST BANK',
  last4: '6789',
  owner: 'guardian' as const,
  guardianName: 'Pat Parent',
  addedAt: '2026-11-20T12:00:00.000Z',
};

/** Answers the teen's payout account (`state`), and a PUT with `state` updated; records what was put. */
function stubAccount(state: State) {
  const put: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path !== familyPayoutAccountPath('t1')) return new Response('{}', { status: 404 });
      const answer = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (init?.method === 'PUT') {
        put.push(JSON.parse(String(init.body)));
        return answer({ ...state, account: ACCOUNT });
      }
      return answer(state);
    }),
  );
  return put;
}

describe('the teen’s payout account on /family', () => {
  it('is set up with the bank form, checked by the server’s schema, and shows its summary', async () => {
    const put = stubAccount({ teenName: 'Tia Teen', account: null });
    renderWithRouter(<FamilyPayoutAccount teenId="t1" canSetUp guardianName="Pat Parent" />);
    await screen.findByText(/No payout account yet\. Tia Teen's earnings/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set up the payout account' }));
    expect(screen.getByLabelText('Account holder name')).toHaveValue('Pat Parent');
    await user.type(screen.getByLabelText('Routing number'), '12345');
    await user.type(screen.getByLabelText('Account number'), TEST_BANK.accountPays);
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    await screen.findByText(PAYOUT_MESSAGES.routingNumberInvalid);
    expect(put).toEqual([]);

    await user.clear(screen.getByLabelText('Routing number'));
    await user.type(screen.getByLabelText('Routing number'), TEST_BANK.routingNumber);
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    await screen.findByText("Saved: Tia Teen's withdrawals are paid to your account ending 6789.");
    expect(put).toEqual([
      { holderName: 'Pat Parent', routingNumber: TEST_BANK.routingNumber, accountNumber: TEST_BANK.accountPays },
    ]);
    expect(screen.getByText('STRIPE TEST BANK ending 6789')).toBeInTheDocument();
    expect(screen.getByText(/In the name of Pat Parent · Added November 20, 2026 by Pat Parent/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change bank account' })).toBeInTheDocument();
  });

  it('shows the summary but no form while consent is not in force', async () => {
    stubAccount({ teenName: 'Tia Teen', account: ACCOUNT });
    renderWithRouter(<FamilyPayoutAccount teenId="t1" canSetUp={false} guardianName="Pat Parent" />);
    await screen.findByText('STRIPE TEST BANK ending 6789');
    expect(screen.queryByRole('button', { name: 'Change bank account' })).not.toBeInTheDocument();
  });
});
