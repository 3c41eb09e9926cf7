import { HOLD_REPEAT_WINDOW_HOURS, type HoldReason } from '@teenfreelance/contracts/messages';
import { screenText } from '@teenfreelance/contracts/screening/screen-text';

/** What a send knows of its conversation when it decides whether to hold (findSendContext). */
export interface HoldSignals {
  /** The recipient is a minor: only then is anything held. */
  toMinor: boolean;
  /** Several people reported the sender (decision 0044). */
  holdsMessages: boolean;
  /** The sender already sent contact details here within HOLD_REPEAT_WINDOW_HOURS. */
  sentContactRecently: boolean;
}

export interface HoldDecision {
  /** The screening found contact details (stored on the message: the next one within the window is held). */
  contactDetails: boolean;
  /** Held for review, and why; null: delivered now (masked for the minor at read time, as every message). */
  reason: HoldReason | null;
}

/** The window of a repeated attempt: contact details sent after this moment count. */
export function repeatWindowStart(now: Date): Date {
  return new Date(now.getTime() - HOLD_REPEAT_WINDOW_HOURS * 60 * 60 * 1000);
}

/**
 * Whether a message is held for review before it reaches a minor (decision 0062, "Which signals
 * hold"): contact details the normalised text reveals and the plain text hid (the writer worked
 * to get past the screening), contact details again within the window (masking did not stop
 * them), or a sender several people reported. Plain contact details, once, are delivered masked.
 * Messages to an adult are neither screened nor held here (masking at read time covers a minor
 * sender's own details).
 */
export function decideHold(text: string, signals: HoldSignals, ownHosts: readonly string[]): HoldDecision {
  if (!signals.toMinor) return { contactDetails: false, reason: null };
  const screening = screenText(text, { ownHosts });
  const contactDetails = screening.masked;
  if (screening.disguised) return { contactDetails, reason: 'disguised_contact' };
  if (contactDetails && signals.sentContactRecently) return { contactDetails, reason: 'repeated_contact' };
  if (signals.holdsMessages) return { contactDetails, reason: 'reported_sender' };
  return { contactDetails, reason: null };
}
