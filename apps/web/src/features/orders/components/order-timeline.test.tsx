import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MASK, CONTACT_MASKING_TEXTS } from '@teenfreelance/contracts/screening/contact-kinds';
import type { OrderEvent } from '@teenfreelance/contracts/orders';
import { OrderTimeline } from './order-timeline.tsx';

const event = (id: string, message: string, masked: boolean): OrderEvent => ({
  id,
  transition: 'request_revision',
  fromStatus: 'delivered',
  toStatus: 'revision_requested',
  actorRole: 'buyer',
  actorName: 'Maya Buyer',
  message,
  masked,
  days: null,
  refundCents: null,
  files: [],
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('OrderTimeline', () => {
  it('says under a note the server masked that contact details are hidden, and only there', () => {
    render(
      <OrderTimeline
        events={[event('a', `Bigger letters, call me on ${MASK}`, true), event('b', 'Darker blue please', false)]}
      />,
    );
    expect(screen.getByText(`Bigger letters, call me on ${MASK}`)).toBeInTheDocument();
    expect(screen.getAllByText(CONTACT_MASKING_TEXTS.maskedNotice)).toHaveLength(1);
  });
});
