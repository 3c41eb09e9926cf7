import { safetyEventLines, type SafetyEvents } from '@teenfreelance/contracts/family-safety';
import { formatMoney } from '@teenfreelance/contracts/money';
import type { MailMessage } from '../../../platform/email/mailer.ts';

/** One teen's week as the summary tells it. */
export interface TeenWeek {
  name: string;
  /** The teen's IANA zone: due dates read as the teen lives them. */
  timeZone: string;
  newOrders: number;
  newOrdersCents: number;
  completed: number;
  completedCents: number;
  open: number;
  nextDueAt: Date | null;
  pendingCents: number;
  availableCents: number;
  safety: SafetyEvents;
}

/** 'Thu, Nov 5, 7:00 PM EST' in the teen's zone. */
const dueText = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);

const orderCount = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

function teenLines(teen: TeenWeek): string[] {
  const safety = safetyEventLines(teen.safety);
  return [
    teen.name,
    `- Sold: ${orderCount(teen.newOrders)} (${formatMoney(teen.newOrdersCents)})`,
    `- Earned: ${orderCount(teen.completed)} completed (${formatMoney(teen.completedCents)}); ${formatMoney(teen.availableCents)} available to withdraw, ${formatMoney(teen.pendingCents)} clearing`,
    teen.open === 0
      ? '- Open orders: none'
      : `- Open orders: ${teen.open}${teen.nextDueAt ? `, the next due ${dueText(teen.nextDueAt, teen.timeZone)}` : ''}`,
    safety.length === 0 ? '- Safety: nothing to report' : `- Safety: ${safety.join('; ')}`,
    '',
  ];
}

/** The guardian's weekly summary (decision 0087): each teen's week, the family page, and the unsubscribe link. */
export function weeklySummaryEmail(input: {
  to: string;
  guardianName: string;
  teens: TeenWeek[];
  familyLink: string;
  unsubscribeLink: string;
}): MailMessage {
  return {
    to: input.to,
    subject: 'Your weekly TeenFreelance family summary',
    text: [
      `Hello ${input.guardianName},`,
      '',
      'Here is the past week on TeenFreelance. You never see their messages; safety events are counted by what they are about.',
      '',
      ...input.teens.flatMap(teenLines),
      `See more, and change their controls, on your family page: ${input.familyLink}`,
      '',
      `To stop these emails: ${input.unsubscribeLink}`,
      '',
      'The TeenFreelance team',
    ].join('\n'),
  };
}
