import type { MailMessage } from '../../../platform/email/mailer.ts';

interface MilestoneEmailInput {
  to: string;
  guardianName: string;
  teenName: string;
  /** Where the family page is: `${publicUrl}/family`. */
  familyLink: string;
}

/** Tells the guardian their teen turned 16: the law's work hours end unless they keep limits (decision 0087). */
export function turned16Email(
  input: MilestoneEmailInput & { keptLimits: boolean; approvalsRelaxed: boolean },
): MailMessage {
  const { guardianName, teenName, familyLink } = input;
  return {
    to: input.to,
    subject: `${teenName} turned 16: their work-hour rules have changed`,
    text: [
      `Hello ${guardianName},`,
      '',
      `${teenName} is 16 now. The law's work hours for under-16s no longer apply to them: orders can be due in the evening and there is no weekly limit.`,
      input.keptLimits
        ? 'The limits you chose on your family page still apply, until you change them.'
        : 'If you want to keep limits, choose a latest due time or weekly hours on your family page: they will apply.',
      ...(input.approvalsRelaxed
        ? [
            '',
            `'Approve new gigs' is off now: ${teenName}'s new and edited gigs go public without waiting for you, and those that waited are public. You can turn it on again on your family page.`,
          ]
        : []),
      '',
      `You still see ${teenName}'s gigs, orders and earnings and keep your other controls until they turn 18:`,
      '',
      familyLink,
      '',
      'The TeenFreelance team',
    ].join('\n'),
  };
}

/** Tells the guardian their teen turned 18: the link has ended and nothing of the teen's stays with them. */
export function linkEndedEmail(input: MilestoneEmailInput): MailMessage {
  const { guardianName, teenName } = input;
  return {
    to: input.to,
    subject: `${teenName} turned 18: their account is now their own`,
    text: [
      `Hello ${guardianName},`,
      '',
      `${teenName} is 18 now, so their account is now theirs alone. Your family page no longer shows their gigs, orders or earnings, your controls have ended, and the payout account you set up for them was removed: they will set up their own.`,
      '',
      `Your family account stays yours: you can sign in to it as before, for any other teen linked to it, or delete it from your profile.`,
      '',
      'The TeenFreelance team',
    ].join('\n'),
  };
}
