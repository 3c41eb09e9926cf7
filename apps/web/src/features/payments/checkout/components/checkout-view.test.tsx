import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECKOUT_TEXTS, IDEMPOTENCY_KEY_HEADER, type CheckoutQuote } from '@teenfreelance/contracts/checkout';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../../lib/toast.ts';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { CheckoutView } from './checkout-view.tsx';

vi.mock('../../../../lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const quote: CheckoutQuote = {
  item: {
    kind: 'proposal',
    id: 'p1',
    title: 'Design a logo for my bakery',
    deliveryDays: 5,
    revisions: '2 revisions',
    jobId: 'j1',
  },
  seller: { id: 'f1', name: 'Maya Chen', avatarUrl: null },
  subtotalCents: 12_000,
  feeCents: 480,
  totalCents: 12_480,
  deliveryDates: null,
  feePercent: 4,
};

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
}

function stubServer(answers: Record<string, { status: number; body: unknown }>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, path: input, headers: { ...(init?.headers as Record<string, string>) } });
      const answer = answers[`${method} ${input}`] ?? {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Not found', details: null } },
      };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

const buyer = { name: 'Bea Buyer', email: 'bea@example.com' };

describe('CheckoutView for a hired proposal', () => {
  it('quotes and pays the proposal paths with an Idempotency-Key, then shows the new order', async () => {
    const sent = stubServer({
      'GET /api/checkout/proposals/p1': { status: 200, body: quote },
      'POST /api/checkout/proposals/p1/pay': { status: 201, body: { id: 'o1' } },
    });
    const user = userEvent.setup();
    const onPaid = vi.fn();
    renderWithRouter(<CheckoutView target={{ kind: 'proposal', id: 'p1' }} buyer={buyer} onPaid={onPaid} />, {
      path: '/checkout?proposal=p1',
    });
    const back = await screen.findByRole('link', { name: CHECKOUT_TEXTS.backToJob });
    expect(back).toHaveAttribute('href', '/jobs/j1');
    expect(screen.getAllByText('Design a logo for my bakery').length).toBeGreaterThan(0);

    await user.type(screen.getByLabelText(CHECKOUT_TEXTS.billingAddress), '4 Oak Road, Springfield');
    await user.type(screen.getByLabelText(CHECKOUT_TEXTS.cardInformation), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry date'), '11/31');
    await user.type(screen.getByLabelText(CHECKOUT_TEXTS.cvcPlaceholder), '321');
    await user.click(screen.getByRole('button', { name: CHECKOUT_TEXTS.pay('$124.80') }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/payment-success?order=o1'));
    const payment = sent.find((request) => request.method === 'POST');
    expect(payment?.path).toBe('/api/checkout/proposals/p1/pay');
    expect(payment?.headers[IDEMPOTENCY_KEY_HEADER]).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith(CHECKOUT_TEXTS.paymentSuccessful, {
      description: CHECKOUT_TEXTS.paymentSuccessfulDescription,
    });
    // The app's hook into the orders' cache hears of the new order.
    expect(onPaid).toHaveBeenCalledWith({ id: 'o1' });
  });

  it('toasts an unknown proposal and goes to the jobs', async () => {
    stubServer({});
    renderWithRouter(<CheckoutView target={{ kind: 'proposal', id: 'nope' }} buyer={buyer} />, {
      path: '/checkout?proposal=nope',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs'));
    expect(toast.error).toHaveBeenCalledWith(CHECKOUT_TEXTS.proposalNotFound, {
      description: CHECKOUT_TEXTS.proposalNotFoundDescription,
    });
  });

  it("shows the server's word when the proposal is already paid", async () => {
    stubServer({
      'GET /api/checkout/proposals/p1': {
        status: 409,
        body: { error: { code: 'PROPOSAL_ALREADY_PAID', message: CHECKOUT_TEXTS.proposalAlreadyPaid, details: null } },
      },
    });
    renderWithRouter(<CheckoutView target={{ kind: 'proposal', id: 'p1' }} buyer={buyer} />, {
      path: '/checkout?proposal=p1',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(CHECKOUT_TEXTS.proposalAlreadyPaid);
  });
});

describe('CheckoutView when the price changes while the buyer is on checkout', () => {
  it('shows the new total, charges nothing, and pays the new total only when Pay is pressed again', async () => {
    const raised: CheckoutQuote = { ...quote, subtotalCents: 100_000, feeCents: 4000, totalCents: 104_000 };
    const payments: { body: Record<string, unknown>; key: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        if ((init?.method ?? 'GET') === 'GET') return Response.json(quote);
        const headers = init?.headers as Record<string, string>;
        payments.push({
          body: JSON.parse(String(init?.body)) as Record<string, unknown>,
          key: headers[IDEMPOTENCY_KEY_HEADER] ?? '',
        });
        if (payments.length === 1) {
          const details = { reason: 'PRICE_CHANGED', quotedTotalCents: quote.totalCents, quote: raised };
          return Response.json(
            { error: { code: 'CONFLICT', message: CHECKOUT_TEXTS.priceChanged, details } },
            { status: 409 },
          );
        }
        return Response.json({ id: 'o1' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(<CheckoutView target={{ kind: 'proposal', id: 'p1' }} buyer={buyer} />, {
      path: '/checkout?proposal=p1',
    });
    await user.type(await screen.findByLabelText(CHECKOUT_TEXTS.billingAddress), '4 Oak Road, Springfield');
    await user.type(screen.getByLabelText(CHECKOUT_TEXTS.cardInformation), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry date'), '11/31');
    await user.type(screen.getByLabelText(CHECKOUT_TEXTS.cvcPlaceholder), '321');
    await user.click(screen.getByRole('button', { name: CHECKOUT_TEXTS.pay('$124.80') }));

    // Told, with both totals; the page now shows the new figures and waits for the buyer.
    const notice = await screen.findByText(CHECKOUT_TEXTS.priceChangedNotice('$124.80', '$1,040.00'));
    expect(notice).toHaveAttribute('role', 'alert');
    expect(screen.getAllByText('$1,040.00').length).toBeGreaterThan(0);
    expect(screen.getByTestId('location').textContent).toBe('/checkout?proposal=p1');
    expect(payments).toHaveLength(1);
    expect(payments[0]?.body.quotedTotalCents).toBe(12_480);

    await user.click(screen.getByRole('button', { name: CHECKOUT_TEXTS.pay('$1,040.00') }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/payment-success?order=o1'));
    expect(payments).toHaveLength(2);
    expect(payments[1]?.body.quotedTotalCents).toBe(104_000);
    // Another body, so another key: the refused attempt is not replayed.
    expect(payments[1]?.key).not.toBe(payments[0]?.key);
  });
});
