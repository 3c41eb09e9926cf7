import { describe, expect, it } from 'vitest';
import { systemClock } from '../../clock.ts';
import { createSimulatedPaymentProvider, TEST_CARDS } from './simulated-provider.ts';

const card = { number: '4242424242424242', expiry: '12/40', cvc: '123', holderName: 'Ada Buyer' };

describe('the simulated payment provider', () => {
  it('refunds a charge another process made (or this one before a restart), and only charges of its own', async () => {
    const charging = createSimulatedPaymentProvider({ clock: systemClock });
    const charged = await charging.charge({
      amountCents: 2600,
      idempotencyKey: 'order-1',
      source: { card },
      savePaymentMethod: false,
      description: 'Order',
    });
    if (charged.status !== 'succeeded') throw new Error('the test card was declined');

    const refunding = createSimulatedPaymentProvider({ clock: systemClock });
    await expect(refunding.refund(charged.chargeRef)).resolves.toBeUndefined();
    await expect(refunding.refund(charged.chargeRef)).resolves.toBeUndefined();
    await expect(refunding.refund('ch_live_123')).rejects.toThrow('no such charge');

    await charging.refund(charged.chargeRef);
    expect(charging.charges()).toEqual([expect.objectContaining({ chargeRef: charged.chargeRef, status: 'refunded' })]);
  });

  it('checks a card for $0 as it would charge it, and keeps no charge', async () => {
    const provider = createSimulatedPaymentProvider({ clock: systemClock });
    expect(await provider.checkCard(card)).toEqual({ status: 'verified', cardBrand: 'Visa', cardLast4: '4242' });
    expect(await provider.checkCard({ ...card, number: TEST_CARDS.declined })).toMatchObject({
      status: 'declined',
      declineCode: 'card_declined',
    });
    expect(await provider.checkCard({ ...card, expiry: '01/20' })).toMatchObject({ declineCode: 'expired_card' });
    expect(await provider.checkCard({ ...card, cvc: '12' })).toMatchObject({ declineCode: 'incorrect_cvc' });
    expect(provider.charges()).toEqual([]);
  });
});
