import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderAction } from '@teenfreelance/contracts/orders';
import { renderWithRouter } from '../../../testing/render.tsx';
import { OrderActions } from './order-actions.tsx';

const party = (id: string, name: string) => ({ id, name, avatarUrl: null });

/** A delivered order as its buyer sees it. */
function deliveredOrder(actions: OrderAction[]): Order {
  return {
    id: 'order-1',
    number: '#TF-000001',
    status: 'delivered',
    title: 'A catchy jingle',
    gig: { id: 'gig-1', title: 'A catchy jingle' },
    job: null,
    priceCents: 2000,
    totalCents: 2100,
    buyer: party('buyer-1', 'Bea Buyer'),
    seller: party('seller-1', 'Sam Seller'),
    dueAt: '2026-01-08T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-05T00:00:00.000Z',
    feeCents: 100,
    deliveryDays: 7,
    revisions: '2 revisions',
    revisionsLeft: 2,
    revisionsUsed: 0,
    deliveredAt: '2026-01-05T00:00:00.000Z',
    autoCompleteAt: '2026-01-08T00:00:00.000Z',
    completedAt: null,
    cancelledAt: null,
    cancellationRequestedBy: null,
    requirements: null,
    extensionRequest: null,
    partialRefundOffer: null,
    partialRefund: null,
    lateCancellableAt: null,
    dispute: null,
    conversationId: null,
    viewerRole: 'buyer',
    actions,
    timeline: [],
    files: [],
    payment: null,
    review: null,
    canReview: false,
    canReply: false,
  };
}

/** Records what the form sends, answering each request with `answer`. */
function stubFetch(answer: () => Response) {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      return answer();
    }),
  );
  return requests;
}

const refusal = (status: number, error: { code: string; message: string; details?: unknown }) =>
  new Response(JSON.stringify({ error }), { status, headers: { 'content-type': 'application/json' } });

async function openRevisionForm() {
  const user = userEvent.setup();
  renderWithRouter(<OrderActions order={deliveredOrder(['request_revision', 'accept'])} />);
  await user.click(screen.getByRole('button', { name: 'Request Revision' }));
  const field = screen.getByLabelText('What should change?');
  const send = screen.getByRole('button', { name: 'Request Revision' });
  return { user, field, send };
}

describe('OrderActions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says the contract’s message for blank words and sends nothing', async () => {
    const requests = stubFetch(() => new Response('{}', { status: 500 }));
    const { user, field, send } = await openRevisionForm();

    await user.type(field, '   ');
    await user.click(send);

    expect(await screen.findByText('Please say what should change')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText('Please say what should change').id);
    expect(requests).toEqual([]);
  });

  it('puts the server’s message for the words on the field, without the general alert', async () => {
    const requests = stubFetch(() =>
      refusal(400, {
        code: 'VALIDATION_FAILED',
        message: 'Please keep it polite',
        details: [{ path: 'body.message', message: 'Please keep it polite' }],
      }),
    );
    const { user, field, send } = await openRevisionForm();

    await user.type(field, 'Could it end on a higher note?');
    await user.click(send);

    expect(await screen.findByText('Please keep it polite')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests).toEqual([
      {
        url: '/api/orders/order-1/transitions',
        body: { action: 'request_revision', message: 'Could it end on a higher note?' },
      },
    ]);
  });

  it('sends a delivery without files with the contract’s body and closes the form', async () => {
    const requests = stubFetch(
      () => new Response(JSON.stringify({ ...deliveredOrder([]), viewerRole: 'seller' }), { status: 200 }),
    );
    const user = userEvent.setup();
    renderWithRouter(<OrderActions order={{ ...deliveredOrder(['deliver']), status: 'in_progress' }} />);
    await user.click(screen.getByRole('button', { name: 'Deliver Order' }));
    await user.type(screen.getByLabelText('Delivery message'), ' Here is the jingle. ');
    await user.click(screen.getByRole('button', { name: 'Deliver Order' }));

    await vi.waitFor(() => expect(screen.queryByLabelText('Delivery message')).toBeNull());
    expect(requests.map((request) => request.body)).toEqual([
      { action: 'deliver', message: 'Here is the jingle.', fileIds: [] },
    ]);
  });

  it('says a refusal that names no field above the form, as before', async () => {
    stubFetch(() => refusal(409, { code: 'CONFLICT', message: 'No revisions left on this order' }));
    const { user, field, send } = await openRevisionForm();

    await user.type(field, 'Once more, please');
    await user.click(send);

    const section = screen.getByRole('region', { name: 'What you can do' });
    expect(await within(section).findByText('No revisions left on this order')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });

  it('sends a partial refund typed in dollars as cents, and refuses the whole price before sending', async () => {
    const requests = stubFetch(() => new Response(JSON.stringify(deliveredOrder([])), { status: 200 }));
    const user = userEvent.setup();
    renderWithRouter(<OrderActions order={deliveredOrder(['accept', 'propose_partial_refund'])} />);
    await user.click(screen.getByRole('button', { name: 'Propose a Partial Refund' }));
    const amount = screen.getByLabelText('Part of the price to refund ($)');
    await user.type(amount, '20');
    await user.type(screen.getByLabelText('Why is this split fair?'), 'Only the intro was made');
    await user.click(screen.getByRole('button', { name: 'Propose a Partial Refund' }));
    expect(await screen.findByText(/The refund must be less than the price/)).toBeTruthy();
    expect(requests).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '7.5');
    await user.click(screen.getByRole('button', { name: 'Propose a Partial Refund' }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toEqual({
      action: 'propose_partial_refund',
      refundCents: 750,
      message: 'Only the intro was made',
    });
  });
});
