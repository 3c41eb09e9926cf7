import { MASK, type ContactKind, type ContactSpan } from './contact-kinds.ts';
import { findContactDetails, kindsOf } from './find-contact-details.ts';
import type { LinkOptions } from './library-detectors.ts';
import { normaliseText } from './normalise.ts';

/**
 * What the screening of one text found (docs/decisions/0062). Every text an
 * adult sends toward a minor passes `screenText` on the server; the composer
 * runs the same function for its warning.
 */
export interface Screening {
  /** What a minor is shown: every contact detail found, plain or disguised, replaced by MASK. */
  text: string;
  /** Whether anything was masked (`text` differs from what was written). */
  masked: boolean;
  /** What was found, each kind once. */
  kinds: ContactKind[];
  /**
   * Whether the normalised text reveals contact details that the plain text
   * hid (invisible characters, look-alike letters, spelled, spaced or
   * foreign digits, leetspeak...): someone worked to get past the screening,
   * so the message is held for review rather than delivered masked.
   */
  disguised: boolean;
}

export type ScreeningOptions = LinkOptions;

const LETTER_OR_DIGIT = /[\p{Alphabetic}\p{N}]/u;

/** Whether [start, end) of `text` holds a letter or digit that no span of `covered` covers. */
function isUncovered(text: string, start: number, end: number, covered: readonly ContactSpan[]): boolean {
  for (let at = start; at < end; at += 1) {
    const char = String.fromCodePoint(text.codePointAt(at) ?? 0);
    if (LETTER_OR_DIGIT.test(char) && !covered.some((span) => span.start <= at && at < span.end)) return true;
  }
  return false;
}

/** `text` with each run of covered (or touching) spans replaced by one MASK. */
function maskSpans(text: string, spans: readonly ContactSpan[]): string {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  let open: { start: number; end: number } | undefined;
  for (const span of sorted) {
    if (open !== undefined && span.start <= open.end) {
      open.end = Math.max(open.end, span.end);
      continue;
    }
    if (open !== undefined) {
      out += text.slice(at, open.start) + MASK;
      at = open.end;
    }
    open = { start: span.start, end: span.end };
  }
  if (open !== undefined) {
    out += text.slice(at, open.start) + MASK;
    at = open.end;
  }
  return out + text.slice(at);
}

/**
 * Screens one text: finds the contact details in it as written ("plain":
 * masked and delivered with the notice) and in its normalised form
 * ("disguised": what only the normalised text reveals), and masks both.
 * Ordinary text (prices, dates, order numbers...) comes back as written.
 */
export function screenText(text: string, options: ScreeningOptions = {}): Screening {
  const plain = findContactDetails(text, options);
  const normalised = normaliseText(text);
  const revealed: ContactSpan[] = [];
  if (normalised.text !== text) {
    for (const span of findContactDetails(normalised.text, options)) {
      const start = normalised.from[span.start] ?? 0;
      const end = normalised.to[span.end - 1] ?? start;
      if (isUncovered(text, start, end, plain)) revealed.push({ start, end, kind: span.kind });
    }
  }
  const spans = [...plain, ...revealed];
  return {
    text: spans.length === 0 ? text : maskSpans(text, spans),
    masked: spans.length > 0,
    kinds: kindsOf(spans),
    disguised: revealed.length > 0,
  };
}
