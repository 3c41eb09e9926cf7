import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_LEDGER_TEXTS } from '@teenfreelance/contracts/admin-ledger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, userWith } from '../../features/job-posts/testing/fixtures.ts';
import { ledgerReport } from '../../features/trust-and-safety/admin/testing/fixtures.ts';
import { renderWithRouter } from '../../testing/render.tsx';
import AdminRoute from './admin.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const T = ADMIN_LEDGER_TEXTS;
const check = (title: string) => screen.getByRole('article', { name: title });

describe('/admin?tab=money: balances and the reconciliation', () => {
  it("shows the platform's and the sellers' balances, and every check passing in words", async () => {
    stubApi(userWith('admin', 'ad1'), { 'GET /api/admin/ledger': () => ledgerReport() });
    renderWithRouter(<AdminRoute />, { path: '/admin?tab=money' });
    expect(await screen.findByText(T.allPass)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: T.tab, selected: true })).toBeInTheDocument();

    const platform = screen.getByRole('region', { name: T.platformTitle });
    expect(within(platform).getByText(T.platform.escrowCents.label).nextSibling).toHaveTextContent('$26.00');
    expect(within(platform).getByText(T.platform.cardPaymentsCents.label).nextSibling).toHaveTextContent('$91.99');
    const sellers = screen.getByRole('region', { name: T.sellersTitle });
    expect(within(sellers).getByText(T.sellers.availableCents).nextSibling).toHaveTextContent('$50.00');

    for (const { title } of Object.values(T.checks)) expect(check(title)).toHaveTextContent(T.ok);
    expect(check(T.checks.escrow.title)).toHaveTextContent(`${T.openOrdersTotal}$26.00`);
  });

  it('names each problem, with links to the orders that lack their postings', async () => {
    stubApi(userWith('admin', 'ad1'), {
      'GET /api/admin/ledger': () =>
        ledgerReport({
          orders: {
            ok: false,
            withoutPayment: {
              count: 23,
              orders: [
                { id: 'o1', number: '#TF-100001' },
                { id: 'o2', number: '#TF-100002' },
              ],
            },
            withoutCompletion: { count: 1, orders: [{ id: 'o1', number: '#TF-100001' }] },
            withoutRefund: { count: 0, orders: [] },
          },
          escrow: { ok: false, escrowCents: 2600, expectedCents: 7800 },
          zeroSum: {
            ok: false,
            ledgerSumCents: -1,
            unevenCount: 1,
            uneven: [{ postingId: 'p1', eventKind: 'pro_charge', eventId: 'pay-9', order: null, sumCents: -1 }],
          },
          accounts: {
            ok: false,
            driftedCount: 1,
            drifted: [
              {
                accountId: 'a1',
                kind: 'seller_pending',
                seller: { id: 'u5', name: 'Leo Park' },
                storedCents: 3500,
                entriesCents: 3000,
              },
            ],
          },
        }),
    });
    renderWithRouter(<AdminRoute />, { path: '/admin?tab=money' });
    expect(await screen.findByText(T.someFail(4))).toBeInTheDocument();

    const orders = check(T.checks.orders.title);
    expect(orders).toHaveTextContent(T.problem);
    expect(orders).toHaveTextContent(T.withoutPayment(23));
    expect(orders).toHaveTextContent(T.moreNotListed(21));
    expect(orders).toHaveTextContent(T.withoutCompletion(1));
    expect(within(orders).getAllByRole('link', { name: '#TF-100001' })[0]).toHaveAttribute('href', '/orders/o1');
    expect(within(orders).getByRole('link', { name: '#TF-100002' })).toHaveAttribute('href', '/orders/o2');

    const accounts = check(T.checks.accounts.title);
    expect(accounts).toHaveTextContent(T.keptVersusEntries('$35.00', '$30.00'));
    expect(within(accounts).getByRole('link', { name: 'Leo Park' })).toHaveAttribute('href', '/profile/u5');
    expect(check(T.checks.escrow.title)).toHaveTextContent(T.problem);
    const zeroSum = check(T.checks.zeroSum.title);
    expect(zeroSum).toHaveTextContent(T.ledgerSum('-$0.01'));
    expect(zeroSum).toHaveTextContent(`${T.eventKinds.pro_charge} pay-9 ${T.sumsTo('-$0.01')}`);
  });

  it('reads the report again on Check again', async () => {
    const user = userEvent.setup();
    let reads = 0;
    stubApi(userWith('admin', 'ad1'), {
      'GET /api/admin/ledger': () => {
        reads += 1;
        return ledgerReport();
      },
    });
    renderWithRouter(<AdminRoute />, { path: '/admin?tab=money' });
    await user.click(await screen.findByRole('button', { name: T.recheck }));
    await waitFor(() => expect(reads).toBe(2));
    expect(await screen.findByRole('button', { name: T.recheck })).toBeEnabled();
  });
});
