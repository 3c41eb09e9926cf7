import { CHECKOUT_TEXTS, cardDigits, type PayInput } from '@teenfreelance/contracts/checkout';
import type { ErrorReason } from '@teenfreelance/contracts/errors';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { type AppError, unprocessable } from '../../http/errors.ts';
import type { CardDetails, DeclineCode } from './payment-provider.ts';

/** What the person is told when the provider declines, by the provider's code (orders and the Pro plan alike). */
const DECLINES: Record<DeclineCode, { reason: ErrorReason & `CARD_${string}`; message: string }> = {
  card_declined: { reason: 'CARD_DECLINED', message: CHECKOUT_TEXTS.cardDeclined },
  incorrect_number: { reason: 'CARD_DECLINED', message: CHECKOUT_TEXTS.cardDeclined },
  incorrect_cvc: { reason: 'CARD_DECLINED', message: CHECKOUT_TEXTS.cardDeclined },
  insufficient_funds: { reason: 'CARD_INSUFFICIENT_FUNDS', message: CHECKOUT_TEXTS.insufficientFunds },
  expired_card: { reason: 'CARD_EXPIRED', message: CHECKOUT_TEXTS.cardExpired },
};

/** The 422 for a declined card. */
export function declined(code: DeclineCode): AppError {
  const { reason, message } = DECLINES[code];
  return unprocessable(message, { reason });
}

/** The card of a payment form, as the provider takes it. */
export const cardOf = (input: PayInput): CardDetails => ({
  number: cardDigits(input.cardNumber),
  expiry: input.expiry,
  cvc: input.cvc,
  holderName: input.fullName,
});

/** Records one attempt to charge (succeeded, declined or refunded): every attempt is kept. */
export async function insertPayment(tx: DbOrTx, values: typeof payments.$inferInsert) {
  const [row] = await tx.insert(payments).values(values).returning({ id: payments.id });
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export type PaymentRow = typeof payments.$inferSelect;

/** The payment an order was paid with (succeeded, or refunded since), the first if there were several. */
export async function findOrderPayment(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['succeeded', 'refunded'])))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return row;
}

export async function markPaymentRefunded(tx: DbOrTx, paymentId: string, at: Date) {
  await tx.update(payments).set({ status: 'refunded', refundedAt: at }).where(eq(payments.id, paymentId));
}

/** Part of the payment went back to the card (an order completed with a partial refund); the status stays. */
export async function markPaymentPartlyRefunded(tx: DbOrTx, paymentId: string, amountCents: number, at: Date) {
  await tx.update(payments).set({ refundedCents: amountCents, refundedAt: at }).where(eq(payments.id, paymentId));
}
