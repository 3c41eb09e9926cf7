/**
 * Splits a message into text and links. Only http and https addresses become
 * links (`javascript:`, `data:` and every other scheme stay text), and
 * punctuation that usually ends a sentence is left out of the address. The
 * caller renders both kinds as text nodes: nothing here is ever HTML.
 */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?'"*_~]+$/;

const count = (text: string, char: string) => text.split(char).length - 1;

/** Drops trailing punctuation, and a closing bracket that has no opening one inside the address. */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const before = address;
    address = address.replace(TRAILING_PUNCTUATION, '');
    const last = address.at(-1);
    const opening = last === ')' ? '(' : last === ']' ? '[' : undefined;
    if (last && opening && count(address, opening) < count(address, last)) address = address.slice(0, -1);
    if (address === before) return address;
  }
}

function safeHref(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function linkify(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let textStart = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const address = trimAddress(match[0]);
    const href = safeHref(address);
    if (!href) continue;
    if (start > textStart) parts.push({ kind: 'text', text: text.slice(textStart, start) });
    parts.push({ kind: 'link', text: address, href });
    textStart = start + address.length;
  }
  if (textStart < text.length) parts.push({ kind: 'text', text: text.slice(textStart) });
  return parts;
}
