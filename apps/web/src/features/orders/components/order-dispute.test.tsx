import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderDispute } from '@teenfreelance/contracts/orders';
import { order } from '../testing/order-fixture.ts';
import { OrderDisputePanel } from './order-dispute.tsx';

const opened: OrderDispute = {
  openedBy: 'buyer',
  statement: 'The jingle is ten seconds, not thirty',
  openedAt: '2026-01-06T12:00:00.000Z',
  answerDueAt: '2026-01-09T12:00:00.000Z',
  answer: null,
  answeredAt: null,
  escalatedAt: null,
  evidence: { until: '2026-01-06T12:00:00.000Z', events: 4, messages: 7, files: 1 },
  decisions: [],
  appeal: null,
  appealUntil: null,
  acceptedBy: [],
  settledAt: null,
};
const decided: OrderDispute = {
  ...opened,
  answer: 'Thirty was never agreed',
  answeredAt: '2026-01-07T12:00:00.000Z',
  decisions: [
    {
      round: 1,
      outcome: 'partial_refund',
      refundCents: 1000,
      buyerRefundCents: 1040,
      sellerEarnsCents: 1500,
      reason: 'Half of the length was delivered',
      decidedAt: '2026-01-08T12:00:00.000Z',
    },
  ],
  appealUntil: '2026-01-15T12:00:00.000Z',
};

describe('OrderDisputePanel', () => {
  it('shows nothing without a dispute', () => {
    const { container } = render(<OrderDisputePanel order={order({})} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('tells each side who opened it and what waits, and counts the evidence without showing it', () => {
    render(<OrderDisputePanel order={order({ status: 'disputed', dispute: opened, viewerRole: 'seller' })} />);
    expect(screen.getByText('The buyer opened a dispute.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for an answer until');
    expect(screen.getByText(/the order timeline \(4 entries\), your messages \(7\)/)).toBeInTheDocument();
  });

  it('shows the decision with its reason and split, then that the viewer accepted it', () => {
    const dispute = { ...decided, acceptedBy: ['buyer' as const] };
    render(<OrderDisputePanel order={order({ status: 'disputed', dispute })} />);
    expect(screen.getByText('An admin decided: refund part of the price ($10.00)')).toBeInTheDocument();
    expect(screen.getByText('Reason: Half of the length was delivered')).toBeInTheDocument();
    expect(screen.getByText('The buyer gets back $10.40; the seller earns $15.00.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You accepted the decision.');
  });
});
