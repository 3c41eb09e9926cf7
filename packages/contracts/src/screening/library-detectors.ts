import { getCountries, isValidPhoneNumber } from 'libphonenumber-js';
import { LinkifyIt } from 'linkify-it';
import tlds from 'tlds' with { type: 'json' };
import type { ContactSpan } from './contact-kinds.ts';

/**
 * Phone numbers, links and emails found by maintained libraries
 * (docs/decisions/0062): libphonenumber-js decides whether a run of digits is
 * a phone number of any region, linkify-it with the full list of top-level
 * domains (the tlds package) finds links written without a scheme
 * ("bit.ly/x", "jenny.lol") and emails.
 */

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: false }).tlds(tlds);

/**
 * Endings that are also file types or product names people write in
 * ordinary messages ("logo.ai", "notes.md", "files.zip", "ASP.NET"): a bare
 * name with one of them and no path is not taken for a link.
 */
const FILE_LIKE_ENDINGS = new Set(['ai', 'md', 'py', 'rs', 'sh', 'pl', 'ps', 'zip', 'mov']);
const PRODUCT_NAMES = new Set(['asp.net', 'vue.js', 'node.js', 'next.js', 'd3.js', 'three.js', 'chart.js', 'react.js']);

export interface LinkOptions {
  /** Hosts whose links are ours (the site's own address): not contact details. */
  ownHosts?: readonly string[];
}

function hostOf(url: string): string {
  return (/^(?:[a-z][\w+.-]*:)?\/\/([^/?#:]+)/i.exec(url)?.[1] ?? '').toLowerCase().replace(/^www\./, '');
}

function isOrdinaryName(raw: string): boolean {
  const lower = raw.toLowerCase();
  if (PRODUCT_NAMES.has(lower)) return true;
  if (/[/:?#]/.test(raw) || lower.startsWith('www.')) return false;
  // Two sentences without a space between them ("soon.Thanks") read as a domain.
  if (/^[a-z]+\.[A-Z][a-z]+$/.test(raw)) return true;
  const ending = lower.slice(lower.lastIndexOf('.') + 1);
  return FILE_LIKE_ENDINGS.has(ending) && lower.split('.').length === 2 && !lower.includes('@');
}

/** A word that may hold a link or an email: a dot or @ between letters or digits, or a scheme. */
const LINK_LIKE = /[\p{L}\p{N}][.@][\p{L}\p{N}]|:\/\//u;

/**
 * Links and emails linkify-it finds, less the site's own links and file or
 * product names. A link holds no space, so linkify-it reads only the words
 * that may hold one: its search over a whole 2,000-character message took
 * milliseconds.
 */
export function findLinks(text: string, options: LinkOptions = {}): ContactSpan[] {
  const own = new Set((options.ownHosts ?? []).map((host) => host.toLowerCase().replace(/^www\./, '')));
  const spans: ContactSpan[] = [];
  for (const word of text.matchAll(/\S+/g)) {
    if (!LINK_LIKE.test(word[0])) continue;
    for (const match of linkify.match(word[0]) ?? []) {
      const isEmail = match.schema === 'mailto:' || (match.schema === '' && match.raw.includes('@'));
      if (!isEmail && (own.has(hostOf(match.url)) || (match.schema === '' && isOrdinaryName(match.raw)))) continue;
      spans.push({
        start: word.index + match.index,
        end: word.index + match.lastIndex,
        kind: isEmail ? 'email' : 'link',
      });
    }
  }
  return spans;
}

const REGIONS = getCountries();
/**
 * A cheap prefilter: 7 to 15 digits with only spaces and punctuation between
 * them (at most three characters at a time). Only these runs are given to
 * libphonenumber-js, which is too slow to search every region of every
 * message (findNumbers over all regions: ~100 ms a message).
 */
const CANDIDATE = /(?<![\w.])\+?\(?\d(?:[\s().\-/_*~|:;,'"]{0,3}\d){6,16}(?![\w])/g;

/** Whether `digits` (with a leading + or not) is a valid phone number of some region. */
function isPhoneNumberOfAnyRegion(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  if (isValidPhoneNumber(`+${digits}`)) return true;
  if (candidate.trimStart().startsWith('+')) return false;
  return REGIONS.some((region) => isValidPhoneNumber(digits, region));
}

/** Phone numbers of any region, as libphonenumber-js validates them. */
export function findPhoneNumbers(text: string): ContactSpan[] {
  const spans: ContactSpan[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    if (isPhoneNumberOfAnyRegion(match[0])) {
      spans.push({ start: match.index, end: match.index + match[0].length, kind: 'phone' });
    }
  }
  return spans;
}
