import { formatMoney } from '@teenfreelance/contracts/money';
import type { MailMessage } from '../../platform/email/mailer.ts';

interface OrderEmailInput {
  to: string;
  recipientName: string;
  /** '#TF-123456'. */
  orderNumber: string;
  gigTitle: string;
  otherName: string;
  /** The order page, absolute. */
  link: string;
}

const signOff = ['', 'The TeenFreelance team'];

/** To the seller: someone bought their gig (what was paid for, by whom; never the buyer's payment details). */
export function newOrderEmail(input: OrderEmailInput & { priceCents: number; dueAt: Date }): MailMessage {
  return {
    to: input.to,
    subject: `New order ${input.orderNumber}: ${input.gigTitle}`,
    text: [
      `Hello ${input.recipientName},`,
      '',
      `${input.otherName} bought "${input.gigTitle}" for ${formatMoney(input.priceCents)} (order ${input.orderNumber}).`,
      `It is due on ${input.dueAt.toISOString().slice(0, 10)}. Start working on it here:`,
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
      `If you do not answer by ${input.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, the request expires and the due date stays as it is.`,
      ...signOff,
    ].join('\n'),
  };
}
