import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECKOUT_TEXTS, type CheckoutQuote } from '@teenfreelance/contracts/checkout';
import { WORK_HOURS_TEXTS } from '@teenfreelance/contracts/work-hours';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { CheckoutView } from './checkout-view.tsx';

vi.mock('../../../../lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}));

afterEach(() => vi.unstubAllGlobals());

const quote: CheckoutQuote = {
  item: { kind: 'gig', id: 'g1', title: 'Birthday card designs', deliveryDays: 2, revisions: '1', jobId: null },
  seller: { id: 't1', name: 'Tia Teen', avatarUrl: null },
  subtotalCents: 2500,
  feeCents: 100,
  totalCents: 2600,
  feePercent: 4,
  deliveryDates: {
    timeZone: 'America/New_York',
    eveningEndHour: 19,
    options: [
      { date: '2026-11-04', dueAt: '2026-11-05T00:00:00.000Z' },
      { date: '2026-11-05', dueAt: '2026-11-06T00:00:00.000Z' },
    ],
  },
};

/** Answers the quote with `shown`, records the payments' bodies. */
function stubServer(shown: CheckoutQuote): Record<string, unknown>[] {
  const payments: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') return Response.json(shown);
      payments.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return Response.json({ id: 'o1' }, { status: 201 });
    }),
  );
  return payments;
}

const buyer = { name: 'Bea Buyer', email: 'bea@example.com' };
const open = () =>
  renderWithRouter(<CheckoutView target={{ kind: 'gig', id: 'g1' }} buyer={buyer} />, { path: '/checkout?gig=g1' });

describe('checkout of a seller under 16', () => {
  it('offers the server’s delivery dates in the seller’s time and pays with the one picked', async () => {
    const payments = stubServer(quote);
    const user = userEvent.setup();
    open();
    const picker = await screen.findByLabelText(WORK_HOURS_TEXTS.deliveryDate);
    expect([...picker.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Wed, Nov 4, 7:00 PM EST',
      'Thu, Nov 5, 7:00 PM EST',
    ]);
    expect(screen.getByText(WORK_HOURS_TEXTS.deliveryNote('Tia Teen', 19))).toBeInTheDocument();
    await user.selectOptions(picker, '2026-11-05');
    await user.type(screen.getByLabelText(CHECKOUT_TEXTS.billingAddress), '4 Oak Road, Springfield');
    await user.type(screen.getByLabelText(CHECKOUT_TEXTS.cardInformation), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry date'), '11/31');
    await user.type(screen.getByLabelText(CHECKOUT_TEXTS.cvcPlaceholder), '321');
    await user.click(screen.getByRole('button', { name: CHECKOUT_TEXTS.pay('$26.00') }));
    await waitFor(() => expect(payments).toHaveLength(1));
    expect(payments[0]?.dueDate).toBe('2026-11-05');
  });

  it('says the seller has no room and offers no payment when no date fits', async () => {
    stubServer({ ...quote, deliveryDates: { timeZone: 'America/New_York', eveningEndHour: 19, options: [] } });
    open();
    expect(await screen.findByText(WORK_HOURS_TEXTS.noRoom('Tia Teen'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CHECKOUT_TEXTS.pay('$26.00') })).toBeNull();
  });
});
