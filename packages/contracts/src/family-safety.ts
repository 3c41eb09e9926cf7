import { z } from 'zod';
import { HOLD_REASONS, type HoldReason } from './messages.ts';
import { REPORT_REASONS, reportReasonValues } from './safety.ts';

/**
 * A teen's safety events as their guardian sees them on /family and in the
 * weekly summary (issue 38): counts and what they are about, never a message's
 * text, never who reported the teen.
 */
const reasonCountSchema = z.object({ reason: z.enum(reportReasonValues), count: z.number().int() });

export const safetyEventsSchema = z.object({
  /** Reports the teen made, by reason. */
  reportsMade: z.array(reasonCountSchema),
  /** Reports about the teen or what they wrote, by reason (not who made them). */
  reportsReceived: z.array(reasonCountSchema),
  /** People the teen blocked. */
  blocksMade: z.number().int(),
  /** People who blocked the teen. */
  blockedBy: z.number().int(),
  /** Messages to the teen our team held for review, by why. */
  heldMessages: z.array(z.object({ reason: z.enum(HOLD_REASONS), count: z.number().int() })),
});
export type SafetyEvents = z.infer<typeof safetyEventsSchema>;

export const HOLD_REASON_WORDS: Record<HoldReason, string> = {
  disguised_contact: 'disguised contact details',
  repeated_contact: 'contact details sent again',
  reported_sender: 'a sender others had reported',
};

export const reportReasonWords = (reason: string): string =>
  REPORT_REASONS.find((known) => known.value === reason)?.label ?? reason;

/** Whether anything happened. */
export const hasSafetyEvents = (events: SafetyEvents): boolean =>
  events.reportsMade.length + events.reportsReceived.length + events.heldMessages.length > 0 ||
  events.blocksMade + events.blockedBy > 0;

const counted = (items: { count: number }[], words: (item: never) => string) =>
  items.map((item) => `${words(item as never)} (${item.count})`).join(', ');

/** One line for each kind of event that happened, in the guardian's words. */
export function safetyEventLines(events: SafetyEvents): string[] {
  const lines: string[] = [];
  if (events.reportsMade.length > 0)
    lines.push(
      `Reports they made: ${counted(events.reportsMade, (r: { reason: string }) => reportReasonWords(r.reason))}`,
    );
  if (events.reportsReceived.length > 0)
    lines.push(
      `Reports about them: ${counted(events.reportsReceived, (r: { reason: string }) => reportReasonWords(r.reason))}`,
    );
  if (events.blocksMade > 0) lines.push(`People they blocked: ${events.blocksMade}`);
  if (events.blockedBy > 0) lines.push(`People who blocked them: ${events.blockedBy}`);
  if (events.heldMessages.length > 0)
    lines.push(
      `Messages to them held for review: ${counted(events.heldMessages, (h: { reason: HoldReason }) => HOLD_REASON_WORDS[h.reason])}`,
    );
  return lines;
}

export const FAMILY_SAFETY_TEXTS = {
  title: 'Safety',
  note: 'Reports, blocks and messages our team held for review. You see what they are about, never the messages.',
  none: 'Nothing to report.',
} as const;
