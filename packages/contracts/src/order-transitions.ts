/** The bodies of `POST /api/orders/:id/transitions`, one per action. orders.ts re-exports this file. */
import { z } from 'zod';
import { extensionDaysSchema, refundCentsSchema } from './order-agreements.ts';
import { ORDER_FILE_LIMITS } from './order-files.ts';
import { dollarsToCents } from './money.ts';
import { disputeText } from './order-disputes.ts';
import { requirementAnswersSchema } from './order-requirements.ts';
import { formatCount } from './en-us.ts';

export const ORDER_MESSAGE_MAX_LENGTH = 2000;

const orderMessage = (empty: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(ORDER_MESSAGE_MAX_LENGTH, `Please keep it under ${formatCount(ORDER_MESSAGE_MAX_LENGTH)} characters`);

export const orderTransitionSchema = z.discriminatedUnion('action', [
  /** The buyer's answers to the order's questions, one per question in order (decision 0094). */
  z.object({ action: z.literal('submit_requirements'), answers: requirementAnswersSchema }).strict(),
  z.object({ action: z.literal('start') }).strict(),
  z
    .object({
      action: z.literal('deliver'),
      message: orderMessage('Please describe what you are delivering'),
      /** Files uploaded to POST /api/orders/:id/files for this delivery. */
      fileIds: z.array(z.string().max(100)).max(ORDER_FILE_LIMITS.maxPerDelivery).default([]),
    })
    .strict(),
  z.object({ action: z.literal('request_revision'), message: orderMessage('Please say what should change') }).strict(),
  z.object({ action: z.literal('accept') }).strict(),
  z.object({ action: z.literal('cancel'), reason: orderMessage('Please give a reason') }).strict(),
  z.object({ action: z.literal('request_cancellation'), reason: orderMessage('Please give a reason') }).strict(),
  z.object({ action: z.literal('confirm_cancellation') }).strict(),
  z.object({ action: z.literal('decline_cancellation') }).strict(),
  z.object({ action: z.literal('withdraw_cancellation') }).strict(),
  z
    .object({
      action: z.literal('request_extension'),
      days: extensionDaysSchema,
      reason: orderMessage('Please say why you need more time'),
    })
    .strict(),
  z.object({ action: z.literal('accept_extension') }).strict(),
  z.object({ action: z.literal('decline_extension') }).strict(),
  z
    .object({
      action: z.literal('propose_partial_refund'),
      /** The part of the price to refund; below the price (422 PARTIAL_REFUND_OUT_OF_RANGE otherwise). */
      refundCents: refundCentsSchema,
      message: orderMessage('Please say why this split is fair'),
    })
    .strict(),
  z.object({ action: z.literal('accept_partial_refund') }).strict(),
  z.object({ action: z.literal('decline_partial_refund') }).strict(),
  z.object({ action: z.literal('withdraw_partial_refund') }).strict(),
  z.object({ action: z.literal('cancel_for_lateness') }).strict(),
  z.object({ action: z.literal('open_dispute'), statement: disputeText('Please say what went wrong') }).strict(),
  z.object({ action: z.literal('answer_dispute'), answer: disputeText('Please give your side') }).strict(),
  z.object({ action: z.literal('accept_decision') }).strict(),
  z.object({ action: z.literal('appeal_dispute'), statement: disputeText('Please say why to look again') }).strict(),
]);
export type OrderTransitionInput = z.infer<typeof orderTransitionSchema>;

/** A proposal's body as the order page's form types it: the refund in dollars, below the order's price. */
export function partialRefundFormSchema(priceCents: number) {
  return z
    .object({
      refund: z
        .number({ error: 'Please enter an amount' })
        .refine(Number.isFinite, 'Please enter an amount')
        .refine((dollars) => dollarsToCents(dollars) >= 1, 'Please enter an amount above $0.00')
        .refine(
          (dollars) => dollarsToCents(dollars) < priceCents,
          'The refund must be less than the price. To refund all of it, cancel the order instead.',
        ),
      message: orderMessage('Please say why this split is fair'),
    })
    .strict()
    .transform(({ refund, message }): OrderTransitionInput => ({
      action: 'propose_partial_refund',
      refundCents: dollarsToCents(refund),
      message,
    }));
}
/** What the partial refund form holds. */
export type PartialRefundFormValues = z.input<ReturnType<typeof partialRefundFormSchema>>;
