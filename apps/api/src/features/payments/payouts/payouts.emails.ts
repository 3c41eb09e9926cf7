import { formatMoney } from '@teenfreelance/contracts/money';
import { PAYOUT_LINK_DAYS } from '@teenfreelance/contracts/payouts';
import type { MailMessage } from '../../../platform/email/mailer.ts';

/** Asks the consenting guardian to set up the account a minor's earnings are paid to. */
export function guardianSetupEmail(input: {
  to: string;
  guardianName: string;
  teenName: string;
  link: string;
}): MailMessage {
  const { guardianName, teenName, link } = input;
  return {
    to: input.to,
    subject: `Set up the account for ${teenName}'s earnings on TeenFreelance`,
    text: [
      `Hello ${guardianName},`,
      '',
      `${teenName} earns money on TeenFreelance and asked you to set up the bank account their earnings are paid to. Because ${teenName} is under 18, payouts go only to the account of the parent or guardian who gave consent: you.`,
      '',
      'Add your bank account here (no TeenFreelance account needed; we keep only its last four digits):',
      '',
      link,
      '',
      `This link works once and expires in ${PAYOUT_LINK_DAYS} days. If you did not expect this email, ignore it.`,
      '',
      'The TeenFreelance team',
    ].join('\n'),
  };
}

/** Asks the guardian to approve a minor's withdrawal above the approval threshold. */
export function withdrawalApprovalEmail(input: {
  to: string;
  guardianName: string;
  teenName: string;
  amountCents: number;
  last4: string;
  link: string;
}): MailMessage {
  const { guardianName, teenName, link } = input;
  const amount = formatMoney(input.amountCents);
  return {
    to: input.to,
    subject: `${teenName} asked to withdraw ${amount}: please approve or decline`,
    text: [
      `Hello ${guardianName},`,
      '',
      `${teenName} asked to withdraw ${amount} of their TeenFreelance earnings to your account ending ${input.last4}. Withdrawals above $100 wait for your approval.`,
      '',
      'Approve or decline it here:',
      '',
      link,
      '',
      `If you do nothing, it is cancelled after ${PAYOUT_LINK_DAYS} days and the money stays in ${teenName}'s balance.`,
      '',
      'The TeenFreelance team',
    ].join('\n'),
  };
}

/** Tells the seller a payout failed or a withdrawal was declined, why, and that the money is back. */
export function withdrawalReturnedEmail(input: {
  to: string;
  name: string;
  amountCents: number;
  reason: string;
  link: string;
}): MailMessage {
  const amount = formatMoney(input.amountCents);
  return {
    to: input.to,
    subject: `Your withdrawal of ${amount} did not go through`,
    text: [
      `Hello ${input.name},`,
      '',
      `Your withdrawal of ${amount} did not go through: ${input.reason}.`,
      '',
      `The ${amount} is back in your available balance. See your earnings: ${input.link}`,
      '',
      'The TeenFreelance team',
    ].join('\n'),
  };
}
