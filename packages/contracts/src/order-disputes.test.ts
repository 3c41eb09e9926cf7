import { describe, expect, it } from 'vitest';
import { disputeDecisionFormSchema, disputeDecisionInputSchema } from './order-disputes.ts';

describe('a dispute decision', () => {
  const form = disputeDecisionFormSchema(2500);
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('turns the dollars an admin types into the refund in cents, for a partial refund only', () => {
    expect(form.parse({ outcome: 'partial_refund', refund: 10.4, reason: ' Half done ' })).toEqual({
      outcome: 'partial_refund',
      refundCents: 1040,
      reason: 'Half done',
    });
    expect(form.parse({ outcome: 'release', refund: 10, reason: 'Delivered' })).toEqual({
      outcome: 'release',
      reason: 'Delivered',
    });
  });

  it('refuses a partial refund without an amount, of nothing, or of the whole price, and a decision without a reason', () => {
    expect(messageOf(form.safeParse({ outcome: 'partial_refund', reason: 'x' }))).toBe(
      'Please enter an amount above $0.00',
    );
    expect(messageOf(form.safeParse({ outcome: 'partial_refund', refund: 0.001, reason: 'x' }))).toBe(
      'Please enter an amount above $0.00',
    );
    expect(messageOf(form.safeParse({ outcome: 'partial_refund', refund: 25, reason: 'x' }))).toBe(
      'The refund must be less than the price. To refund all of it, choose a full refund.',
    );
    expect(messageOf(form.safeParse({ outcome: 'full_refund', reason: '  ' }))).toBe(
      'Please write the reason both parties will read',
    );
  });

  it('holds the API body to a refund exactly when the decision is a partial refund', () => {
    expect(disputeDecisionInputSchema.safeParse({ outcome: 'release', refundCents: 100, reason: 'x' }).success).toBe(
      false,
    );
    expect(disputeDecisionInputSchema.safeParse({ outcome: 'partial_refund', reason: 'x' }).success).toBe(false);
    expect(
      disputeDecisionInputSchema.safeParse({ outcome: 'partial_refund', refundCents: 100, reason: 'x' }).success,
    ).toBe(true);
  });
});
