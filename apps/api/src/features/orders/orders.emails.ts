import { formatMoney } from '@teenfreelance/contracts/money';
import { emailTime } from '../../platform/email/email-time.ts';
import type { MailMessage } from '../../platform/email/mailer.ts';

export interface OrderEmailInput {
  to: string;
  recipientName: string;
  /** '#TF-123456'. */
  orderNumber: string;
  gigTitle: string;
  otherName: string;
  /** The order page, absolute. */
  link: string;
  /** The recipient's IANA time zone (their profile's), for the dates an email gives; null: shown in UTC. */
  timeZone: string | null;
}

export const signOff = ['', 'The TeenFreelance team'];

/** To the seller: someone bought their gig (what was paid for, by whom; never the buyer's payment details). */
export function newOrderEmail(input: OrderEmailInput & { priceCents: number; dueAt: Date | null }): MailMessage {
  return {
    to: input.to,
    subject: `New order ${input.orderNumber}: ${input.gigTitle}`,
    text: [
      `Hello ${input.recipientName},`,
      '',
      `${input.otherName} bought "${input.gigTitle}" for ${formatMoney(input.priceCents)} (order ${input.orderNumber}).`,
      input.dueAt
        ? `It is due by ${emailTime(input.dueAt, input.timeZone)}. Start working on it here:`
        : 'The buyer answers your questions first; the delivery time starts when they do. See the order here:',
      '',
      input.link,
      ...signOff,
    ].join('\n'),
  };
}

/** To the buyer: the seller delivered (the delivery itself is on the order page, files included). */
export function deliveryEmail(input: OrderEmailInput): MailMessage {
  return {
    to: input.to,
    subject: `Your order ${input.orderNumber} was delivered`,
    text: [
      `Hello ${input.recipientName},`,
      '',
      `${input.otherName} delivered "${input.gigTitle}" (order ${input.orderNumber}). Review the delivery, then accept it or ask for a revision:`,
      '',
      input.link,
      '',
      'If you do nothing, the order completes by itself 3 days after the delivery.',
      ...signOff,
    ].join('\n'),
  };
}

/**
 * To the buyer: the seller asked for more days (decision 0082). Emailed, not
 * only in the bell, because an unanswered request expires after 48 hours.
 */
export function extensionRequestEmail(input: OrderEmailInput & { days: number; expiresAt: Date }): MailMessage {
  const days = `${input.days} more day${input.days === 1 ? '' : 's'}`;
  return {
    to: input.to,
    subject: `${input.otherName} asked for ${days} on order ${input.orderNumber}`,
    text: [
      `Hello ${input.recipientName},`,
      '',
      `${input.otherName} asked for ${days} to deliver "${input.gigTitle}" (order ${input.orderNumber}). You can give them the time or keep the due date:`,
      '',
      input.link,
      '',
      `If you do not answer by ${emailTime(input.expiresAt, input.timeZone)}, the request expires and the due date stays as it is.`,
      ...signOff,
    ].join('\n'),
  };
}

/** To the other party: a partial refund proposed (decision 0082). It never expires, so the email says what each gets and that it waits. */
export function partialRefundProposedEmail(
  input: OrderEmailInput & { refundCents: number; buyerRefundCents: number; sellerEarnsCents: number },
): MailMessage {
  return {
    to: input.to,
    subject: `${input.otherName} proposed a partial refund on order ${input.orderNumber}`,
    text: [
      `Hello ${input.recipientName},`,
      '',
      `${input.otherName} proposed to complete "${input.gigTitle}" (order ${input.orderNumber}) with ${formatMoney(input.refundCents)} of the price refunded.`,
      `The buyer would get back ${formatMoney(input.buyerRefundCents)} and the seller would earn ${formatMoney(input.sellerEarnsCents)}.`,
      '',
      'Nothing happens unless you accept. Accept or decline it here:',
      '',
      input.link,
      ...signOff,
    ].join('\n'),
  };
}

/** To the party who proposed a partial refund: the other accepted (the order completed with it) or declined. */
export function partialRefundAnsweredEmail(input: OrderEmailInput & { accepted: boolean }): MailMessage {
  return {
    to: input.to,
    subject: `${input.otherName} ${input.accepted ? 'accepted' : 'declined'} your partial refund on order ${input.orderNumber}`,
    text: [
      `Hello ${input.recipientName},`,
      '',
      input.accepted
        ? `${input.otherName} accepted your proposal: "${input.gigTitle}" (order ${input.orderNumber}) is completed with the agreed split.`
        : `${input.otherName} declined your proposal for "${input.gigTitle}" (order ${input.orderNumber}). The order goes on as before.`,
      '',
      input.link,
      ...signOff,
    ].join('\n'),
  };
}
