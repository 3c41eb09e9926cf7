import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { order } from '../testing/order-fixture.ts';
import { OrderAgreements } from './order-agreements.tsx';

const BEFORE_DUE = new Date('2026-01-05T12:00:00.000Z');
const extensionRequest = {
  days: 3,
  requestedAt: '2026-01-05T12:00:00.000Z',
  expiresAt: '2026-01-07T12:00:00.000Z',
};

describe('OrderAgreements', () => {
  it('tells the buyer the due date an extension would give, and the seller that it waits', () => {
    const { unmount } = render(<OrderAgreements order={order({ extensionRequest })} now={BEFORE_DUE} />);
    expect(
      screen.getByText('The seller asked for 3 more days. If you agree, the new due date is January 11, 2026.'),
    ).toBeTruthy();
    unmount();
    render(<OrderAgreements order={order({ extensionRequest, viewerRole: 'seller' })} now={BEFORE_DUE} />);
    expect(screen.getByText('You asked for 3 more days. The buyer has not answered yet.')).toBeTruthy();
  });

  it('says what each side gets from a proposed split, in the viewer’s words', () => {
    const partialRefundOffer = {
      by: 'seller' as const,
      refundCents: 1000,
      buyerRefundCents: 1040,
      sellerEarnsCents: 1500,
    };
    render(<OrderAgreements order={order({ partialRefundOffer })} now={BEFORE_DUE} />);
    expect(
      screen.getByText('The seller proposed to complete the order with $10.00 of the price refunded.'),
    ).toBeTruthy();
    expect(screen.getByText('The buyer gets back $10.40 and the seller earns $15.00.')).toBeTruthy();
  });

  it('tells a buyer of a late order when they may cancel it, and says nothing before the due date', () => {
    const { unmount } = render(<OrderAgreements order={order({})} now={BEFORE_DUE} />);
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    const late = new Date('2026-01-08T18:00:00.000Z');
    const { unmount: again } = render(<OrderAgreements order={order({})} now={late} />);
    expect(screen.getByRole('status').textContent).toMatch(/^This order is past its due date\. From Jan 9, 2026/);
    again();
    render(<OrderAgreements order={order({ actions: ['cancel_for_lateness'] })} now={late} />);
    expect(screen.getByText('This order is late. You can cancel it for a full refund, or keep waiting.')).toBeTruthy();
  });
});
