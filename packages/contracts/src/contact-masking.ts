/**
 * Contact details in conversations with a minor (QUALITY.md, "Protecting
 * minors"): email addresses, phone numbers, street addresses, and links or
 * handles for outside messaging, social and payment apps are shown masked,
 * and the sender is told why before sending. The stored message keeps the
 * original, for moderators only. The same function runs in the browser (the
 * warning under the composer) and on the server (what is shown), so both
 * always agree. Its patterns, with their examples and non-examples, are in
 * contact-masking.test.ts; docs/decisions/0043 explains the choices.
 *
 * Since issue 34 this is the masking of the screening engine
 * (screening/screen-text.ts, docs/decisions/0062), which also finds
 * disguised details; new callers use `screenText`, which says whether a
 * detail was disguised.
 *
 * What it must leave alone: prices ($120, 1,250 dollars), dates (2026-11-23,
 * 11/23/2026), times (10:30), order numbers (#TF-123456), quantities and
 * delivery times (3 days, 24 hours, 1080p), and the apps' names on their own
 * ("I edit TikTok videos").
 */

import type { ContactKind } from './screening/contact-kinds.ts';
import { screenText } from './screening/screen-text.ts';

export { CONTACT_MASKING_TEXTS, MASK, type ContactKind } from './screening/contact-kinds.ts';

export interface MaskResult {
  text: string;
  /** Whether anything was masked. */
  masked: boolean;
  /** What was found, each kind once, in the order found. */
  kinds: ContactKind[];
}

/** The text with every contact detail, plain or disguised, replaced by `[contact details hidden]`. */
export function maskContactDetails(text: string): MaskResult {
  const { text: shown, masked, kinds } = screenText(text);
  return { text: shown, masked, kinds };
}
