import type { ContactKind, ContactSpan } from './contact-kinds.ts';
import { findLinks, findPhoneNumbers, type LinkOptions } from './library-detectors.ts';
import { RULES_OF_0043, RULES_OF_ISSUE_34, type OwnRule } from './own-rules.ts';

/**
 * Things that look like contact details but are not, set aside before any
 * rule runs so their digits never join into a phone number: prices ($40,
 * 1,250 dollars, $25.50), dates, times, order numbers (#TF-123456),
 * versions (2.0.1), colours (#ff6600), scores (3-1), sizes (4000 x 3000 px),
 * quantities and durations. Private-use characters are set aside too: they
 * stand for what was found while the rules run.
 */
const PROTECTED = new RegExp(
  [
    /[\uE000-\uF8FF]/,
    /#TF-\d{6}\b/,
    /\$\s?\d[\d,]*(?:\.\d+)?/,
    /\b\d{4}-\d{2}-\d{2}\b/,
    /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/,
    /\b\d{1,2}:\d{2}(?::\d{2})?\b/,
    /\bv?\d{1,2}\.\d{1,2}\.\d{1,3}\b/,
    /#[0-9a-f]{6}(?:[0-9a-f]{2})?\b|#[0-9a-f]{3}\b/,
    /(?<![\d-])\d{1,2}\s?[-–]\s?\d{1,2}(?![-–]?\s?\d)/,
    /\b\d+(?:\.\d+)?\s?[x×]\s?\d+(?:\.\d+)?(?:\s?(?:px|cm|mm|in|m|ft))?\b/,
    /\b\d[\d,]*(?:\.\d+)?\s*(?:dollars|usd|eur|euros?|gbp|pounds?|days?|hours?|hrs?|minutes?|mins?|weeks?|months?|years?|words?|pages?|seconds?|secs?|px|p|k|fps|%|x)\b/,
  ]
    .map((part) => part.source)
    .join('|'),
  'gi',
);

/** Stands for a found detail or a protected span while later rules run (same length, so offsets hold). */
const FOUND = '\uE001';
const KEPT = '\uE000';

/** Links to the site itself ("https://teenfreelance.example/gigs/42"): kept as written. */
function ownLinks(host: string): RegExp {
  const escaped = host.replace(/^www\./i, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:https?://)?(?:www\\.)?${escaped}(?![\\w.-]*\\w)(?:[/?#][^\\s]*)?`, 'gi');
}

function blank(text: string, start: number, end: number, filler: string): string {
  return text.slice(0, start) + filler.repeat(end - start) + text.slice(end);
}

function applyRule(working: string, rule: OwnRule, spans: ContactSpan[]): string {
  let next = working;
  for (const match of working.matchAll(rule.pattern)) {
    if (rule.accept !== undefined && !rule.accept(match)) continue;
    const start = match.index;
    const end = start + match[0].length;
    // A match only counts where it holds something the earlier rules left.
    if (!/[^\s\uE001]/.test(next.slice(start, end))) continue;
    spans.push({ start, end, kind: rule.kind });
    next = blank(next, start, end, FOUND);
  }
  return next;
}

/**
 * The contact details in `text`, in the order found: our rules of 0043
 * first (so their masks stay as they were), then those of issue 34, then
 * the libraries. Each finding is blanked out before the next rule runs.
 */
export function findContactDetails(text: string, options: LinkOptions = {}): ContactSpan[] {
  let working = text.replace(PROTECTED, (span) => KEPT.repeat(span.length));
  for (const host of options.ownHosts ?? [])
    working = working.replace(ownLinks(host), (link) => KEPT.repeat(link.length));
  const spans: ContactSpan[] = [];
  for (const rule of RULES_OF_0043) working = applyRule(working, rule, spans);
  for (const rule of RULES_OF_ISSUE_34) working = applyRule(working, rule, spans);
  // linkify-it reads the private-use fillers as letters and slows down on long runs of them: spaces instead.
  for (const span of findLinks(working.replace(/[\uE000-\uF8FF]/g, ' '), options)) {
    spans.push(span);
    working = blank(working, span.start, span.end, FOUND);
  }
  spans.push(...findPhoneNumbers(working));
  return spans;
}

/** Each kind once, in the order first found. */
export function kindsOf(spans: readonly ContactSpan[]): ContactKind[] {
  return [...new Set(spans.map((span) => span.kind))];
}
