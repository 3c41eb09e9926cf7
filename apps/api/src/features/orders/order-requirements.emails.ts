import type { MailMessage } from '../../platform/email/mailer.ts';
import { signOff, type OrderEmailInput } from './orders.emails.ts';

/** To the seller: the buyer answered the order's questions, and the delivery time started (decision 0094). */
export function requirementsAnsweredEmail(input: OrderEmailInput & { dueAt: Date }): MailMessage {
  return {
    to: input.to,
    subject: `${input.otherName} answered your questions on order ${input.orderNumber}`,
    text: [
      `Hello ${input.recipientName},`,
      '',
      `${input.otherName} answered your questions for "${input.gigTitle}" (order ${input.orderNumber}).`,
      `The delivery time has started: it is due on ${input.dueAt.toISOString().slice(0, 10)}. Read the answers and start here:`,
      '',
      input.link,
      ...signOff,
    ].join('\n'),
  };
}

/** To the buyer: 2 days after paying, the order still waits for their answers (decision 0094). */
export function requirementsReminderEmail(input: OrderEmailInput & { expiresAt: Date }): MailMessage {
  return {
    to: input.to,
    subject: `Answer the questions to start order ${input.orderNumber}`,
    text: [
      `Hello ${input.recipientName},`,
      '',
      `${input.otherName} is waiting for your answers to start "${input.gigTitle}" (order ${input.orderNumber}). The delivery time starts when you send them:`,
      '',
      input.link,
      '',
      `If they are not answered by ${input.expiresAt.toISOString().slice(0, 10)}, the order is cancelled and you get a full refund. You can also cancel it yourself until then.`,
      ...signOff,
    ].join('\n'),
  };
}
