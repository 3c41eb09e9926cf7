import { DISPUTE_OUTCOME_LABELS, type DisputeOutcome } from '@teenfreelance/contracts/orders';
import { emailTime } from '../../../platform/email/email-time.ts';
import type { MailMessage } from '../../../platform/email/mailer.ts';

interface DisputeEmailInput {
  to: string;
  recipientName: string;
  /** '#TF-123456'. */
  orderNumber: string;
  gigTitle: string;
  /** The order page, absolute (the family dashboard for a guardian). */
  link: string;
  /** The recipient's IANA time zone (their profile's), for the dates an email gives; null: shown in UTC. */
  timeZone?: string | null;
}

const signOff = ['', 'The TeenFreelance team'];

/** To the party who did not open it: what to do, and by when. */
export function disputeOpenedEmail(input: DisputeEmailInput & { openerName: string; answerDueAt: Date }): MailMessage {
  return {
    to: input.to,
    subject: `${input.openerName} opened a dispute on order ${input.orderNumber}`,
    text: [
      `Hello ${input.recipientName},`,
      '',
      `${input.openerName} opened a dispute about "${input.gigTitle}" (order ${input.orderNumber}). Tell an admin your side here:`,
      '',
      input.link,
      '',
      `If you do not answer by ${emailTime(input.answerDueAt, input.timeZone)}, an admin decides without your answer. There is no fee.`,
      ...signOff,
    ].join('\n'),
  };
}

/** To the party who has not answered, a day before the answer is due. */
export function disputeReminderEmail(input: DisputeEmailInput & { answerDueAt: Date }): MailMessage {
  return {
    to: input.to,
    subject: `A day left to answer the dispute on order ${input.orderNumber}`,
    text: [
      `Hello ${input.recipientName},`,
      '',
      `The dispute about "${input.gigTitle}" (order ${input.orderNumber}) still waits for your answer, until ${emailTime(input.answerDueAt, input.timeZone)}:`,
      '',
      input.link,
      ...signOff,
    ].join('\n'),
  };
}

/** To both parties: an admin decided, with the reason; what happens next. */
export function disputeDecidedEmail(
  input: DisputeEmailInput & { outcome: DisputeOutcome; reason: string; final: boolean },
): MailMessage {
  return {
    to: input.to,
    subject: `An admin decided the dispute on order ${input.orderNumber}`,
    text: [
      `Hello ${input.recipientName},`,
      '',
      `An admin decided the dispute about "${input.gigTitle}" (order ${input.orderNumber}): ${DISPUTE_OUTCOME_LABELS[input.outcome].toLowerCase()}.`,
      `Their reason: ${input.reason}`,
      '',
      input.final
        ? 'This decision is final, and the money has moved as decided.'
        : 'You can accept it or appeal once within 7 days, to a different admin:',
      '',
      input.link,
      ...signOff,
    ].join('\n'),
  };
}

/** To a teen's guardian: a dispute about their teen's order opened, or was decided (never the parties' words). */
export function guardianDisputeEmail(
  input: DisputeEmailInput & { teenName: string; event: 'opened' | 'decided'; outcome: DisputeOutcome | null },
): MailMessage {
  const what =
    input.event === 'opened'
      ? `A dispute was opened about ${input.teenName}'s order ${input.orderNumber} ("${input.gigTitle}"). An admin will decide it if the two sides do not agree; there is no fee.`
      : `An admin decided the dispute about ${input.teenName}'s order ${input.orderNumber} ("${input.gigTitle}"): ${input.outcome ? DISPUTE_OUTCOME_LABELS[input.outcome].toLowerCase() : 'see the order'}.`;
  return {
    to: input.to,
    subject: `A dispute about ${input.teenName}'s order ${input.orderNumber}`,
    text: [
      `Hello ${input.recipientName},`,
      '',
      what,
      `You can follow ${input.teenName}'s orders from your family dashboard:`,
      '',
      input.link,
      ...signOff,
    ].join('\n'),
  };
}
